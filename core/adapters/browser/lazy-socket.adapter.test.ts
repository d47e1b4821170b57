import { BehaviorSubject, Subject, type Subscription } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerSocketMessage, SocketConnectOptions, SocketPort, SocketStatus } from '../../ports';
import { createLazySocketPort, type SocketPortLoader } from './lazy-socket.adapter';

const createdByDefault = vi.hoisted(() => [] as { readonly calls: unknown[][] }[]);

vi.mock('./socket-io.adapter', async () => {
  const { BehaviorSubject, Subject } = await import('rxjs');
  return {
    createSocketIoPort: () => {
      const calls: unknown[][] = [];
      createdByDefault.push({ calls });
      return {
        connect: (options: unknown) => calls.push(['connect', options]),
        disconnect: () => calls.push(['disconnect']),
        emit: (event: string, payload: unknown) => calls.push(['emit', event, payload]),
        messages$: new Subject(),
        status$: new BehaviorSubject('connected'),
      };
    },
  };
});

const OPTIONS: SocketConnectOptions = {
  url: 'http://chat.test',
  namespace: '/chats',
  path: '/api/v1/chats/socket',
  transports: ['websocket', 'polling'],
  query: { userId: 'guest_1_abc', role: 'customer', customerName: 'Asha Rao' },
};

/** A real port stand-in that records every call, in order. */
class RecordingPort implements SocketPort {
  readonly calls: unknown[][] = [];
  readonly status = new BehaviorSubject<SocketStatus>('disconnected');
  readonly messages = new Subject<ServerSocketMessage>();
  readonly messages$ = this.messages.asObservable();
  readonly status$ = this.status.asObservable();

  connect(options: SocketConnectOptions): void {
    this.calls.push(['connect', options]);
    this.status.next('connecting');
  }

  disconnect(): void {
    this.calls.push(['disconnect']);
    this.status.next('disconnected');
  }

  emit(event: string, payload: unknown): void {
    this.calls.push(['emit', event, payload]);
  }
}

/** A loader whose promise the test settles. */
function deferredLoader() {
  const attempts: { resolve: (port: SocketPort) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn<SocketPortLoader>(
    () =>
      new Promise<SocketPort>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

const subscriptions: Subscription[] = [];

function record<T>(source: { subscribe(next: (value: T) => void): Subscription }): T[] {
  const values: T[] = [];
  subscriptions.push(source.subscribe((value) => values.push(value)));
  return values;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
});

describe('createLazySocketPort', () => {
  it('loads nothing until the first connect', () => {
    const { load } = deferredLoader();
    const port = createLazySocketPort(load);
    const statuses = record<SocketStatus>(port.status$);
    port.emit('convo:join', 'c1');
    port.disconnect();

    expect(load).not.toHaveBeenCalled();
    expect(statuses).toEqual(['disconnected']);
  });

  it('reports connecting at once, keeps emits made while loading and sends them after connecting', async () => {
    const { load, attempts } = deferredLoader();
    const port = createLazySocketPort(load);
    const statuses = record<SocketStatus>(port.status$);

    port.connect(OPTIONS);
    port.emit('convo:join', 'c1');
    port.emit('convo:leave', 'c0');
    expect(statuses).toEqual(['disconnected', 'connecting']);
    expect(load).toHaveBeenCalledTimes(1);

    const real = new RecordingPort();
    attempts[0]?.resolve(real);
    await settle();

    expect(real.calls).toEqual([
      ['connect', OPTIONS],
      ['emit', 'convo:join', 'c1'],
      ['emit', 'convo:leave', 'c0'],
    ]);
    real.status.next('connected');
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected']);
  });

  it('connects with the latest options and loads once however often connect is called while loading', async () => {
    const { load, attempts } = deferredLoader();
    const port = createLazySocketPort(load);
    port.connect(OPTIONS);
    const later = { ...OPTIONS, query: { ...OPTIONS.query, userId: 'user_9' } };
    port.connect(later);
    expect(load).toHaveBeenCalledTimes(1);

    const real = new RecordingPort();
    attempts[0]?.resolve(real);
    await settle();
    expect(real.calls).toEqual([['connect', later]]);
  });

  it('keeps its message and status streams across the load, so early subscribers see the real port', async () => {
    const { load, attempts } = deferredLoader();
    const port = createLazySocketPort(load);
    const messages = record<ServerSocketMessage>(port.messages$);
    const statuses = record<SocketStatus>(port.status$);
    port.connect(OPTIONS);
    const real = new RecordingPort();
    attempts[0]?.resolve(real);
    await settle();

    real.status.next('connected');
    real.messages.next({ event: 'convo:completed', payload: { conversationId: 'c1' } });
    real.status.next('disconnected');

    expect(messages).toEqual([{ event: 'convo:completed', payload: { conversationId: 'c1' } }]);
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected']);
  });

  it('passes every call straight to the real port once loaded', async () => {
    const { load, attempts } = deferredLoader();
    const port = createLazySocketPort(load);
    port.connect(OPTIONS);
    const real = new RecordingPort();
    attempts[0]?.resolve(real);
    await settle();
    real.calls.length = 0;

    port.emit('convo:join', 'c2');
    port.disconnect();
    port.connect(OPTIONS);

    expect(real.calls).toEqual([['emit', 'convo:join', 'c2'], ['disconnect'], ['connect', OPTIONS]]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not connect or send kept emits when disconnected before the load finished', async () => {
    const { load, attempts } = deferredLoader();
    const port = createLazySocketPort(load);
    const statuses = record<SocketStatus>(port.status$);
    port.connect(OPTIONS);
    port.emit('convo:join', 'c1');
    port.disconnect();
    port.emit('convo:join', 'c2');
    expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected']);

    const real = new RecordingPort();
    attempts[0]?.resolve(real);
    await settle();
    expect(real.calls).toEqual([]);
    expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected']);

    port.connect(OPTIONS);
    expect(real.calls).toEqual([['connect', OPTIONS]]);
  });

  it('returns to disconnected when the load fails, drops kept emits and tries again on the next connect', async () => {
    const { load, attempts } = deferredLoader();
    const port = createLazySocketPort(load);
    const statuses = record<SocketStatus>(port.status$);
    port.connect(OPTIONS);
    port.emit('convo:join', 'c1');
    attempts[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    await settle();
    expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected']);

    port.connect(OPTIONS);
    expect(load).toHaveBeenCalledTimes(2);
    const real = new RecordingPort();
    attempts[1]?.resolve(real);
    await settle();
    expect(real.calls).toEqual([['connect', OPTIONS]]);
  });

  it('loads the socket.io adapter by default, on the first connect', async () => {
    const port = createLazySocketPort();
    const statuses = record<SocketStatus>(port.status$);
    await settle();
    expect(createdByDefault).toHaveLength(0);

    port.connect(OPTIONS);
    port.emit('convo:join', 'c1');
    await vi.waitFor(() => expect(statuses).toEqual(['disconnected', 'connecting', 'connected']));
    expect(createdByDefault).toHaveLength(1);
    expect(createdByDefault[0]?.calls).toEqual([
      ['connect', OPTIONS],
      ['emit', 'convo:join', 'c1'],
    ]);
  });
});
