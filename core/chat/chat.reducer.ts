import { castDraft, Immer } from 'immer';
import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import { CHAT_ERRORS } from './chat-errors';
import { TEMP_MESSAGE_PREFIX, type ChatMessage, type ChatState } from './chat.model';
import { hasPendingMessage, insertMessages, messageIndex, messageList, removeMessage } from './message-list';

const DEFAULT_CHAT_LANGUAGE = 'hi';

export const initialChatState: ChatState = {
  isOpen: false,
  conversation: null,
  messages: [],
  isInitiating: false,
  isSendingMessage: false,
  isLoadingMessages: false,
  isUploadingAudio: false,
  isTyping: false,
  error: null,
  hasMoreMessages: true,
  nextBefore: null,
  syncedThrough: null,
  language: DEFAULT_CHAT_LANGUAGE,
  closedTranscript: null,
};

/**
 * Recipes without auto-freeze: freezing walks the whole message list on every change (the cost
 * that drops appends to a few thousand a second on long chats). The state is still only ever
 * replaced, never mutated: the types are readonly and every change goes through a recipe.
 */
const { produce } = new Immer({ autoFreeze: false });

const CHAT_AREAS = ['persist', 'session', 'chat', 'voice', 'cart'] as const;

const isCurrent = (state: ChatState, conversationId: string): boolean => state.conversation?.id === conversationId;

/** How far from the end a customer's own echo looks for the pending message it confirms. */
const ECHO_SCAN_LIMIT = 200;

/**
 * The pending message that a customer's socket echo confirms (same sender, type and content; the
 * oldest such among the newest messages), so the shopper never sees their message twice while the
 * send's HTTP answer is still on its way.
 */
function pendingConfirmedBy(messages: readonly ChatMessage[], echo: ChatMessage): string | null {
  if (echo.sender_type !== 'customer' || !hasPendingMessage(messages)) return null;
  let found: string | null = null;
  for (let i = messages.length - 1, scanned = 0; i >= 0 && scanned < ECHO_SCAN_LIMIT; i--, scanned++) {
    const candidate = messages[i]!;
    if (
      candidate.id.startsWith(TEMP_MESSAGE_PREFIX) &&
      candidate.sender_id === echo.sender_id &&
      candidate.content_type === echo.content_type &&
      candidate.content === echo.content
    ) {
      found = candidate.id;
    }
  }
  return found;
}

/** A full reset that keeps the panel where it is and the language. */
const resetKeepingPanel = (state: ChatState, error: string | null): ChatState => ({
  ...initialChatState,
  isOpen: state.isOpen,
  language: state.language,
  error,
});

/** The stored messages of a list (pending ones dropped), or null when there are none. */
function storedOnly(messages: readonly ChatMessage[]): readonly ChatMessage[] | null {
  const stored = messages.filter((message) => !message.id.startsWith(TEMP_MESSAGE_PREFIX));
  return stored.length > 0 ? stored : null;
}

/** Events of the chat's areas that leave the chat slice as it is (built once: the reducer runs on every event). */
const IGNORED = P.union(
  'persist/rehydrateFailed',
  'persist/backedUp',
  'persist/flushRequested',
  'persist/shrunk',
  'persist/writeFailed',
  'session/started',
  'session/guestIdentified',
  'session/loggedIn',
  'session/logoutRequested',
  'session/forcedLogout',
  'session/loggedOutElsewhere',
  'session/metadataReported',
  'chat/sendRequested',
  'chat/olderMessagesRequested',
  'chat/socketStatusChanged',
  'chat/reconnectingShown',
  'chat/roomJoined',
  'chat/roomLeft',
  'chat/scrollToBottomRequested',
  'chat/assistantItemsRequested',
  'chat/messageDropped',
  'voice/recordRequested',
  'voice/stopRequested',
  'voice/cancelRequested',
  'voice/sendRequested',
  'voice/permissionDialogClosed',
  'voice/recordingStarted',
  'voice/recordingCompleted',
  'voice/permissionDenied',
  'voice/recordingFailed',
  'voice/presigned',
  'cart/created',
  'cart/createFailed',
  'cart/restored',
  'cart/itemsSet',
  'cart/itemAdded',
  'cart/numbersSet',
  'cart/itemAddRequested',
  'cart/customerCartCreated',
  'cart/itemAddSucceeded',
  'cart/lineQuantityRequested',
  'cart/lineRemoveRequested',
  'cart/linesSynced',
  'cart/lineChangeFailed',
  'cart/refreshRequested',
  'cart/refreshed',
  'cart/refreshFailed',
  'cart/reconcilingChanged',
);

