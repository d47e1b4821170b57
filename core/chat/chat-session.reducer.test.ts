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
    const shown = reduce([
      { type: 'chat/socketStatusChanged', payload: { status: 'disconnected' } },
      { type: 'chat/reconnectingShown' },
    ]);
    expect(shown).toMatchObject({ connection: 'disconnected', reconnecting: true });
    expect(
      chatSessionReducer(shown, { type: 'chat/socketStatusChanged', payload: { status: 'connected' } }),
    ).toMatchObject({ connection: 'connected', reconnecting: false });
    expect(chatSessionReducer(shown, { type: 'chat/closeRequested' }).reconnecting).toBe(false);
  });

  it('counts scroll requests', () => {
    expect(reduce([{ type: 'chat/scrollToBottomDue' }, { type: 'chat/scrollToBottomDue' }]).scrollToBottomCount).toBe(
      2,
    );
  });

  it('counts newest-page loads (mode replace) only, across a logout', () => {
    const started = (mode: 'replace' | 'prepend' | 'merge'): Event => ({
      type: 'chat/messagesLoadStarted',
      payload: { conversationId: 'c1', mode, before: null },
    });
    const loggedOut: Event = { type: 'session/loggedOut', payload: { reason: 'user' } };
    const state = reduce([started('replace'), started('merge'), started('prepend'), started('replace'), loggedOut]);
    expect(state.newestPageLoads).toBe(2);
  });

  describe('the socket room, as the connection epic keeps it', () => {
    const joined = (conversationId: string): Event => ({
      type: 'chat/roomJoined',
      payload: { conversationId, catchUp: true },
    });
    const started = (joinOnConnect: string | null): Event => ({
      type: 'chat/socketConnectStarted',
      payload: { joinOnConnect },
    });
    const status = (value: 'connected' | 'disconnected'): Event => ({
      type: 'chat/socketStatusChanged',
      payload: { status: value },
    });

    it('holds the room from its join to its leave, and counts connections', () => {
      const inRoom = reduce([status('connected'), joined('c1'), status('disconnected'), status('connected')]);
      expect(inRoom.socket).toEqual({ room: 'c1', joinOnConnect: null, awaitingIdentity: false, connections: 2 });
      expect(
        chatSessionReducer(inRoom, { type: 'chat/roomLeft', payload: { conversationId: 'c1' } }).socket.room,
      ).toBeNull();
    });

    it('keeps the room to join once connected until it is joined or the chat closes', () => {
      const waiting = reduce([{ type: 'chat/socketConnectDeferred' }, started('c1'), started(null)]);
      expect(waiting.socket).toMatchObject({ joinOnConnect: 'c1', awaitingIdentity: false });
      expect(chatSessionReducer(waiting, joined('c1')).socket).toMatchObject({ room: 'c1', joinOnConnect: null });
      expect(chatSessionReducer(waiting, { type: 'chat/closeRequested' }).socket.joinOnConnect).toBeNull();
      const closedByServer: Event = { type: 'chat/closedByServer', payload: { tempId: 't', content: '', status: 409 } };
      expect(chatSessionReducer(waiting, closedByServer).socket.joinOnConnect).toBeNull();
    });

    it('an open waiting for an identity ends when it connects or the panel closes', () => {
      const deferred = reduce([{ type: 'chat/socketConnectDeferred' }]);
      expect(deferred.socket.awaitingIdentity).toBe(true);
      expect(chatSessionReducer(deferred, started(null)).socket.awaitingIdentity).toBe(false);
      expect(chatSessionReducer(deferred, { type: 'chat/closeRequested' }).socket.awaitingIdentity).toBe(false);
    });

    it('a logout keeps the room (the epic leaves it) and the connection count, and drops a waiting join', () => {
      const state = reduce([
        status('connected'),
        joined('c1'),
        started('c2'),
        { type: 'session/loggedOut', payload: { reason: 'user' } },
      ]);
      expect(state.socket).toEqual({ room: 'c1', joinOnConnect: null, awaitingIdentity: false, connections: 1 });
      expect(state.connection).toBe('connected');
    });
  });
});
