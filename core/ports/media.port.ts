import type { Observable } from 'rxjs';

export interface RecordingOptions {
  /** Mime types to try, in order; the first the recorder supports is used. */
  readonly mimeTypes: readonly string[];
  readonly timesliceMs: number;
  readonly echoCancellation: boolean;
  readonly noiseSuppression: boolean;
  /** Preferred sample rate; an ideal, not an exact constraint. */
  readonly sampleRate: number;
}

export type RecordingUpdate =
  | { readonly type: 'started'; readonly mimeType: string }
  | {
      readonly type: 'completed';
      /** Reference to the recorded bytes, kept by the port (see {@link MediaPort.release}). */
      readonly recordingId: string;
      readonly mimeType: string;
      readonly size: number;
      readonly durationMs: number;
    };

/** Why a recording could not start or finish. Plain data. */
export interface MediaFailure {
  readonly kind: 'permission-denied' | 'unsupported' | 'failed';
  readonly reason: string;
}

/**
 * The microphone. `record` asks for permission, starts recording and emits 'started';
 * after {@link MediaPort.stop} it emits 'completed' and completes. It errors with a
 * {@link MediaFailure}. Unsubscribing, stopping or failing always releases the microphone.
 */
export interface MediaPort {
  /**
   * True when the browser engine is WebKit (Safari, and every browser on iOS), whose webm
   * recordings do not play back: the core then prefers mp4.
   */
  readonly webkit: boolean;
  record(options: RecordingOptions): Observable<RecordingUpdate>;
  /** Ends the current recording; its 'completed' update follows. */
  stop(): void;
  /** Forgets a finished recording's bytes. */
  release(recordingId: string): void;
}
