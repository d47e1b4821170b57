import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import type { ChatSessionState, ChatSocketState } from './chat.model';
import { initialChatSessionState } from './chat.model';

export { initialChatSessionState };

const restoreInput = (
  state: ChatSessionState,
  { payload }: EventOf<'chat/sendFailed' | 'chat/closedByServer'>,
): ChatSessionState =>
  payload.content.trim()
    ? { ...state, inputRestore: { text: payload.content, count: state.inputRestore.count + 1 } }
    : state;

const withSocket = (state: ChatSessionState, change: Partial<ChatSocketState>): ChatSessionState => {
  const socket = { ...state.socket, ...change };
  const same = (Object.keys(change) as (keyof ChatSocketState)[]).every((key) => socket[key] === state.socket[key]);
  return same ? state : { ...state, socket };
};

/** The chat was closed (by the shopper, the server or a logout): no room is waiting to be joined. */
const noJoinWaiting = (state: ChatSessionState): ChatSessionState => withSocket(state, { joinOnConnect: null });

/**
 * The chat's per-page slice (not persisted): input restore, connection, scroll requests, newest-page
 * loads, and the socket's room as the connection epic keeps it.
 */
export const chatSessionReducer = reducerFrom<ChatSessionState>(initialChatSessionState, {
  'chat/sendFailed': restoreInput,
  'chat/closedByServer': (state, event) => noJoinWaiting(restoreInput(state, event)),
  'chat/socketStatusChanged': (state, { payload: { status } }) => {
    const reconnecting = status !== 'connected' && state.reconnecting;
    const same = state.connection === status && state.reconnecting === reconnecting;
    const next = same ? state : { ...state, connection: status, reconnecting };
    return status === 'connected' ? withSocket(next, { connections: state.socket.connections + 1 }) : next;
  },
  'chat/reconnectingShown': (state) => (state.reconnecting ? state : { ...state, reconnecting: true }),
  'chat/socketConnectDeferred': (state) => withSocket(state, { awaitingIdentity: true }),
  'chat/socketConnectStarted': (state, { payload }) =>
    withSocket(state, { awaitingIdentity: false, joinOnConnect: payload.joinOnConnect ?? state.socket.joinOnConnect }),
  'chat/roomJoined': (state, { payload }) => withSocket(state, { room: payload.conversationId, joinOnConnect: null }),
  'chat/roomLeft': (state) => withSocket(state, { room: null }),
  'chat/closeRequested': (state) =>
    withSocket(state.reconnecting ? { ...state, reconnecting: false } : state, {
      awaitingIdentity: false,
      joinOnConnect: null,
    }),
  'chat/scrollToBottomDue': (state) => ({ ...state, scrollToBottomCount: state.scrollToBottomCount + 1 }),
  'chat/messagesLoadStarted': (state, { payload }) =>
    payload.mode === 'replace' ? { ...state, newestPageLoads: state.newestPageLoads + 1 } : state,
  'session/loggedOut': (state) =>
    noJoinWaiting({
      ...initialChatSessionState,
      connection: state.connection,
      socket: state.socket,
      newestPageLoads: state.newestPageLoads,
    }),
});
