import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { ChatSessionState } from './chat.model';

export const initialChatSessionState: ChatSessionState = {
  inputRestore: { text: '', count: 0 },
  connection: 'disconnected',
  reconnecting: false,
  scrollToBottomCount: 0,
};

const CHAT_SESSION_AREAS = ['session', 'chat'] as const;

const reduceChatSession = (state: ChatSessionState, event: EventInAreas<(typeof CHAT_SESSION_AREAS)[number]>): ChatSessionState =>
  match(event)
    .with({ type: P.union('chat/sendFailed', 'chat/closedByServer') }, ({ payload }) =>
      payload.content.trim() ? { ...state, inputRestore: { text: payload.content, count: state.inputRestore.count + 1 } } : state,
    )
    .with({ type: 'chat/socketStatusChanged' }, ({ payload: { status } }) => {
      const reconnecting = status !== 'connected' && state.reconnecting;
      return state.connection === status && state.reconnecting === reconnecting ? state : { ...state, connection: status, reconnecting };
    })
    .with({ type: 'chat/reconnectingShown' }, () => (state.reconnecting ? state : { ...state, reconnecting: true }))
    .with({ type: 'chat/closeRequested' }, () => (state.reconnecting ? { ...state, reconnecting: false } : state))
    .with({ type: 'chat/scrollToBottomRequested' }, () => ({ ...state, scrollToBottomCount: state.scrollToBottomCount + 1 }))
    .with({ type: 'session/loggedOut' }, () => ({ ...initialChatSessionState, connection: state.connection }))
    .with(
      {
        type: P.union(
          'session/started',
          'session/guestIdentified',
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
          'chat/openRequested',
          'chat/sendRequested',
          'chat/olderMessagesRequested',
          'chat/errorDismissed',
          'chat/roomJoined',
          'chat/roomLeft',
          'chat/initiateStarted',
          'chat/initiated',
          'chat/initiateFailed',
          'chat/messagePending',
          'chat/messageSent',
          'chat/messageReceived',
          'chat/messagesLoadStarted',
          'chat/messagesLoaded',
          'chat/messagesLoadFailed',
          'chat/typingChanged',
          'chat/conversationCompleted',
          'chat/assistantItemsRequested',
          'chat/messageDropped',
        ),
      },
      () => state,
    )
    .exhaustive();

/** The chat's per-page slice (not persisted): input restore, connection, scroll requests. */
export const chatSessionReducer = (state: ChatSessionState = initialChatSessionState, event: Event): ChatSessionState =>
  inAreas(event, CHAT_SESSION_AREAS) ? reduceChatSession(state, event) : state;
