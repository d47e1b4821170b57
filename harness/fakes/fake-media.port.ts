import { Observable, type Subscriber } from 'rxjs';
import type { MediaFailure, MediaPort, RecordingOptions, RecordingUpdate } from '../../core/ports';
import type { VirtualClock } from './virtual-clock';

export type FakePermissionAnswer = 'granted' | 'denied';

export interface FakeMediaOptions {
  /**
   * What the microphone permission prompt answers (default 'granted'). A list answers the
   * record calls in turn, its last answer repeating (['denied', 'granted']: Try Again works).
   */
  readonly permission?: FakePermissionAnswer | readonly FakePermissionAnswer[];
  /** Mime types the recorder supports (default webm with opus). */
  readonly supportedTypes?: readonly string[];
  /** Bytes per second of recording, for the completed size. */
  readonly bytesPerSecond?: number;
  /** Whether the browser is WebKit (default false). */
  readonly webkit?: boolean;
  /** A failure every record call meets once permission is granted (a busy or missing device). */
  readonly failure?: { readonly kind: 'unsupported' | 'failed'; readonly reason: string };
}

/** A microphone on virtual time. Tracks whether the microphone is open, to check it is always released. */
export class FakeMedia implements MediaPort {
  private current: { readonly stop: () => void; readonly subscriber: Subscriber<RecordingUpdate> } | null = null;
  private recordings = 0;
  /** Whether a recording holds the microphone now. */
  microphoneOpen = false;
  /** Options of every record call, in order. */
  readonly requests: RecordingOptions[] = [];
  readonly released: string[] = [];
  readonly webkit: boolean;

  constructor(
    private readonly clock: VirtualClock,
    private readonly options: FakeMediaOptions = {},
  ) {
    this.webkit = options.webkit ?? false;
  }

  private permissionAnswer(call: number): FakePermissionAnswer {
    const { permission } = this.options;
    if (permission === undefined) return 'granted';
    if (typeof permission === 'string') return permission;
    return permission[Math.min(call, permission.length - 1)] ?? 'granted';
  }

  record(options: RecordingOptions): Observable<RecordingUpdate> {
    return new Observable<RecordingUpdate>((subscriber) => {
      this.requests.push(options);
      if (this.permissionAnswer(this.requests.length - 1) === 'denied') {
        subscriber.error({ kind: 'permission-denied', reason: 'Permission denied' } satisfies MediaFailure);
        return undefined;
      }
      if (this.options.failure) {
        subscriber.error({ ...this.options.failure } satisfies MediaFailure);
        return undefined;
      }
      const supported = this.options.supportedTypes ?? ['audio/webm;codecs=opus', 'audio/webm'];
      const chosen = options.mimeTypes.find((type) => supported.some((s) => s.startsWith(type) || type.startsWith(s)));
      const mimeType = chosen === undefined ? undefined : (supported.find((s) => s.startsWith(chosen)) ?? chosen);
      if (!mimeType) {
        subscriber.error({ kind: 'unsupported', reason: 'no supported recording format' } satisfies MediaFailure);
        return undefined;
      }
      const startedAt = this.clock.now();
      this.microphoneOpen = true;
      subscriber.next({ type: 'started', mimeType });
      const stop = () => {
        this.microphoneOpen = false;
        this.current = null;
        const durationMs = this.clock.now() - startedAt;
        subscriber.next({
          type: 'completed',
          recordingId: `rec_${++this.recordings}`,
          mimeType,
          size: Math.max(1, Math.round(((this.options.bytesPerSecond ?? 4000) * durationMs) / 1000)),
          durationMs,
        });
        subscriber.complete();
      };
      this.current = { stop, subscriber };
      return () => {
        this.microphoneOpen = false;
        if (this.current?.subscriber === subscriber) this.current = null;
      };
    });
  }

  stop(): void {
    this.current?.stop();
  }

  /** Makes the recording in progress fail (a device unplugged mid-recording); false when none is. */
  fail(reason: string): boolean {
    const current = this.current;
    if (current === null) return false;
    this.current = null;
    this.microphoneOpen = false;
    current.subscriber.error({ kind: 'failed', reason } satisfies MediaFailure);
    return true;
  }

  release(recordingId: string): void {
    this.released.push(recordingId);
  }
}
