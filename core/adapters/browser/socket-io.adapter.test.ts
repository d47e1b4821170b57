import { Server, SocketIO } from 'mock-socket';
import type { Subscription } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerSocketMessage, SocketConnectOptions, SocketStatus } from '../../ports';
import {
  createSocketIoPort,
  type SocketIoClientLike,
  type SocketIoFactory,
  type SocketIoManagerLike,
  type SocketIoOptions,
} from './socket-io.adapter';

type Listener = (...args: unknown[]) => void;

class FakeEmitter {
  readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((total, set) => total + set.size, 0);
  }
}

class FakeManager extends FakeEmitter implements SocketIoManagerLike {}

class FakeSocket extends FakeEmitter implements SocketIoClientLike {
  readonly io = new FakeManager();
  readonly emitted: unknown[][] = [];
  disconnected = false;
  active = true;

  constructor(
    readonly uri: string,
    readonly options: SocketIoOptions,
  ) {
    super();
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push([event, ...args]);
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
}

function fakeFactory() {
  const sockets: FakeSocket[] = [];
  const factory = vi.fn<SocketIoFactory>((uri, options) => {
    const socket = new FakeSocket(uri, options);
    sockets.push(socket);
    return socket;
  });
  return { factory, sockets };
}

const OPTIONS: SocketConnectOptions = {
  url: 'http://chat.test',
  namespace: '/chats',
  path: '/api/v1/chats/socket',
  transports: ['websocket', 'polling'],
  query: { userId: 'guest_1_abc', role: 'customer', customerName: 'Asha Rao' },
};

const subscriptions: Subscription[] = [];

function record<T>(source: { subscribe(next: (value: T) => void): Subscription }): T[] {
  const values: T[] = [];
  subscriptions.push(source.subscribe((value) => values.push(value)));
  return values;
}

afterEach(() => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
});

describe('createSocketIoPort with a mock-socket server', () => {
  let server: Server | null = null;

  afterEach(() => {
    server?.stop();
    server = null;
  });

  const mockFactory: SocketIoFactory = (uri) => SocketIO(uri) as unknown as SocketIoClientLike;

  it('connects, forwards server pushes and client emits, and reports a server disconnect', async () => {
    server = new Server('http://chat.test/chats');
    const joined: unknown[] = [];
    server.on('connection', (client) => {
      (client as unknown as SocketIoClientLike).on('convo:join', (id) => joined.push(id));
    });
    const port = createSocketIoPort(mockFactory);
    const statuses = record<SocketStatus>(port.status$);
    const messages = record<ServerSocketMessage>(port.messages$);

    port.connect(OPTIONS);
    await vi.waitFor(() => expect(statuses).toEqual(['disconnected', 'connecting', 'connected']));

    server.emit('message:new', { message: { id: 'm1', content: 'hi' } });
    server.emit('convo:completed', { conversationId: 'c1' });
    server.emit('something:else', { ignored: true });
    port.emit('convo:join', 'c1');

    expect(messages).toEqual([
      { event: 'message:new', payload: { message: { id: 'm1', content: 'hi' } } },
      { event: 'convo:completed', payload: { conversationId: 'c1' } },
    ]);
    expect(joined).toEqual(['c1']);

    server.close();
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected']);
  });
});

