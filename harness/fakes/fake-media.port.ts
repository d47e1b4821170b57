import { Observable } from 'rxjs';
import type { MediaFailure, MediaPort, RecordingOptions, RecordingUpdate } from '../../core/ports';
import type { VirtualClock } from './virtual-clock';

export interface FakeMediaOptions {
  /** What the microphone permission prompt answers (default 'granted'). */
  readonly permission?: 'granted' | 'denied';
  /** Mime types the recorder supports (default webm with opus). */
  readonly supportedTypes?: readonly string[];
  /** Bytes per second of recording, for the completed size. */
  readonly bytesPerSecond?: number;
}

/** A microphone on virtual time. Tracks whether the microphone is open, to check it is always released. */
export class FakeMedia implements MediaPort {
  private stopCurrent: (() => void) | null = null;
  private recordings = 0;
  /** Whether a recording holds the microphone now. */
  microphoneOpen = false;
  /** Options of every record call, in order. */
  readonly requests: RecordingOptions[] = [];
  readonly released: string[] = [];

  constructor(
    private readonly clock: VirtualClock,
    private readonly options: FakeMediaOptions = {},
  ) {}

  record(options: RecordingOptions): Observable<RecordingUpdate> {
    return new Observable<RecordingUpdate>((subscriber) => {
      this.requests.push(options);
      if (this.options.permission === 'denied') {
        subscriber.error({ kind: 'permission-denied', reason: 'Permission denied' } satisfies MediaFailure);
        return undefined;
      }
      const supported = this.options.supportedTypes ?? ['audio/webm;codecs=opus', 'audio/webm'];
      const mimeType = options.mimeTypes.find((type) => supported.some((s) => s.startsWith(type) || type.startsWith(s)));
      if (!mimeType) {
        subscriber.error({ kind: 'unsupported', reason: 'no supported recording format' } satisfies MediaFailure);
        return undefined;
      }
      const startedAt = this.clock.now();
      this.microphoneOpen = true;
      subscriber.next({ type: 'started', mimeType });
      this.stopCurrent = () => {
        this.microphoneOpen = false;
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
      return () => {
        this.microphoneOpen = false;
        this.stopCurrent = null;
      };
    });
  }

  stop(): void {
    const stop = this.stopCurrent;
    this.stopCurrent = null;
    stop?.();
  }

  release(recordingId: string): void {
    this.released.push(recordingId);
  }
}
