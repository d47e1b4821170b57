import { createSlice, original, type Draft } from '@reduxjs/toolkit';
import { CHAT_MESSAGES } from '../../../core/messages/chat.messages';
import { initialChatState } from '../../../core/chat/chat.reducer';
import { TEMP_MESSAGE_PREFIX, type ChatMessage, type ChatState } from '../../../core/chat/chat.model';
import type { EventOf, EventType } from '../../../core/events';
import {
  hasPendingMessage,
  insertMessages,
  messageAt,
  messageById,
  messageList,
  messagesOf as listed,
  newestPending,
  removeMessage,
  type MessageList,
} from '../../../core/chat/message-list';

/**
 * The core's chat reducer (core/chat/chat.reducer.ts) ported to a Redux Toolkit slice, case by
 * case, in RTK's style: each case mutates the immer draft RTK hands it. The state shape is the
 * core's `ChatState`; the messages are the core's plain message list (core/chat/message-list.ts:
 * ids in pages and messages by id, the same order and de-duplication), assigned to the draft once per change, so
 * immer freezes only the parts a change made. RTK's immer freezes each new state, as it ships.
 */
type S = Draft<ChatState>;
/** A case of one or more event types (a method type, so a case for several types fits each). */
type On<T extends EventType> = { on(state: S, action: EventOf<T>): void | ChatState }['on'];

const ECHO_SCAN_LIMIT = 200;

const messagesOf = (state: S): MessageList => (original(state.messages) ?? state.messages) as MessageList;
const isCurrent = (state: S, conversationId: string) => state.conversation?.id === conversationId;
const setMessages = (state: S, messages: MessageList) => {
  if (messages !== messagesOf(state)) state.messages = messages as Draft<MessageList>;
};