const reduceChat = (state: ChatState, event: EventInAreas<(typeof CHAT_AREAS)[number]>): ChatState =>
  match(event)
    .with({ type: 'chat/messageReceived' }, ({ payload }) => {
      const { message } = payload;
      if (!isCurrent(state, message.conversation_id)) return state;
      const confirmed = messageIndex(state.messages).has(message.id) ? null : pendingConfirmedBy(state.messages, message);
      const messages = insertMessages(confirmed ? removeMessage(state.messages, confirmed) : state.messages, [message], 'append');
      const isTyping = message.sender_type === 'customer' && state.isTyping;
      return messages === state.messages && isTyping === state.isTyping ? state : { ...state, messages, isTyping };
    })
    .with({ type: 'persist/rehydrated' }, ({ payload }) => {
      const stored = payload.state?.chat;
      return stored ? { ...state, ...stored, messages: messageList(stored.messages) } : state;
    })
    .with({ type: 'persist/externalChange' }, ({ payload }) => {
      const stored = payload.state.chat;
      if (!stored) return state;
      const ownPending = state.messages.filter((message) => message.id.startsWith(TEMP_MESSAGE_PREFIX));
      return { ...state, ...stored, messages: insertMessages(messageList(storedOnly(stored.messages) ?? []), ownPending) };
    })
    .with({ type: 'session/loggedOut' }, () => initialChatState)
    .with({ type: P.union('chat/openRequested', 'chat/closeRequested') }, ({ type }) =>
      produce(state, (draft) => {
        draft.isOpen = type === 'chat/openRequested';
        draft.error = null;
        if (type === 'chat/closeRequested') draft.isTyping = false;
      }),
    )
    .with({ type: 'chat/errorDismissed' }, () => (state.error === null ? state : { ...state, error: null }))
    .with({ type: 'chat/initiateStarted' }, () =>
      produce(state, (draft) => {
        draft.isInitiating = true;
      }),
    )
    .with({ type: 'chat/initiated' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.isInitiating = false;
        draft.closedTranscript = null;
        draft.conversation = { id: payload.conversation.id };
        draft.error = null;
        draft.hasMoreMessages = payload.resumed;
        draft.nextBefore = null;
        draft.syncedThrough = null;
      }),
    )
    .with({ type: 'chat/initiateFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.isInitiating = false;
        draft.error = payload.message;
      }),
    )
    .with({ type: 'chat/messagePending' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.messages = castDraft(insertMessages(state.messages, [payload.message], 'append'));
        draft.closedTranscript = null;
        draft.isSendingMessage = true;
        draft.error = null;
      }),
    )
    .with({ type: 'chat/messageSent' }, ({ payload }) =>
      produce(state, (draft) => {
        const confirmed = [payload.userMessage, payload.message].filter(
          (message): message is ChatMessage => message !== null && isCurrent(state, message.conversation_id),
        );
        const messages = insertMessages(removeMessage(state.messages, payload.tempId), confirmed, 'append');
        draft.messages = castDraft(messages);
        draft.isSendingMessage = hasPendingMessage(messages);
        if (payload.message && payload.message.sender_type !== 'customer') draft.isTyping = false;
      }),
    )
    .with({ type: 'chat/sendFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        const messages = removeMessage(state.messages, payload.tempId);
        draft.messages = castDraft(messages);
        draft.isSendingMessage = hasPendingMessage(messages);
        draft.error = payload.message;
      }),
    )
    .with({ type: 'chat/closedByServer' }, ({ payload }) =>
      payload.conversationId === undefined || isCurrent(state, payload.conversationId)
        ? resetKeepingPanel(state, CHAT_ERRORS.closed)
        : produce(state, (draft) => {
            const messages = removeMessage(state.messages, payload.tempId);
            draft.messages = castDraft(messages);
            draft.isSendingMessage = hasPendingMessage(messages);
            draft.error = CHAT_ERRORS.closed;
          }),
    )
    .with({ type: 'chat/conversationCompleted' }, ({ payload }) =>
      isCurrent(state, payload.conversationId) ? { ...resetKeepingPanel(state, null), closedTranscript: storedOnly(state.messages) } : state,
    )
    .with({ type: 'chat/messagesLoadStarted' }, ({ payload }) =>
      payload.mode === 'merge' || !isCurrent(state, payload.conversationId)
        ? state
        : produce(state, (draft) => {
            draft.isLoadingMessages = true;
          }),
    )
    .with({ type: 'chat/messagesLoaded' }, ({ payload }) => {
      if (!isCurrent(state, payload.conversationId)) return state;
      return produce(state, (draft) => {
        if (payload.mode === 'replace') {
          draft.messages = castDraft(insertMessages(messageList(payload.messages), state.messages, 'append'));
        } else {
          draft.messages = castDraft(insertMessages(state.messages, payload.messages, payload.mode === 'prepend' ? 'prepend' : 'merge'));
        }
        if (payload.syncedThrough !== undefined) draft.syncedThrough = payload.syncedThrough;
        if (payload.mode !== 'merge') {
          draft.isLoadingMessages = false;
          draft.nextBefore = payload.nextBefore;
          draft.hasMoreMessages = payload.nextBefore !== null;
        }
      });
    })
    .with({ type: 'chat/messagesLoadFailed' }, ({ payload }) =>
      !isCurrent(state, payload.conversationId)
        ? state
        : produce(state, (draft) => {
            if (payload.mode !== 'merge') draft.isLoadingMessages = false;
            draft.error = payload.message;
          }),
    )
    .with({ type: 'chat/typingChanged' }, ({ payload }) =>
      isCurrent(state, payload.conversationId) && state.isTyping !== payload.isTyping ? { ...state, isTyping: payload.isTyping } : state,
    )
    .with({ type: 'voice/uploadStarted' }, () => (state.isUploadingAudio ? state : { ...state, isUploadingAudio: true }))
    .with({ type: P.union('voice/uploaded', 'voice/sent') }, () => (state.isUploadingAudio ? { ...state, isUploadingAudio: false } : state))
    .with({ type: 'voice/sendFailed' }, ({ payload }) => ({ ...state, isUploadingAudio: false, error: payload.message }))
    .with({ type: 'cart/itemAddFailed' }, ({ payload }) => (payload.origin === 'chat' ? { ...state, error: payload.message } : state))
    .with({ type: IGNORED }, () => state)
    .exhaustive();

/** The chat slice (SPEC §3 Chat state, §4 Chat panel, Message send, Incoming realtime message). */
export const chatReducer = (state: ChatState = initialChatState, event: Event): ChatState =>
  inAreas(event, CHAT_AREAS) ? reduceChat(state, event) : state;
