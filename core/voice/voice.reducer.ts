import { reducerFrom } from '../reducer-table';
import { initialVoiceState, MAX_RECORDED_DURATIONS, type VoiceState } from './voice.model';

export { initialVoiceState } from './voice.model';

/** Back to idle: the recorder closes, the dialog and the error go; the lengths of the notes sent stay. */
const closed = (state: VoiceState, patch?: Partial<VoiceState>): VoiceState =>
  !patch && state.recordedDurations === initialVoiceState.recordedDurations
    ? initialVoiceState
    : { ...initialVoiceState, recordedDurations: state.recordedDurations, ...patch };

const isClosed = (state: VoiceState): boolean =>
  state.phase === 'idle' && state.recording === null && !state.permissionDialogOpen && state.error === null;

const cancel = (state: VoiceState): VoiceState =>
  state.phase === 'sending' || isClosed(state) ? state : closed(state);

/** The recorder's length of the note uploaded to `url`, kept with the newest others. */
function withDuration(state: VoiceState, url: string): Readonly<Record<string, number>> {
  if (state.recording === null) return state.recordedDurations;
  const kept = Object.entries(state.recordedDurations).filter(([known]) => known !== url);
  return Object.fromEntries([...kept.slice(-(MAX_RECORDED_DURATIONS - 1)), [url, state.recording.durationMs]]);
}

/**
 * The voice recorder: idle, requesting the microphone, recording, review, sending. Every exit
 * (Cancel, closing the chat, a finished or failed send, a failure, logout) returns to idle;
 * Cancel and closing the chat wait for a send in progress to finish.
 */
export const voiceReducer = reducerFrom<VoiceState>(initialVoiceState, {
  'voice/recordRequested': (state) => (state.phase === 'idle' ? closed(state, { phase: 'requesting' }) : state),
  'voice/recordingStarted': (state, { payload }) =>
    state.phase === 'requesting'
      ? { ...state, phase: 'recording' as const, startedAt: payload.startedAt, mimeType: payload.mimeType }
      : state,
  'voice/stopRequested': (state) => (state.phase === 'requesting' ? closed(state) : state),
  'voice/recordingCompleted': (state, { payload }) =>
    state.phase === 'recording'
      ? {
          ...state,
          phase: 'review' as const,
          startedAt: null,
          mimeType: null,
          recording: {
            id: payload.recordingId,
            mimeType: payload.mimeType,
            durationMs: payload.durationMs,
            size: payload.size,
          },
        }
      : state,
  'voice/permissionDenied': (state) => closed(state, { permissionDialogOpen: true }),
  'voice/recordingFailed': (state, { payload }) => closed(state, { error: payload.message }),
  'voice/permissionDialogCloseRequested': (state) =>
    state.permissionDialogOpen ? { ...state, permissionDialogOpen: false } : state,
  'voice/cancelRequested': cancel,
  'chat/closeRequested': cancel,
  'voice/sendRequested': (state) => (state.phase === 'review' ? { ...state, phase: 'sending' as const } : state),
  'voice/uploaded': (state, { payload }) => closed(state, { recordedDurations: withDuration(state, payload.url) }),
  'voice/sent': (state) => closed(state),
  'voice/sendFailed': (state) => closed(state),
  'session/loggedOut': () => initialVoiceState,
});
