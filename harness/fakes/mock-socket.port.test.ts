import { firstValueFrom, filter, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { MockSocketPort, MockSocketServer } from './mock-socket.port';

const URL = 'ws://mock-socket-test.local';
const options = {
  url: URL,
  namespace: '/chats',
  path: '/api/v1/chats/socket',
  transports: ['websocket'] as const,
  query: { userId: 'u1' },
};

let server: MockSocketServer | null = null;
let port: MockSocketPort | null = null;
afterEach(() => {
  port?.disconnect();
  server?.stop();
  server = null;
  port = null;
});

const connected = (socket: MockSocketPort) =>
  firstValueFrom(
    socket.status$.pipe(
      filter((s) => s === 'connected'),
      take(1),
    ),
  );

describe('MockSocketPort with MockSocketServer', () => {
  it('connects, sends emits made before the connection once it opens, and records them on the server', async () => {
    server = new MockSocketServer(`${URL}/chats`);
    port = new MockSocketPort();
    port.connect(options);
    port.emit('convo:join', 'conv_1');
    await connected(port);
    expect(server.connectedClients()).toBe(1);
    expect(server.claimNext()).toEqual({ event: 'convo:join', payload: 'conv_1' });
    expect(server.unclaimed()).toEqual([]);
    expect(port.connections).toEqual([options]);
  });

  it('delivers server pushes of the chat events in order', async () => {
    server = new MockSocketServer(`${URL}/chats`);
    port = new MockSocketPort();
    const received = firstValueFrom(port.messages$.pipe(take(2), toArray()));
    port.connect(options);
    await connected(port);
    server.push('message:new', { message: { id: 'm1' } });
    server.push('convo:completed', { conversationId: 'conv_1' });
    expect(await received).toEqual([
      { event: 'message:new', payload: { message: { id: 'm1' } } },
      { event: 'convo:completed', payload: { conversationId: 'conv_1' } },
    ]);
  });

  it('reports connecting, connected and disconnected, and drops emits with no connection', async () => {
    server = new MockSocketServer(`${URL}/chats`);
    port = new MockSocketPort();
    const statuses: string[] = [];
    port.status$.subscribe((s) => statuses.push(s));
    port.emit('convo:join', 'ignored');
    port.connect(options);
    await connected(port);
    port.disconnect();
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected']);
    expect(server.unclaimed()).toEqual([]);
  });

  it('drops the connection and restores it with the same options, ignoring the old client', async () => {
    server = new MockSocketServer(`${URL}/chats`);
    port = new MockSocketPort();
    const statuses: string[] = [];
    port.status$.subscribe((s) => statuses.push(s));
    const received: unknown[] = [];
    port.messages$.subscribe((m) => received.push(m.payload));
    port.connect(options);
    await connected(port);
    port.drop();
    port.emit('convo:join', 'lost');
    port.restore();
    await connected(port);
    port.emit('convo:join', 'conv_1');
    server.push('typing', { conversationId: 'conv_1', isTyping: true });
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected', 'connecting', 'connected']);
    expect(server.claimNext()).toEqual({ event: 'convo:join', payload: 'conv_1' });
    expect(received).toEqual([{ conversationId: 'conv_1', isTyping: true }]);
    expect(port.connections).toEqual([options]);
  });

  it('loses emits buffered while connecting when the connection drops before it opens', async () => {
    server = new MockSocketServer(`${URL}/chats`);
    port = new MockSocketPort();
    port.connect(options);
    port.emit('convo:join', 'buffered');
    port.drop();
    port.restore();
    await connected(port);
    port.emit('convo:join', 'conv_2');
    expect(server.claimNext()).toEqual({ event: 'convo:join', payload: 'conv_2' });
    expect(server.unclaimed()).toEqual([]);
  });

  it('does not come back after the client disconnects, nor before it ever connected', async () => {
    server = new MockSocketServer(`${URL}/chats`);
    port = new MockSocketPort();
    const statuses: string[] = [];
    port.status$.subscribe((s) => statuses.push(s));
    port.restore();
    port.connect(options);
    await connected(port);
    port.disconnect();
    port.restore();
    port.emit('convo:join', 'conv_1');
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected']);
    expect(server.unclaimed()).toEqual([]);
  });
});
