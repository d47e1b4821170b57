import { BehaviorSubject, Subject } from 'rxjs';
import { Server, SocketIO } from 'mock-socket';
import type {
  ClientSocketEvents,
  ServerSocketMessage,
  SocketConnectOptions,
  SocketPort,
  SocketStatus,
} from '../../core/ports';

type MockClient = ReturnType<typeof SocketIO>;

const SERVER_EVENTS = ['message:new', 'convo:completed', 'typing'] as const;

/**
 * The socket port over mock-socket's socket.io stand-in. Like socket.io-client, emits made
 * before the connection opens are buffered and sent once it does.
 */
export class MockSocketPort implements SocketPort {
  private client: MockClient | null = null;
  private readonly buffered: [string, unknown][] = [];
  private readonly status = new BehaviorSubject<SocketStatus>('disconnected');
  private readonly messages = new Subject<ServerSocketMessage>();
  readonly messages$ = this.messages.asObservable();
  readonly status$ = this.status.asObservable();
  /** The options of every connect call, in order. */
  readonly connections: SocketConnectOptions[] = [];
  /** What {@link restore} reconnects with; forgotten on {@link disconnect}. */
  private lastOptions: SocketConnectOptions | null = null;

  private setStatus(next: SocketStatus): void {
    if (this.status.value !== next) this.status.next(next);
  }

  connect(options: SocketConnectOptions): void {
    if (this.client) return;
    this.connections.push(options);
    this.lastOptions = options;
    this.open(options);
  }

  /** The connection drops (as when the network goes away); emits are lost until {@link restore}. */
  drop(): void {
    const client = this.client;
    this.client = null;
    this.buffered.length = 0;
    client?.close();
    this.setStatus('disconnected');
  }

  /** The connection comes back with the options of the last connect, as socket.io reconnects. */
  restore(): void {
    if (this.client || !this.lastOptions) return;
    this.open(this.lastOptions);
  }

  private open(options: SocketConnectOptions): void {
    this.setStatus('connecting');
    const client = SocketIO(`${options.url}${options.namespace}`);
    this.client = client;
    client.on('connect', () => {
      if (this.client !== client) return;
      this.setStatus('connected');
      for (const [event, payload] of this.buffered.splice(0)) client.emit(event, payload);
    });
    client.on('disconnect', () => {
      if (this.client !== client) return;
      this.client = null;
      this.setStatus('disconnected');
    });
    for (const event of SERVER_EVENTS) {
      client.on(event, (payload: unknown) => {
        if (this.client === client) this.messages.next({ event, payload } as ServerSocketMessage);
      });
    }
  }

  disconnect(): void {
    this.lastOptions = null;
    this.drop();
  }

  emit<K extends keyof ClientSocketEvents>(event: K, payload: ClientSocketEvents[K]): void {
    if (!this.client) return;
    if (this.status.value === 'connected') this.client.emit(event, payload);
    else this.buffered.push([event, payload]);
  }
}

/** What a client emitted, as the server saw it. */
export interface ReceivedEmit {
  readonly event: string;
  readonly payload: unknown;
}

/** The server side of a mock socket: records client emits and pushes server events. */
export class MockSocketServer {
  private readonly server: Server;
  private readonly received: ReceivedEmit[] = [];
  private clients = 0;

  /** @param url the socket URL plus namespace, as clients connect to it. */
  constructor(url: string, clientEvents: readonly (keyof ClientSocketEvents)[] = ['convo:join', 'convo:leave']) {
    this.server = new Server(url);
    this.server.on('connection', () => {
      this.clients++;
    });
    for (const event of clientEvents) {
      this.server.on(event, ((payload: unknown) => this.received.push({ event, payload })) as never);
    }
  }

  /** Pushes a server event to every connected client. */
  push(event: string, payload: unknown): void {
    this.server.emit(event, payload);
  }

  /** The oldest emit no step has claimed yet. */
  claimNext(): ReceivedEmit | undefined {
    return this.received.shift();
  }

  unclaimed(): readonly ReceivedEmit[] {
    return this.received;
  }

  connectedClients(): number {
    return this.clients;
  }

  stop(): void {
    this.server.stop();
  }
}
