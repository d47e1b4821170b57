import type { Observable } from 'rxjs';

/** Events the client sends to the chat socket, with their payloads. */
export interface ClientSocketEvents {
  'convo:join': string;
  'convo:leave': string;
}

/** Events the chat socket pushes to the client, with their payloads. */
export interface ServerSocketEvents {
  'message:new': { readonly message: unknown };
  'convo:completed': { readonly conversationId: string };
  typing: { readonly conversationId: string; readonly isTyping: boolean };
}

export type SocketStatus = 'disconnected' | 'connecting' | 'connected';

export interface SocketConnectOptions {
  /** Origin of the socket server. */
  readonly url: string;
  /** Namespace, for example '/chats'. */
  readonly namespace: string;
  /** Engine path, for example '/api/v1/chats/socket'. */
  readonly path: string;
  readonly transports: readonly ('websocket' | 'polling')[];
  readonly query: Readonly<Record<string, string>>;
}

export type ServerSocketMessage = {
  [K in keyof ServerSocketEvents]: { readonly event: K; readonly payload: ServerSocketEvents[K] };
}[keyof ServerSocketEvents];

/** A realtime connection with typed events. Reconnection is the adapter's job; status reports it. */
export interface SocketPort {
  connect(options: SocketConnectOptions): void;
  disconnect(): void;
  emit<K extends keyof ClientSocketEvents>(event: K, payload: ClientSocketEvents[K]): void;
  /** Server pushes, in arrival order. */
  readonly messages$: Observable<ServerSocketMessage>;
  /** Connection status; replays the current value to new subscribers. */
  readonly status$: Observable<SocketStatus>;
}
