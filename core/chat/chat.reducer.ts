import type { EventOf } from '../events';
import { reducerFrom, withChanges } from '../reducer-table';
import { initialChatState, TEMP_MESSAGE_PREFIX, type ChatMessage, type ChatState } from './chat.model';
import {
  hasPendingMessage,
  insertMessages,
  messageById,
  messageList,
  messagesOf,
  newestPending,
  removeMessage,
  type MessageList,
} from './message-list';
import { CHAT_MESSAGES } from '../messages/chat.messages';
import type { PersistedChat } from '../persist/persisted-state';

export { initialChatState } from './chat.model';

const isCurrent = (state: ChatState, conversationId: string): boolean => state.conversation?.id === conversationId;

/** How far from the end a customer's own echo looks for the pending message it confirms. */
const ECHO_SCAN_LIMIT = 200;

/**
 * The pending message that a customer's socket echo confirms (same sender, type and content; the
 * oldest such among the newest messages), so the shopper never sees their message twice while the
 * send's HTTP answer is still on its way.
 */
function pendingConfirmedBy(messages: MessageList, echo: ChatMessage): string | null {
  if (echo.sender_type !== 'customer' || !hasPendingMessage(messages)) return null;
  const confirmed = newestPending(messages, ECHO_SCAN_LIMIT).find(
    (candidate) =>
      candidate.sender_id === echo.sender_id &&
      candidate.content_type === echo.content_type &&
      candidate.content === echo.content,
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
  type === 'chat/openRequested'
    ? withChanges(state, { isOpen: true, error: null })
    : withChanges(state, { isOpen: false, error: null, isTyping: false });

/** A message list changed: whether a send is still pending follows it. */
const withMessages = (state: ChatState, messages: MessageList, changes: Partial<ChatState>): ChatState =>
  withChanges(state, { messages, isSendingMessage: hasPendingMessage(messages), ...changes });

/** The chat as storage holds it, with `messages` in place of its list; the same state when nothing differs. */
const restored = (state: ChatState, stored: PersistedChat, messages: MessageList): ChatState =>
  withChanges(state, {
    ...stored,
    messages: messages.length === 0 && state.messages.length === 0 ? state.messages : messages,
  });

const uploadSettled = (state: ChatState): ChatState =>
  state.isUploadingAudio ? { ...state, isUploadingAudio: false } : state;

/**
 * The chat slice (SPEC §3 Chat state, §4 Chat panel, Message send, Incoming realtime message).
 * 'chat/messageReceived' is always for the current conversation: the realtime epic admits no other.
 */
export const chatReducer = reducerFrom<ChatState>(initialChatState, {
  'session/languageChangeRequested': (state, { payload }) =>
    state.language === payload.language ? state : { ...state, language: payload.language },
  'chat/messageReceived': (state, { payload }) => {
    const { message } = payload;
    const confirmed = messageById(state.messages, message.id) ? null : pendingConfirmedBy(state.messages, message);
    const messages = insertMessages(
      confirmed ? removeMessage(state.messages, confirmed) : state.messages,
      [message],
      'append',
    );
    const isTyping = message.sender_type === 'customer' && state.isTyping;
    return messages === state.messages && isTyping === state.isTyping ? state : { ...state, messages, isTyping };
  },
  'persist/rehydrated': (state, { payload }) => {
    const stored = payload.state?.chat;
    return stored ? restored(state, stored, messageList(stored.messages)) : state;
  },
  'persist/externalChange': (state, { payload }) => {
    const stored = payload.state?.chat;
    if (!stored) return state;
    const ownPending = newestPending(state.messages, state.messages.pending);
    return restored(state, stored, insertMessages(messageList(storedOnly(stored.messages) ?? []), ownPending));
  },
  'session/loggedOut': () => initialChatState,
  'chat/openRequested': openOrClose,
  'chat/closeRequested': openOrClose,
  'chat/errorDismissRequested': (state) => (state.error === null ? state : { ...state, error: null }),
  'chat/initiateStarted': (state) => withChanges(state, { isInitiating: true }),
  'chat/initiated': (state, { payload }) =>
    withChanges(state, {
      isInitiating: false,
      closedTranscript: null,
      conversation: { id: payload.conversation.id },
      error: null,
      hasMoreMessages: payload.resumed,
      nextBefore: null,
      syncedThrough: null,
    }),
  'chat/initiateFailed': (state, { payload }) => withChanges(state, { isInitiating: false, error: payload.message }),
  'chat/messagePending': (state, { payload }) =>
    withChanges(state, {
      messages: insertMessages(state.messages, [payload.message], 'append'),
      closedTranscript: null,
      isSendingMessage: true,
      error: null,
    }),
  'chat/messageSent': (state, { payload }) => {
    const confirmed = [payload.userMessage, payload.message].filter(
      (message): message is ChatMessage => message !== null && isCurrent(state, message.conversation_id),
    );
    const messages = insertMessages(removeMessage(state.messages, payload.tempId), confirmed, 'append');
    return withMessages(
      state,
      messages,
      payload.message && payload.message.sender_type !== 'customer' ? { isTyping: false } : {},
    );
  },
  'chat/sendFailed': (state, { payload }) =>
    withMessages(state, removeMessage(state.messages, payload.tempId), { error: payload.message }),
  'chat/closedByServer': (state, { payload }) =>
    payload.conversationId === undefined || isCurrent(state, payload.conversationId)
      ? resetKeepingPanel(state, CHAT_MESSAGES.closed)
      : withMessages(state, removeMessage(state.messages, payload.tempId), { error: CHAT_MESSAGES.closed }),
  'chat/conversationCompleted': (state, { payload }) =>
    isCurrent(state, payload.conversationId)
      ? { ...resetKeepingPanel(state, null), closedTranscript: storedOnly(messagesOf(state.messages)) }
      : state,
  'chat/messagesLoadStarted': (state, { payload }) =>
    payload.mode === 'merge' || !isCurrent(state, payload.conversationId)
      ? state
      : withChanges(state, { isLoadingMessages: true }),
  'chat/messagesLoaded': (state, { payload }) => {
    if (!isCurrent(state, payload.conversationId)) return state;
    const messages =
      payload.mode === 'replace'
        ? insertMessages(messageList(payload.messages), messagesOf(state.messages), 'append')
        : insertMessages(state.messages, payload.messages, payload.mode === 'prepend' ? 'prepend' : 'merge');
    return withChanges(state, {
      messages,
      ...(payload.syncedThrough === undefined ? {} : { syncedThrough: payload.syncedThrough }),
      ...(payload.mode === 'merge'
        ? {}
        : { isLoadingMessages: false, nextBefore: payload.nextBefore, hasMoreMessages: payload.nextBefore !== null }),
    });
  },
  'chat/messagesLoadFailed': (state, { payload }) =>
    !isCurrent(state, payload.conversationId)
      ? state
      : withChanges(state, {
          ...(payload.mode === 'merge' ? {} : { isLoadingMessages: false }),
          error: payload.message,
        }),
  'chat/typingChanged': (state, { payload }) =>
    isCurrent(state, payload.conversationId) && state.isTyping !== payload.isTyping
      ? { ...state, isTyping: payload.isTyping }
      : state,
  'voice/uploadStarted': (state) => (state.isUploadingAudio ? state : { ...state, isUploadingAudio: true }),
  'voice/uploaded': uploadSettled,
  'voice/sent': uploadSettled,
  'voice/sendFailed': (state, { payload }) => ({ ...state, isUploadingAudio: false, error: payload.message }),
  'cart/itemAddFailed': (state, { payload }) =>
    payload.origin === 'chat' ? { ...state, error: payload.message } : state,
});
