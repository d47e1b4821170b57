import { BehaviorSubject, Subject } from 'rxjs';
import type {
  ClientSocketEvents,
  ServerSocketMessage,
  SocketConnectOptions,
  SocketPort,
  SocketStatus,
} from '../../core/ports';

/**
 * A socket port with no transport: connecting, dropping and coming back happen at once, and the
 * test pushes server events straight in. For property tests that replay thousands of sessions,
 * where mock-socket's real timers would take too long. Like socket.io, a dropped connection loses
 * what is pushed meanwhile, and {@link restore} reconnects with the last connect's options.
 */
export class InstantSocketPort implements SocketPort {
  private readonly status = new BehaviorSubject<SocketStatus>('disconnected');
  private readonly messages = new Subject<ServerSocketMessage>();
  readonly messages$ = this.messages.asObservable();
  readonly status$ = this.status.asObservable();
  /** The rooms the client is in, as the server sees them. */
  readonly rooms = new Set<string>();
  private options: SocketConnectOptions | null = null;
  /** Grows with every connection, so a push queued on an older one can tell it was lost. */
  private connection = 0;

  connect(options: SocketConnectOptions): void {
    if (this.options) return;
    this.options = options;
    this.open();
  }

  disconnect(): void {
    this.options = null;
    this.drop();
  }

  /** The connection drops: the server forgets the client's rooms. */
  drop(): void {
    this.rooms.clear();
    this.connection++;
    if (this.status.value !== 'disconnected') this.status.next('disconnected');
  }

  /** The connection comes back, as socket.io reconnects. */
  restore(): void {
    if (this.options && this.status.value === 'disconnected') this.open();
  }

  private open(): void {
    this.connection++;
    this.status.next('connected');
  }

  get connected(): boolean {
    return this.status.value === 'connected';
  }

  /** The current connection's number; see {@link deliver}. */
  get connectionId(): number {
    return this.connection;
  }

  emit<K extends keyof ClientSocketEvents>(event: K, payload: ClientSocketEvents[K]): void {
    if (!this.connected) return;
    if (event === 'convo:join') this.rooms.add(payload);
    else this.rooms.delete(payload);
  }

  /** Delivers a server push if connection `on` is still the live one (default: the current); false when it was lost. */
  deliver(push: ServerSocketMessage, on = this.connection): boolean {
    if (!this.connected || on !== this.connection) return false;
    this.messages.next(push);
    return true;
  }
}
