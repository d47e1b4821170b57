import { errorText } from '../error-text';
import {
  catchError,
  defer,
  EMPTY,
  exhaustMap,
  filter,
  finalize,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  take,
  takeUntil,
  tap,
  type Observable,
} from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import type { MediaFailure, RecordingUpdate } from '../ports/media.port';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { sendVoiceNote } from './voice-send';
import { recordingOptions } from './voice.model';
import { VOICE_MESSAGES } from '../messages/voice.messages';

function readFailure(error: unknown): MediaFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error && 'reason' in error) {
    const { kind, reason } = error as MediaFailure;
    if (typeof reason === 'string') return { kind, reason };
  }
  return { kind: 'failed', reason: errorText(error) };
}

function failureEvent(error: unknown): Event {
  const failure = readFailure(error);
  return failure.kind === 'permission-denied'
    ? { type: 'voice/permissionDenied', payload: { reason: failure.reason } }
    : {
        type: 'voice/recordingFailed',
        payload: { reason: failure.reason, message: VOICE_MESSAGES.recordingFailed(failure.reason) },
      };
}

function updateEvent(update: RecordingUpdate, now: number): Event {
  return update.type === 'started'
    ? { type: 'voice/recordingStarted', payload: { mimeType: update.mimeType, startedAt: now } }
    : {
        type: 'voice/recordingCompleted',
        payload: {
          recordingId: update.recordingId,
          mimeType: update.mimeType,
          size: update.size,
          durationMs: update.durationMs,
        },
      };
}

/**
 * One use of the recorder, from the microphone request to idle: record, review, send. Recording
 * and review end when the voice slice returns to idle (Cancel, closing the chat, stopping before
 * the recording started, logout, a failure), which stops the microphone; a send runs to its end
 * unless the shopper logs out. The recording sent is the one the slice holds for review; the
 * finished recording ('voice/recordingCompleted') is released once its review, and any send, ends.
 */
function recorderSession(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<Event> {
  const { media, clock } = deps.ports;
  const idle$ = state$.pipe(filter((state) => state.voice.phase === 'idle'));
  const loggedOut$ = event$.pipe(ofType('session/loggedOut'));

  const record$ = media.record(recordingOptions(media.webkit)).pipe(
    map((update) => updateEvent(update, clock.now())),
    catchError((error: unknown) => of(failureEvent(error))),
    takeUntil(idle$),
  );

  const send$ = defer(() => {
    const held = state$.value.voice;
    return held.phase === 'sending' && held.recording !== null
      ? sendVoiceNote(held.recording, event$, state$, deps).pipe(takeUntil(loggedOut$))
      : EMPTY;
  });

  const review$ = event$.pipe(
    ofType('voice/recordingCompleted'),
    take(1),
    takeUntil(idle$),
    mergeMap(({ payload }) =>
      event$.pipe(
        ofType('voice/sendRequested'),
        take(1),
        takeUntil(idle$),
        exhaustMap(() => send$),
        finalize(() => media.release(payload.recordingId)),
      ),
    ),
  );

  return merge(record$, review$);
}

/**
 * The voice recorder (SPEC §4 Voice recorder, Voice send flow). 'voice/recordRequested' opens a
 * session (one at a time; the dialog's Try Again is another request), recording with echo
 * cancellation and noise suppression, 44100 Hz as an ideal, 100 ms chunks, webm then mp4 then
 * wav (mp4 first on WebKit). 'voice/stopRequested' while recording finishes the recording for
 * review. A refused microphone is 'voice/permissionDenied'; any other failure 'voice/recordingFailed'.
 */
export const voiceRecorderEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('voice/recordRequested'),
      exhaustMap(() => recorderSession(event$, state$, deps)),
    ),
    event$.pipe(
      ofType('voice/stopRequested'),
      filter(() => state$.value.voice.phase === 'recording'),
      tap(() => deps.ports.media.stop()),
      ignoreElements(),
    ),
  );