describe('createSocketIoPort', () => {
  it('opens url + namespace with the engine path, transports, query and reconnection', () => {
    const { factory } = fakeFactory();
    createSocketIoPort(factory).connect(OPTIONS);

    expect(factory).toHaveBeenCalledExactlyOnceWith('http://chat.test/chats', {
      path: '/api/v1/chats/socket',
      transports: ['websocket', 'polling'],
      query: { userId: 'guest_1_abc', role: 'customer', customerName: 'Asha Rao' },
      reconnection: true,
    });
  });

  it('reports connecting on reconnect attempts and replays the current status', () => {
    const { factory, sockets } = fakeFactory();
    const port = createSocketIoPort(factory);
    const statuses = record<SocketStatus>(port.status$);

    port.connect(OPTIONS);
    const socket = sockets[0]!;
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    socket.io.fire('reconnect_attempt', 1);
    socket.io.fire('reconnect_attempt', 2);
    socket.fire('connect');

    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected', 'connecting', 'connected']);
    expect(record<SocketStatus>(port.status$)).toEqual(['connected']);
  });

  it('reports disconnected when socket.io gives up', () => {
    const { factory, sockets } = fakeFactory();
    const port = createSocketIoPort(factory);
    const statuses = record<SocketStatus>(port.status$);

    port.connect(OPTIONS);
    const socket = sockets[0]!;
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(statuses.at(-1)).toBe('connecting');
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    expect(statuses.at(-1)).toBe('disconnected');
    socket.io.fire('reconnect_attempt', 1);
    socket.io.fire('reconnect_failed');
    expect(statuses.slice(-2)).toEqual(['connecting', 'disconnected']);
  });

  it('forwards emits to the socket', () => {
    const { factory, sockets } = fakeFactory();
    const port = createSocketIoPort(factory);
    port.connect(OPTIONS);

    port.emit('convo:join', 'c1');
    port.emit('convo:leave', 'c1');

    expect(sockets[0]?.emitted).toEqual([
      ['convo:join', 'c1'],
      ['convo:leave', 'c1'],
    ]);
  });

  it('ignores a second connect with the same options, even with the query in another order', () => {
    const { factory, sockets } = fakeFactory();
    const port = createSocketIoPort(factory);
    port.connect(OPTIONS);
    sockets[0]?.fire('connect');

    port.connect({ ...OPTIONS, query: { customerName: 'Asha Rao', role: 'customer', userId: 'guest_1_abc' } });

    expect(factory).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.disconnected).toBe(false);
  });

  it('replaces the socket when connecting with other options and ignores the old one', () => {
    const { factory, sockets } = fakeFactory();
    const port = createSocketIoPort(factory);
    const statuses = record<SocketStatus>(port.status$);
    const messages = record<ServerSocketMessage>(port.messages$);
    port.connect(OPTIONS);
    sockets[0]?.fire('connect');

    port.connect({ ...OPTIONS, query: { ...OPTIONS.query, userId: 'u_42' } });
    const [oldSocket, newSocket] = sockets;

    expect(factory).toHaveBeenCalledTimes(2);
    expect(oldSocket?.disconnected).toBe(true);
    expect(oldSocket?.listenerCount()).toBe(0);
    expect(newSocket?.options.query).toEqual({ ...OPTIONS.query, userId: 'u_42' });
    expect(statuses.at(-1)).toBe('connecting');

    oldSocket?.fire('message:new', { message: 'stale' });
    oldSocket?.fire('connect');
    newSocket?.fire('message:new', { message: 'fresh' });
    port.emit('convo:join', 'c2');

    expect(statuses.at(-1)).toBe('connecting');
    expect(messages).toEqual([{ event: 'message:new', payload: { message: 'fresh' } }]);
    expect(oldSocket?.emitted).toEqual([]);
    expect(newSocket?.emitted).toEqual([['convo:join', 'c2']]);
  });

  it('disconnect closes and forgets the socket', () => {
    const { factory, sockets } = fakeFactory();
    const port = createSocketIoPort(factory);
    const statuses = record<SocketStatus>(port.status$);
    const messages = record<ServerSocketMessage>(port.messages$);
    port.connect(OPTIONS);
    const socket = sockets[0]!;
    socket.fire('connect');

    port.disconnect();
    port.emit('convo:leave', 'c1');
    socket.fire('message:new', { message: 'late' });
    socket.fire('connect');

    expect(socket.disconnected).toBe(true);
    expect(socket.emitted).toEqual([]);
    expect(messages).toEqual([]);
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected']);

    port.connect(OPTIONS);
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
