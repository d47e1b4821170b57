import { castDraft, Immer } from 'immer';
import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import { TEMP_MESSAGE_PREFIX, type ChatMessage, type ChatState } from './chat.model';
import { hasPendingMessage, insertMessages, messageIndex, messageList, newestPending, removeMessage } from './message-list';
import { CHAT_MESSAGES } from '../messages/chat.messages';

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
  const confirmed = newestPending(messages, ECHO_SCAN_LIMIT).find(
    (candidate) => candidate.sender_id === echo.sender_id && candidate.content_type === echo.content_type && candidate.content === echo.content,
  );
  return confirmed?.id ?? null;
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

const openOrClose = (state: ChatState, { type }: EventOf<'chat/openRequested' | 'chat/closeRequested'>): ChatState =>
  produce(state, (draft) => {
    draft.isOpen = type === 'chat/openRequested';
    draft.error = null;
    if (type === 'chat/closeRequested') draft.isTyping = false;
  });

const uploadSettled = (state: ChatState): ChatState => (state.isUploadingAudio ? { ...state, isUploadingAudio: false } : state);

/**
 * The chat slice (SPEC §3 Chat state, §4 Chat panel, Message send, Incoming realtime message).
 * 'chat/messageReceived' is always for the current conversation: the realtime epic admits no other.
 */
export const chatReducer = reducerFrom<ChatState>(initialChatState, {
  'chat/messageReceived': (state, { payload }) => {
    const { message } = payload;
    const confirmed = messageIndex(state.messages).has(message.id) ? null : pendingConfirmedBy(state.messages, message);
    const messages = insertMessages(confirmed ? removeMessage(state.messages, confirmed) : state.messages, [message], 'append');
    const isTyping = message.sender_type === 'customer' && state.isTyping;
    return messages === state.messages && isTyping === state.isTyping ? state : { ...state, messages, isTyping };
  },
  'persist/rehydrated': (state, { payload }) => {
    const stored = payload.state?.chat;
    return stored ? { ...state, ...stored, messages: messageList(stored.messages) } : state;
  },
  'persist/externalChange': (state, { payload }) => {
    const stored = payload.state?.chat;
    if (!stored) return state;
    const ownPending = state.messages.filter((message) => message.id.startsWith(TEMP_MESSAGE_PREFIX));
    return { ...state, ...stored, messages: insertMessages(messageList(storedOnly(stored.messages) ?? []), ownPending) };
  },
  'session/loggedOut': () => initialChatState,
  'chat/openRequested': openOrClose,
  'chat/closeRequested': openOrClose,
  'chat/errorDismissed': (state) => (state.error === null ? state : { ...state, error: null }),
  'chat/initiateStarted': (state) =>
    produce(state, (draft) => {
      draft.isInitiating = true;
    }),
  'chat/initiated': (state, { payload }) =>
    produce(state, (draft) => {
      draft.isInitiating = false;
      draft.closedTranscript = null;
      draft.conversation = { id: payload.conversation.id };
      draft.error = null;
      draft.hasMoreMessages = payload.resumed;
      draft.nextBefore = null;
      draft.syncedThrough = null;
    }),
  'chat/initiateFailed': (state, { payload }) =>
    produce(state, (draft) => {
      draft.isInitiating = false;
      draft.error = payload.message;
    }),
  'chat/messagePending': (state, { payload }) =>
    produce(state, (draft) => {
      draft.messages = castDraft(insertMessages(state.messages, [payload.message], 'append'));
      draft.closedTranscript = null;
      draft.isSendingMessage = true;
      draft.error = null;
    }),
  'chat/messageSent': (state, { payload }) =>
    produce(state, (draft) => {
      const confirmed = [payload.userMessage, payload.message].filter(
        (message): message is ChatMessage => message !== null && isCurrent(state, message.conversation_id),
      );
      const messages = insertMessages(removeMessage(state.messages, payload.tempId), confirmed, 'append');
      draft.messages = castDraft(messages);
      draft.isSendingMessage = hasPendingMessage(messages);
      if (payload.message && payload.message.sender_type !== 'customer') draft.isTyping = false;
    }),
  'chat/sendFailed': (state, { payload }) =>
    produce(state, (draft) => {
      const messages = removeMessage(state.messages, payload.tempId);
      draft.messages = castDraft(messages);
      draft.isSendingMessage = hasPendingMessage(messages);
      draft.error = payload.message;
    }),
  'chat/closedByServer': (state, { payload }) =>
    payload.conversationId === undefined || isCurrent(state, payload.conversationId)
      ? resetKeepingPanel(state, CHAT_MESSAGES.closed)
      : produce(state, (draft) => {
          const messages = removeMessage(state.messages, payload.tempId);
          draft.messages = castDraft(messages);
          draft.isSendingMessage = hasPendingMessage(messages);
          draft.error = CHAT_MESSAGES.closed;
        }),
  'chat/conversationCompleted': (state, { payload }) =>
    isCurrent(state, payload.conversationId) ? { ...resetKeepingPanel(state, null), closedTranscript: storedOnly(state.messages) } : state,
  'chat/messagesLoadStarted': (state, { payload }) =>
    payload.mode === 'merge' || !isCurrent(state, payload.conversationId)
      ? state
      : produce(state, (draft) => {
          draft.isLoadingMessages = true;
        }),
  'chat/messagesLoaded': (state, { payload }) => {
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
  },
  'chat/messagesLoadFailed': (state, { payload }) =>
    !isCurrent(state, payload.conversationId)
      ? state
      : produce(state, (draft) => {
          if (payload.mode !== 'merge') draft.isLoadingMessages = false;
          draft.error = payload.message;
        }),
  'chat/typingChanged': (state, { payload }) =>
    isCurrent(state, payload.conversationId) && state.isTyping !== payload.isTyping ? { ...state, isTyping: payload.isTyping } : state,
  'voice/uploadStarted': (state) => (state.isUploadingAudio ? state : { ...state, isUploadingAudio: true }),
  'voice/uploaded': uploadSettled,
  'voice/sent': uploadSettled,
  'voice/sendFailed': (state, { payload }) => ({ ...state, isUploadingAudio: false, error: payload.message }),
  'cart/itemAddFailed': (state, { payload }) => (payload.origin === 'chat' ? { ...state, error: payload.message } : state),
});
