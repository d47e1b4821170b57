import { defer, finalize, share, tap, type Observable } from 'rxjs';
import type { CoreStore } from '../../core/create-core';
import type { Event } from '../../core/events';
import type { HttpResponse, Ports, RecordingUpdate } from '../../core/ports';
import type { RecordedEntry } from './recorded-log';

/** Where the wrappers write: one entry at a time, in the order things happened. */
export type RecordSink = (entry: RecordedEntry) => void;

/** Logs the request's answer, or its cancellation when the core unsubscribes before one. */
function exchange<T extends { readonly status: number }>(
  source: () => Observable<T>,
  write: RecordSink,
  now: () => number,
  id: number,
  bodyOf: (answer: T) => unknown,
): Observable<T> {
  let answered = false;
  return source().pipe(
    tap((answer) => {
      answered = true;
      const body = bodyOf(answer);
      write({ kind: 'answer', at: now(), id, status: answer.status, ...(body === undefined ? {} : { body }) });
    }),
    finalize(() => {
      if (!answered) write({ kind: 'cancel', at: now(), id });
    }),
  );
}

/**
 * Wraps every port the recorder can replay: each call goes through to `ports` unchanged and is
 * written to `write` with the clock port's time. Analytics and error reports pass through
 * unrecorded (a scenario has no step for them).
 */
export function recordingPorts(ports: Ports, write: RecordSink): Ports {
  const now = () => ports.clock.now();
  let exchanges = 0;
  const recordUpdate = (update: RecordingUpdate) => write({ kind: 'media', at: now(), update });
  let socketStatus = 'disconnected';
  ports.socket.status$.subscribe((status) => (socketStatus = status));
  const messages$ = ports.socket.messages$.pipe(
    tap((message) => write({ kind: 'socketPush', at: now(), event: message.event, payload: message.payload })),
    share(),
  );
  return {
    ...ports,
    http: {
      request: (request) =>
        defer(() => {
          const id = ++exchanges;
          write({ kind: 'request', at: now(), id, request });
          return exchange(
            () => ports.http.request(request),
            write,
            now,
            id,
            (answer: HttpResponse) => answer.body,
          );
        }),
    },
    uploader: {
      put: (request) =>
        defer(() => {
          const id = ++exchanges;
          write({
            kind: 'upload',
            at: now(),
            id,
            request: { method: 'PUT', url: request.url, headers: request.headers, recordingId: request.recordingId },
          });
          return exchange(
            () => ports.uploader.put(request),
            write,
            now,
            id,
            () => undefined,
          );
        }),
    },
    socket: {
      connect(options) {
        // A connect while a connection is up or on its way changes nothing (the fake socket does the same).
        if (socketStatus === 'disconnected') write({ kind: 'socketConnect', at: now(), options });
        ports.socket.connect(options);
      },
      disconnect: () => ports.socket.disconnect(),
      emit(event, payload) {
        write({ kind: 'socketEmit', at: now(), event, payload });
        ports.socket.emit(event, payload);
      },
      messages$,
      status$: ports.socket.status$,
    },
    storage: {
      read: (key) =>
        ports.storage.read(key).pipe(tap((value) => write({ kind: 'storageRead', at: now(), key, value }))),
      write: (key, value) =>
        defer(() => {
          write({ kind: 'storageWrite', at: now(), key, value });
          return ports.storage.write(key, value);
        }),
      remove: (key) =>
        defer(() => {
          write({ kind: 'storageWrite', at: now(), key, value: null });
          return ports.storage.remove(key);
        }),
      externalChanges: (key) =>
        ports.storage.externalChanges(key).pipe(tap((value) => write({ kind: 'otherTab', at: now(), key, value }))),
    },
    cookies: {
      read(name) {
        const value = ports.cookies.read(name);
        write({ kind: 'cookieRead', at: now(), name, value });
        return value;
      },
      set(name, value) {
        write({ kind: 'cookieWrite', at: now(), name, value });
        ports.cookies.set(name, value);
      },
      remove(name) {
        write({ kind: 'cookieWrite', at: now(), name, value: null });
        ports.cookies.remove(name);
      },
    },
    media: {
      get webkit() {
        return ports.media.webkit;
      },
      record: (options) =>
        ports.media.record(options).pipe(
          tap({
            next: recordUpdate,
            error: (failure: unknown) => write({ kind: 'mediaFailure', at: now(), failure }),
          }),
        ),
      stop: () => ports.media.stop(),
      release: (recordingId) => ports.media.release(recordingId),
    },
    ids: {
      tempId() {
        const value = ports.ids.tempId();
        write({ kind: 'id', at: now(), of: 'temp', value });
        return value;
      },
      guestId(timestamp) {
        const value = ports.ids.guestId(timestamp);
        write({ kind: 'id', at: now(), of: 'guest', value, timestamp });
        return value;
      },
      sessionId() {
        const value = ports.ids.sessionId();
        write({ kind: 'id', at: now(), of: 'session', value });
        return value;
      },
    },
  };
}

/**
 * The store as the UI sees it, with every event dispatched from outside the core written as an
 * intent, and every event the core's epics produce written as a fact.
 */
export function recordingStore(store: CoreStore, write: RecordSink, now: () => number): CoreStore {
  const dispatched = new WeakSet<Event>();
  store.events$.subscribe((entry) => {
    if (!dispatched.has(entry.event)) write({ kind: 'fact', at: entry.at, event: entry.event });
  });
  return {
    ...store,
    dispatch(event) {
      dispatched.add(event);
      write({ kind: 'dispatch', at: now(), event });
      store.dispatch(event);
    },
  };
}
