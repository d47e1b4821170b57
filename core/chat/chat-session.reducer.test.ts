import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { chatSessionReducer, initialChatSessionState } from './chat-session.reducer';

const reduce = (events: readonly Event[]) => events.reduce(chatSessionReducer, initialChatSessionState);

describe('chat session reducer', () => {
  it('gives the text of each failed send back with a growing count; voice failures (no text) give nothing', () => {
    const state = reduce([
      { type: 'chat/sendFailed', payload: { tempId: 'temp_1', content: 'hi', status: 500, message: 'x' } },
      { type: 'chat/closedByServer', payload: { tempId: 'temp_2', content: 'hi', status: 409 } },
      { type: 'chat/sendFailed', payload: { tempId: 'temp_3', content: '', status: 500, message: 'x' } },
    ]);
    expect(state.inputRestore).toEqual({ text: 'hi', count: 2 });
  });

  it("tracks the connection; 'Reconnecting...' ends when connected or when the panel closes", () => {
    const shown = reduce([{ type: 'chat/socketStatusChanged', payload: { status: 'disconnected' } }, { type: 'chat/reconnectingShown' }]);
    expect(shown).toMatchObject({ connection: 'disconnected', reconnecting: true });
    expect(chatSessionReducer(shown, { type: 'chat/socketStatusChanged', payload: { status: 'connected' } })).toMatchObject({ connection: 'connected', reconnecting: false });
    expect(chatSessionReducer(shown, { type: 'chat/closeRequested' }).reconnecting).toBe(false);
  });

  it('counts scroll requests', () => {
    expect(reduce([{ type: 'chat/scrollToBottomRequested' }, { type: 'chat/scrollToBottomRequested' }]).scrollToBottomCount).toBe(2);
  });

  it('counts newest-page loads (mode replace) only, across a logout', () => {
    const started = (mode: 'replace' | 'prepend' | 'merge'): Event => ({ type: 'chat/messagesLoadStarted', payload: { conversationId: 'c1', mode, before: null } });
    const state = reduce([started('replace'), started('merge'), started('prepend'), started('replace'), { type: 'session/loggedOut', payload: { reason: 'user' } }]);
    expect(state.newestPageLoads).toBe(2);
  });
});
