import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import {
  selectMicrophoneDialogOpen,
  selectVoiceError,
  selectVoiceIdle,
  selectVoicePhase,
  selectVoiceRecording,
} from './voice.selectors';
import type { VoiceRecording } from './voice.model';

const withVoice = (voice: Partial<RootState['voice']>): RootState => ({
  ...initialRootState,
  voice: { ...initialRootState.voice, ...voice },
});

describe('voice selectors', () => {
  it('idle only in the idle phase', () => {
    expect(selectVoicePhase(initialRootState)).toBe('idle');
    expect(selectVoiceIdle(initialRootState)).toBe(true);
    for (const phase of ['requesting', 'recording', 'review', 'sending'] as const) {
      expect(selectVoicePhase(withVoice({ phase }))).toBe(phase);
      expect(selectVoiceIdle(withVoice({ phase }))).toBe(false);
    }
  });

  it('the recording, the permission dialog and the error', () => {
    const recording: VoiceRecording = { id: 'rec_1', mimeType: 'audio/webm', durationMs: 2000, size: 512 };
    const state = withVoice({ recording, permissionDialogOpen: true, error: 'Microphone blocked' });
    expect(selectVoiceRecording(state)).toBe(recording);
    expect(selectMicrophoneDialogOpen(state)).toBe(true);
    expect(selectVoiceError(state)).toBe('Microphone blocked');
    expect(
      [selectVoiceRecording, selectMicrophoneDialogOpen, selectVoiceError].map((select) => select(initialRootState)),
    ).toEqual([null, false, null]);
  });
});
