import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import type { ChatSessionState } from './chat.model';

export const initialChatSessionState: ChatSessionState = {
  inputRestore: { text: '', count: 0 },
  connection: 'disconnected',
  reconnecting: false,
  scrollToBottomCount: 0,
  newestPageLoads: 0,
};

const restoreInput = (state: ChatSessionState, { payload }: EventOf<'chat/sendFailed' | 'chat/closedByServer'>): ChatSessionState =>
  payload.content.trim() ? { ...state, inputRestore: { text: payload.content, count: state.inputRestore.count + 1 } } : state;

/** The chat's per-page slice (not persisted): input restore, connection, scroll requests, newest-page loads. */
export const chatSessionReducer = reducerFrom<ChatSessionState>(initialChatSessionState, {
  'chat/sendFailed': restoreInput,
  'chat/closedByServer': restoreInput,
  'chat/socketStatusChanged': (state, { payload: { status } }) => {
    const reconnecting = status !== 'connected' && state.reconnecting;
    return state.connection === status && state.reconnecting === reconnecting ? state : { ...state, connection: status, reconnecting };
  },
  'chat/reconnectingShown': (state) => (state.reconnecting ? state : { ...state, reconnecting: true }),
  'chat/closeRequested': (state) => (state.reconnecting ? { ...state, reconnecting: false } : state),
  'chat/scrollToBottomRequested': (state) => ({ ...state, scrollToBottomCount: state.scrollToBottomCount + 1 }),
  'chat/messagesLoadStarted': (state, { payload }) =>
    payload.mode === 'replace' ? { ...state, newestPageLoads: state.newestPageLoads + 1 } : state,
  'session/loggedOut': (state) => ({ ...initialChatSessionState, connection: state.connection, newestPageLoads: state.newestPageLoads }),
});
