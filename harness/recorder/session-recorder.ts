import type { EndpointEnv } from '../../core/config';
import type { CoreStore } from '../../core/create-core';
import type { Ports } from '../../core/ports';
import { RECORDER_ARMED_KEY } from './recorder-switch';
import type { RecordedEntry, RecordedLog } from './recorded-log';
import { recordingPorts, recordingStore } from './recording-ports';

const ENV_KEYS = [
  'VITE_STORE_API_URL',
  'VITE_CHAT_API_URL',
  'VITE_SEARCH_API_URL',
  'VITE_UPLOADS_API_URL',
  'VITE_SOCKET_PATH',
  'VITE_ROOT_CATEGORY_HANDLE',
  'VITE_PUBLISHABLE_KEY',
] as const satisfies readonly (keyof EndpointEnv)[];

/** A session being recorded from the app's start: its wrapped ports and store, and its log so far. */
export class SessionRecorder {
  readonly entries: RecordedEntry[] = [];
  readonly startedAt: number;
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  constructor(
    readonly name: string,
    private readonly ports: Ports,
    private readonly env: EndpointEnv,
    private readonly origin: string,
  ) {
    this.startedAt = ports.clock.now();
  }

  private readonly write = (entry: RecordedEntry) => {
    if (this.stopped) return;
    this.entries.push(entry);
    for (const listener of this.listeners) listener();
  };

  /** The ports for the core: each call recorded. */
  wrapPorts(): Ports {
    return recordingPorts(this.ports, this.write);
  }

  /** The store for the UI: each dispatch recorded as an intent, each other event as a fact. */
  watch(store: CoreStore): CoreStore {
    return recordingStore(store, this.write, () => this.ports.clock.now());
  }

  /** How many events (intents and facts) were recorded. */
  eventCount(): number {
    return this.entries.filter((entry) => entry.kind === 'dispatch' || entry.kind === 'fact').length;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The log so far, unscrubbed (for a harness that converts it itself). */
  snapshot(): RecordedLog {
    const env = Object.fromEntries(ENV_KEYS.flatMap((key) => (this.env[key] ? [[key, this.env[key]]] : [])));
    return {
      startedAt: this.startedAt,
      origin: this.origin,
      env,
      webkit: this.ports.media.webkit,
      entries: [...this.entries],
    };
  }

  /** Ends the recording and returns its log. */
  stop(): RecordedLog {
    this.stopped = true;
    return this.snapshot();
  }
}

let active: SessionRecorder | null = null;

/** The session being recorded in this page, if any. */
export const activeRecorder = (): SessionRecorder | null => active;

/**
 * Starts recording the app that is starting (the armed name is read and cleared), or returns null
 * when no recording is armed.
 */
export function startArmedRecording(
  ports: Ports,
  env: EndpointEnv,
  storage: Storage = sessionStorage,
): SessionRecorder | null {
  const name = storage.getItem(RECORDER_ARMED_KEY);
  if (name === null) return null;
  storage.removeItem(RECORDER_ARMED_KEY);
  active = new SessionRecorder(name, ports, env, window.location.origin);
  (window as { __sessionRecorder?: SessionRecorder }).__sessionRecorder = active;
  return active;
}

/** Arms a recording named `name` and restarts the app, so the recording begins with its start. */
export function armAndRestart(name: string, storage: Storage = sessionStorage): void {
  storage.setItem(RECORDER_ARMED_KEY, name);
  window.location.reload();
}
