import { BehaviorSubject, Subject } from 'rxjs';
import { io } from 'socket.io-client';
import type {
  ClientSocketEvents,
  ServerSocketEvents,
  ServerSocketMessage,
  SocketConnectOptions,
  SocketPort,
  SocketStatus,
} from '../../ports';

type Listener = (...args: unknown[]) => void;

/** The options the adapter passes to the socket.io factory. */
export interface SocketIoOptions {
  readonly path: string;
  readonly transports: ('websocket' | 'polling')[];
  readonly query: Record<string, string>;
  readonly reconnection: true;
}

type ManagerEvent = 'reconnect_attempt' | 'reconnect_failed';

/** The part of a socket.io manager the adapter listens to. */
export interface SocketIoManagerLike {
  on(event: ManagerEvent, listener: Listener): unknown;
  off(event: ManagerEvent, listener: Listener): unknown;
}

/** The part of a socket.io client socket the adapter uses. */
export interface SocketIoClientLike {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  readonly active?: boolean;
  readonly io?: SocketIoManagerLike;
}

/** Opens a socket.io client socket, like `io` from socket.io-client. */
export type SocketIoFactory = (uri: string, options: SocketIoOptions) => SocketIoClientLike;

const SERVER_EVENTS: readonly (keyof ServerSocketEvents)[] = ['message:new', 'convo:completed', 'typing'];

interface Connection {
  readonly key: string;
  readonly socket: SocketIoClientLike;
  readonly detach: () => void;
}

function connectionKey(options: SocketConnectOptions): string {
  const query = Object.entries(options.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([options.url, options.namespace, options.path, options.transports, query]);
}

function toMessage(event: keyof ServerSocketEvents, payload: unknown): ServerSocketMessage {
  return { event, payload } as ServerSocketMessage;
}

/**
 * A {@link SocketPort} on socket.io-client.
 *
 * `connect` opens `url + namespace` with the given engine path, transports and query, and lets
 * socket.io reconnect; connecting again with the same options is a no-op, with other options it
 * replaces the socket. Status is 'connecting' while (re)connecting, 'connected' once connected and
 * 'disconnected' otherwise. Server pushes of 'message:new', 'convo:completed' and 'typing' appear on
 * `messages$`. `emit` without a socket is dropped; before the socket connects, socket.io buffers it.
 *
 * @param ioFactory opens the socket; defaults to socket.io-client's `io`.
 */
export function createSocketIoPort(ioFactory: SocketIoFactory = io): SocketPort {
  const messages = new Subject<ServerSocketMessage>();
  const status = new BehaviorSubject<SocketStatus>('disconnected');
  let current: Connection | null = null;

  const setStatus = (next: SocketStatus): void => {
    if (status.getValue() !== next) status.next(next);
  };

  function open(options: SocketConnectOptions): Connection {
    const socket = ioFactory(options.url + options.namespace, {
      path: options.path,
      transports: [...options.transports],
      query: { ...options.query },
      reconnection: true,
    });
    const isCurrent = (): boolean => current?.socket === socket;
    const socketListeners: [string, Listener][] = [
      ['connect', () => isCurrent() && setStatus('connected')],
      ['disconnect', () => isCurrent() && setStatus('disconnected')],
      ['connect_error', () => isCurrent() && setStatus(socket.active === false ? 'disconnected' : 'connecting')],
      ...SERVER_EVENTS.map((event): [string, Listener] => [
        event,
        (payload) => {
          if (isCurrent()) messages.next(toMessage(event, payload));
        },
      ]),
    ];
    const managerListeners: [ManagerEvent, Listener][] = [
      ['reconnect_attempt', () => isCurrent() && setStatus('connecting')],
      ['reconnect_failed', () => isCurrent() && setStatus('disconnected')],
    ];
    for (const [event, listener] of socketListeners) socket.on(event, listener);
    for (const [event, listener] of managerListeners) socket.io?.on(event, listener);
    const detach = (): void => {
      for (const [event, listener] of socketListeners) socket.off(event, listener);
      for (const [event, listener] of managerListeners) socket.io?.off(event, listener);
    };
    return { key: connectionKey(options), socket, detach };
  }

  function close(): void {
    const connection = current;
    if (connection === null) return;
    current = null;
    connection.detach();
    connection.socket.disconnect();
  }

  return {
    connect(options) {
      if (current !== null && current.key === connectionKey(options)) return;
      close();
      setStatus('connecting');
      current = open(options);
    },
    disconnect() {
      close();
      setStatus('disconnected');
    },
    emit<K extends keyof ClientSocketEvents>(event: K, payload: ClientSocketEvents[K]) {
      current?.socket.emit(event, payload);
    },
    messages$: messages.asObservable(),
    status$: status.asObservable(),
  };
}
