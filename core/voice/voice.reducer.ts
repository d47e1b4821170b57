import { reducerFrom } from '../reducer-table';
import { initialVoiceState, type VoiceState } from './voice.model';

export { initialVoiceState } from './voice.model';

/** Back to idle: the recorder closes, the dialog and the error go. */
const closed = (): VoiceState => initialVoiceState;

const cancel = (state: VoiceState): VoiceState =>
  state.phase === 'sending' || state === initialVoiceState ? state : closed();

/**
 * The voice recorder: idle, requesting the microphone, recording, review, sending. Every exit
 * (Cancel, closing the chat, a finished or failed send, a failure, logout) returns to idle;
 * Cancel and closing the chat wait for a send in progress to finish.
 */
export const voiceReducer = reducerFrom<VoiceState>(initialVoiceState, {
  'voice/recordRequested': (state) =>
    state.phase === 'idle' ? { ...initialVoiceState, phase: 'requesting' as const } : state,
  'voice/recordingStarted': (state, { payload }) =>
    state.phase === 'requesting'
      ? { ...state, phase: 'recording' as const, startedAt: payload.startedAt, mimeType: payload.mimeType }
      : state,
  'voice/stopRequested': (state) => (state.phase === 'requesting' ? closed() : state),
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
  'voice/permissionDenied': () => ({ ...initialVoiceState, permissionDialogOpen: true }),
  'voice/recordingFailed': (_, { payload }) => ({ ...initialVoiceState, error: payload.message }),
  'voice/permissionDialogClosed': (state) =>
    state.permissionDialogOpen ? { ...state, permissionDialogOpen: false } : state,
  'voice/cancelRequested': cancel,
  'chat/closeRequested': cancel,
  'voice/sendRequested': (state) => (state.phase === 'review' ? { ...state, phase: 'sending' as const } : state),
  'voice/uploaded': closed,
  'voice/sent': closed,
  'voice/sendFailed': closed,
  'session/loggedOut': closed,
});