function pendingConfirmedBy(messages: MessageList, echo: ChatMessage): string | null {
  if (echo.sender_type !== 'customer' || !hasPendingMessage(messages)) return null;
  let found: string | null = null;
  for (let i = messages.length - 1, scanned = 0; i >= 0 && scanned < ECHO_SCAN_LIMIT; i--, scanned++) {
    const candidate = messageAt(messages, i)!;
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

const storedOnly = (messages: readonly ChatMessage[]) => {
  const stored = messages.filter((message) => !message.id.startsWith(TEMP_MESSAGE_PREFIX));
  return stored.length > 0 ? stored : null;
};

const resetKeepingPanel = (state: S, error: string | null): ChatState => ({
  ...initialChatState,
  isOpen: state.isOpen,
  language: state.language,
  error,
});

const openOrClose: On<'chat/openRequested' | 'chat/closeRequested'> = (state, { type }) => {
  state.isOpen = type === 'chat/openRequested';
  state.error = null;
  if (type === 'chat/closeRequested') state.isTyping = false;
};
const uploadSettled = (state: S) => {
  state.isUploadingAudio = false;
};

const cases: { readonly [T in EventType]?: On<T> } = {
  'chat/messageReceived': (state, { payload: { message } }) => {
    if (!isCurrent(state, message.conversation_id)) return;
    const messages = messagesOf(state);
    const confirmed = messageById(messages, message.id) ? null : pendingConfirmedBy(messages, message);
    setMessages(state, insertMessages(confirmed ? removeMessage(messages, confirmed) : messages, [message]));
    state.isTyping = message.sender_type === 'customer' && state.isTyping;
  },
  'persist/rehydrated': (state, { payload }) => {
    const stored = payload.state?.chat;
    if (stored) Object.assign(state, { ...stored, messages: messageList(stored.messages) });
  },
  'persist/externalChange': (state, { payload }) => {
    const stored = payload.state?.chat;
    if (!stored) return;
    const ownPending = newestPending(messagesOf(state), messagesOf(state).pending);
    Object.assign(state, {
      ...stored,
      messages: insertMessages(messageList(storedOnly(stored.messages) ?? []), ownPending),
    });
  },
  'session/loggedOut': () => initialChatState,
  'chat/openRequested': openOrClose,
  'chat/closeRequested': openOrClose,
  'chat/errorDismissRequested': (state) => {
    state.error = null;
  },
  'chat/initiateStarted': (state) => {
    state.isInitiating = true;
  },
  'chat/initiated': (state, { payload }) => {
    state.isInitiating = false;
    state.closedTranscript = null;
    state.conversation = { id: payload.conversation.id };
    state.error = null;
    state.hasMoreMessages = payload.resumed;
    state.nextBefore = null;
    state.syncedThrough = null;
  },
  'chat/initiateFailed': (state, { payload }) => {
    state.isInitiating = false;
    state.error = payload.message;
  },
  'chat/messagePending': (state, { payload }) => {
    setMessages(state, insertMessages(messagesOf(state), [payload.message]));
    state.closedTranscript = null;
    state.isSendingMessage = true;
    state.error = null;
  },
  'chat/messageSent': (state, { payload }) => {
    const confirmed = [payload.userMessage, payload.message].filter(
      (message): message is ChatMessage => message !== null && isCurrent(state, message.conversation_id),
    );
    const messages = insertMessages(removeMessage(messagesOf(state), payload.tempId), confirmed);
    setMessages(state, messages);
    state.isSendingMessage = hasPendingMessage(messages);
    if (payload.message && payload.message.sender_type !== 'customer') state.isTyping = false;
  },
  'chat/sendFailed': (state, { payload }) => {
    const messages = removeMessage(messagesOf(state), payload.tempId);
    setMessages(state, messages);
    state.isSendingMessage = hasPendingMessage(messages);
    state.error = payload.message;
  },
  'chat/closedByServer': (state, { payload }) => {
    if (payload.conversationId === undefined || isCurrent(state, payload.conversationId))
      return resetKeepingPanel(state, CHAT_MESSAGES.closed);
    const messages = removeMessage(messagesOf(state), payload.tempId);
    setMessages(state, messages);
    state.isSendingMessage = hasPendingMessage(messages);
    state.error = CHAT_MESSAGES.closed;
  },
  'chat/conversationCompleted': (state, { payload }) =>
    isCurrent(state, payload.conversationId)
      ? { ...resetKeepingPanel(state, null), closedTranscript: storedOnly(listed(messagesOf(state))) }
      : undefined,
  'chat/messagesLoadStarted': (state, { payload }) => {
    if (payload.mode !== 'merge' && isCurrent(state, payload.conversationId)) state.isLoadingMessages = true;
  },
  'chat/messagesLoaded': (state, { payload }) => {
    if (!isCurrent(state, payload.conversationId)) return;
    const messages = messagesOf(state);
    setMessages(
      state,
      payload.mode === 'replace'
        ? insertMessages(messageList(payload.messages), listed(messages))
        : insertMessages(messages, payload.messages),
    );
    if (payload.syncedThrough !== undefined) state.syncedThrough = payload.syncedThrough;
    if (payload.mode !== 'merge') {
      state.isLoadingMessages = false;
      state.nextBefore = payload.nextBefore;
      state.hasMoreMessages = payload.nextBefore !== null;
    }
  },
  'chat/messagesLoadFailed': (state, { payload }) => {
    if (!isCurrent(state, payload.conversationId)) return;
    if (payload.mode !== 'merge') state.isLoadingMessages = false;
    state.error = payload.message;
  },
  'chat/typingChanged': (state, { payload }) => {
    if (isCurrent(state, payload.conversationId)) state.isTyping = payload.isTyping;
  },
  'voice/uploadStarted': (state) => {
    state.isUploadingAudio = true;
  },
  'voice/uploaded': uploadSettled,
  'voice/sent': uploadSettled,
  'voice/sendFailed': (state, { payload }) => {
    state.isUploadingAudio = false;
    state.error = payload.message;
  },
  'cart/itemAddFailed': (state, { payload }) => {
    if (payload.origin === 'chat') state.error = payload.message;
  },
};

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {},
  extraReducers: (builder) => {
    for (const [type, on] of Object.entries(cases))
      builder.addCase(type, on as (state: S, action: { type: string }) => void | ChatState);
  },
});
