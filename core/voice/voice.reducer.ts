import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import { initialVoiceState, type VoiceState } from './voice.model';

export { initialVoiceState } from './voice.model';

const VOICE_AREAS = ['voice', 'chat', 'session'] as const;

/** Back to idle: the recorder closes, the dialog and the error go. */
const closed = (): VoiceState => initialVoiceState;

const reduceVoice = (state: VoiceState, event: EventInAreas<(typeof VOICE_AREAS)[number]>): VoiceState =>
  match(event)
    .with({ type: 'voice/recordRequested' }, () => (state.phase === 'idle' ? { ...initialVoiceState, phase: 'requesting' as const } : state))
    .with({ type: 'voice/recordingStarted' }, ({ payload }) =>
      state.phase === 'requesting' ? { ...state, phase: 'recording' as const, startedAt: payload.startedAt, mimeType: payload.mimeType } : state,
    )
    .with({ type: 'voice/stopRequested' }, () => (state.phase === 'requesting' ? closed() : state))
    .with({ type: 'voice/recordingCompleted' }, ({ payload }) =>
      state.phase === 'recording'
        ? {
            ...state,
            phase: 'review' as const,
            startedAt: null,
            mimeType: null,
            recording: { id: payload.recordingId, mimeType: payload.mimeType, durationMs: payload.durationMs, size: payload.size },
          }
        : state,
    )
    .with({ type: 'voice/permissionDenied' }, () => ({ ...initialVoiceState, permissionDialogOpen: true }))
    .with({ type: 'voice/recordingFailed' }, ({ payload }) => ({ ...initialVoiceState, error: payload.message }))
    .with({ type: 'voice/permissionDialogClosed' }, () => (state.permissionDialogOpen ? { ...state, permissionDialogOpen: false } : state))
    .with({ type: P.union('voice/cancelRequested', 'chat/closeRequested') }, () =>
      state.phase === 'sending' || state === initialVoiceState ? state : closed(),
    )
    .with({ type: 'voice/sendRequested' }, () => (state.phase === 'review' ? { ...state, phase: 'sending' as const } : state))
    .with({ type: P.union('voice/uploaded', 'voice/sent', 'voice/sendFailed', 'session/loggedOut') }, () => closed())
    .with(
      {
        type: P.union(
          'voice/uploadStarted',
          'voice/presigned',
          'chat/openRequested',
          'chat/sendRequested',
          'chat/olderMessagesRequested',
          'chat/errorDismissed',
          'chat/socketStatusChanged',
          'chat/reconnectingShown',
          'chat/roomJoined',
          'chat/roomLeft',
          'chat/initiateStarted',
          'chat/initiated',
          'chat/initiateFailed',
          'chat/messagePending',
          'chat/messageSent',
          'chat/sendFailed',
          'chat/closedByServer',
          'chat/messageReceived',
          'chat/messagesLoadStarted',
          'chat/messagesLoaded',
          'chat/messagesLoadFailed',
          'chat/typingChanged',
          'chat/conversationCompleted',
          'chat/scrollToBottomRequested',
          'chat/assistantItemsRequested',
          'chat/messageDropped',
          'session/started',
          'session/guestIdentified',
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
        ),
      },
      () => state,
    )
    .exhaustive();

/**
 * The voice recorder: idle, requesting the microphone, recording, review, sending. Every exit
 * (Cancel, closing the chat, a finished or failed send, a failure, logout) returns to idle;
 * Cancel and closing the chat wait for a send in progress to finish.
 */
export const voiceReducer = (state: VoiceState = initialVoiceState, event: Event): VoiceState =>
  inAreas(event, VOICE_AREAS) ? reduceVoice(state, event) : state;
