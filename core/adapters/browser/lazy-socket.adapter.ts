import { BehaviorSubject, Subject } from 'rxjs';
import type {
  ClientSocketEvents,
  ServerSocketMessage,
  SocketConnectOptions,
  SocketPort,
  SocketStatus,
} from '../../ports';

/** Loads the real socket port; called at most once at a time, and again only after a failed load. */
export type SocketPortLoader = () => Promise<SocketPort>;

const loadSocketIoPort: SocketPortLoader = () =>
  import('./socket-io.adapter').then((module) => module.createSocketIoPort());

/**
 * A {@link SocketPort} that loads the real one (socket.io-client by default) only on the first
 * `connect`, so the socket library stays out of the page's first download.
 *
 * Until the real port is loaded, status is 'connecting' after `connect` and 'disconnected' after
 * `disconnect`; emits made after `connect` are kept and sent, in order, right after the real port is
 * told to connect (emits with no connection wanted are dropped, as the real port drops them). Once
 * loaded, every call goes straight to the real port, whose `messages$` and `status$` feed this
 * port's own streams, so subscribers never need to resubscribe. If the load fails, status returns to
 * 'disconnected', kept emits are dropped, and the next `connect` tries loading again.
 *
 * @param load loads the real port; defaults to a dynamic import of the socket.io adapter.
 */
export function createLazySocketPort(load: SocketPortLoader = loadSocketIoPort): SocketPort {
  const messages = new Subject<ServerSocketMessage>();
  const status = new BehaviorSubject<SocketStatus>('disconnected');
  let real: SocketPort | null = null;
  let loading = false;
  let wanted: SocketConnectOptions | null = null;
  let pending: ((port: SocketPort) => void)[] = [];

  const setStatus = (next: SocketStatus): void => {
    if (status.getValue() !== next) status.next(next);
  };

  function adopt(port: SocketPort): void {
    real = port;
    port.messages$.subscribe((message) => messages.next(message));
    if (wanted !== null) port.connect(wanted);
    const queued = pending;
    pending = [];
    for (const send of queued) send(port);
    port.status$.subscribe((next) => setStatus(next));
  }

  function startLoading(): void {
    if (loading) return;
    loading = true;
    load().then(
      (port) => {
        loading = false;
        adopt(port);
      },
      () => {
        loading = false;
        wanted = null;
        pending = [];
        setStatus('disconnected');
      },
    );
  }

  return {
    connect(options) {
      if (real !== null) {
        real.connect(options);
        return;
      }
      wanted = options;
      setStatus('connecting');
      startLoading();
    },
    disconnect() {
      if (real !== null) {
        real.disconnect();
        return;
      }
      wanted = null;
      pending = [];
      setStatus('disconnected');
    },
    emit<K extends keyof ClientSocketEvents>(event: K, payload: ClientSocketEvents[K]) {
      if (real !== null) real.emit(event, payload);
      else if (wanted !== null) pending.push((port) => port.emit(event, payload));
    },
    messages$: messages.asObservable(),
    status$: status.asObservable(),
  };
}
