import { isWebKit } from './webkit';
import { Observable } from 'rxjs';
import type { MediaFailure, MediaPort, RecordingOptions, RecordingUpdate } from '../../ports';
import type { RecordingStore } from './recording-store';

type RecorderLike = Pick<
  MediaRecorder,
  'mimeType' | 'state' | 'start' | 'stop' | 'ondataavailable' | 'onstop' | 'onerror'
>;

/** The MediaRecorder constructor, as far as the adapter uses it. */
export interface MediaRecorderClass {
  new (stream: MediaStream, options?: MediaRecorderOptions): RecorderLike;
  isTypeSupported(type: string): boolean;
}

/** What the media adapter needs from the browser. */
export interface MediaRecorderEnv {
  readonly mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  readonly MediaRecorder: MediaRecorderClass | undefined;
  /** Monotonic milliseconds, for the recording's duration. */
  readonly now: () => number;
  /** Whether the engine is WebKit (see {@link isWebKit}); false when not given. */
  readonly webkit?: boolean;
}

export { isWebKit, type NavigatorHint } from './webkit';

const UNSUPPORTED_REASON = 'recording is not supported in this browser';
const PERMISSION_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

function toMediaFailure(error: unknown): MediaFailure {
  const { name, message } =
    typeof error === 'object' && error !== null ? (error as { name?: unknown; message?: unknown }) : {};
  const text = typeof message === 'string' && message !== '' ? message : undefined;
  if (typeof name === 'string' && PERMISSION_ERRORS.has(name)) {
    return { kind: 'permission-denied', reason: text ?? 'microphone permission denied' };
  }
  if (text !== undefined) return { kind: 'failed', reason: text };
  if (typeof error === 'string' && error !== '') return { kind: 'failed', reason: error };
  if (typeof name === 'string' && name !== '') return { kind: 'failed', reason: name };
  return { kind: 'failed', reason: 'recording failed' };
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function defaultEnv(): MediaRecorderEnv {
  return {
    mediaDevices: globalThis.navigator?.mediaDevices,
    MediaRecorder: globalThis.MediaRecorder,
    now: () => performance.now(),
    webkit: isWebKit(globalThis.navigator),
  };
}

/**
 * A {@link MediaPort} on `getUserMedia` and `MediaRecorder`.
 *
 * `record` asks for the microphone with the given echo cancellation, noise suppression and ideal
 * sample rate, records in the first of `options.mimeTypes` the browser supports (the recorder's
 * default when none is) in `timesliceMs` chunks, and emits 'started'. After `stop()` the chunks
 * become one Blob kept in `recordings`, and 'completed' carries its id, type, size and duration.
 * Failures are {@link MediaFailure}s: 'permission-denied', 'unsupported' when the browser cannot
 * record, 'failed' otherwise. Completing, failing or unsubscribing always stops the microphone
 * tracks; `stop()` before the recording has started cancels it without an update.
 *
 * @param recordings where finished recordings are kept.
 * @param env the browser's media devices, MediaRecorder and a monotonic clock; defaults to the globals.
 */
export function createMediaRecorderPort(recordings: RecordingStore, env: MediaRecorderEnv = defaultEnv()): MediaPort {
  let stopCurrent: (() => void) | null = null;

  function record(options: RecordingOptions): Observable<RecordingUpdate> {
    return new Observable<RecordingUpdate>((subscriber) => {
      const { mediaDevices, MediaRecorder: Recorder } = env;
      if (typeof mediaDevices?.getUserMedia !== 'function' || typeof Recorder !== 'function') {
        subscriber.error({ kind: 'unsupported', reason: UNSUPPORTED_REASON } satisfies MediaFailure);
        return undefined;
      }

      let stream: MediaStream | null = null;
      let recorder: RecorderLike | null = null;
      let stopRequested = false;

      const release = (): void => {
        if (stream !== null) stopTracks(stream);
        stream = null;
      };
      const silenceRecorder = (): void => {
        if (recorder === null) return;
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.onerror = null;
        if (recorder.state !== 'inactive') recorder.stop();
        recorder = null;
      };
      const fail = (error: unknown): void => {
        silenceRecorder();
        release();
        subscriber.error(toMediaFailure(error));
      };
      const stop = (): void => {
        if (recorder === null) {
          stopRequested = true;
          return;
        }
        if (recorder.state !== 'inactive') recorder.stop();
      };
      stopCurrent = stop;

      const start = (acquired: MediaStream): void => {
        stream = acquired;
        if (subscriber.closed || stopRequested) {
          release();
          subscriber.complete();
          return;
        }
        const isTypeSupported = (type: string): boolean =>
          typeof Recorder.isTypeSupported === 'function' && Recorder.isTypeSupported(type);
        const chosen = options.mimeTypes.find(isTypeSupported);
        const active = chosen === undefined ? new Recorder(acquired) : new Recorder(acquired, { mimeType: chosen });
        recorder = active;
        const chunks: Blob[] = [];
        let startedAt = 0;

        active.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        active.onerror = (event) => fail((event as { error?: unknown }).error ?? event);
        active.onstop = () => {
          const mimeType = active.mimeType || chosen || chunks[0]?.type || '';
          const blob = mimeType === '' ? new Blob(chunks) : new Blob(chunks, { type: mimeType });
          const durationMs = Math.max(0, Math.round(env.now() - startedAt));
          recorder = null;
          release();
          const recordingId = recordings.put(blob);
          subscriber.next({ type: 'completed', recordingId, mimeType, size: blob.size, durationMs });
          subscriber.complete();
        };

        active.start(options.timesliceMs);
        startedAt = env.now();
        subscriber.next({ type: 'started', mimeType: active.mimeType || chosen || '' });
      };

      new Promise<MediaStream>((resolve) => {
        resolve(
          mediaDevices.getUserMedia({
            audio: {
              echoCancellation: options.echoCancellation,
              noiseSuppression: options.noiseSuppression,
              sampleRate: { ideal: options.sampleRate },
            },
          }),
        );
      })
        .then(start)
        .catch(fail);

      return () => {
        if (stopCurrent === stop) stopCurrent = null;
        silenceRecorder();
        release();
      };
    });
  }

  return {
    webkit: env.webkit ?? false,
    record,
    stop: () => stopCurrent?.(),
    release: (recordingId) => {
      recordings.delete(recordingId);
    },
  };
}
