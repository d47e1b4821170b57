import type { RootState } from '../root.reducer';
import type { VoicePhase, VoiceRecording } from './voice.model';

/** Where the voice recorder is: idle, asking for the microphone, recording... */
export const selectVoicePhase = (state: RootState): VoicePhase => state.voice.phase;

/** True when the voice recorder is idle (the text box is usable). */
export const selectVoiceIdle = (state: RootState): boolean => state.voice.phase === 'idle';

/** The finished recording waiting to be sent or discarded, or null. */
export const selectVoiceRecording = (state: RootState): VoiceRecording | null => state.voice.recording;

/** Whether the dialog that explains the microphone permission is open. */
export const selectMicrophoneDialogOpen = (state: RootState): boolean => state.voice.permissionDialogOpen;

/** The voice recorder's failure message for the shopper, or null. */
export const selectVoiceError = (state: RootState): string | null => state.voice.error;

/** How long the voice note at `url` lasted as the recorder measured it, in seconds, when it was sent from this page. */
export const selectRecordedSeconds =
  (url: string) =>
  (state: RootState): number | null => {
    const ms = state.voice.recordedDurations[url];
    return ms === undefined ? null : ms / 1000;
  };
