import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { initialVoiceState, voiceReducer } from './voice.reducer';
import type { VoiceState } from './voice.model';

const run = (events: readonly Event[], from: VoiceState = initialVoiceState): VoiceState =>
  events.reduce(voiceReducer, from);

const recordRequested: Event = { type: 'voice/recordRequested' };
const started: Event = { type: 'voice/recordingStarted', payload: { mimeType: 'audio/webm', startedAt: 1000 } };
const completed: Event = {
  type: 'voice/recordingCompleted',
  payload: { recordingId: 'rec_1', mimeType: 'audio/webm', size: 800, durationMs: 2000 },
};
const sendRequested: Event = { type: 'voice/sendRequested' };
const recording = run([recordRequested, started]);
const review = run([completed], recording);
const sending = run([sendRequested], review);

describe('voiceReducer', () => {
  it("keeps each sent note's recorded length by its URL through the next recordings, the newest 50, until logout (issue 22.12)", () => {
    const uploaded = (url: string): Event => ({ type: 'voice/uploaded', payload: { url } });
    const sent = run(
      [uploaded('https://cdn.example.in/a.webm'), { type: 'voice/sent', payload: { url: 'x' } }],
      sending,
    );
    expect(sent).toEqual({ ...initialVoiceState, recordedDurations: { 'https://cdn.example.in/a.webm': 2000 } });
    const again = run([recordRequested, started, { type: 'voice/cancelRequested' }], sent);
    expect(again.recordedDurations).toEqual({ 'https://cdn.example.in/a.webm': 2000 });
    let many = sent;
    for (let index = 0; index < 60; index++)
      many = run([recordRequested, started, completed, sendRequested, uploaded(`u${index}`)], many);
    expect(Object.keys(many.recordedDurations)).toHaveLength(50);
    expect(many.recordedDurations['u59']).toBe(2000);
    expect(many.recordedDurations['u9']).toBeUndefined();
    expect(run([{ type: 'session/loggedOut', payload: { reason: 'user' } }], many)).toBe(initialVoiceState);
  });

  it('goes idle -> requesting -> recording -> review -> sending', () => {
    expect(run([recordRequested]).phase).toBe('requesting');
    expect(recording).toMatchObject({ phase: 'recording', startedAt: 1000, mimeType: 'audio/webm', recording: null });
    expect(review).toEqual({
      ...initialVoiceState,
      phase: 'review',
      recording: { id: 'rec_1', mimeType: 'audio/webm', durationMs: 2000, size: 800 },
    });
    expect(sending).toMatchObject({ phase: 'sending', recording: { id: 'rec_1' } });
  });

  it.each<[string, Event]>([
    ['sent', { type: 'voice/sent', payload: { url: 'https://cdn.example.in/a.webm' } }],
    [
      'send failed',
      {
        type: 'voice/sendFailed',
        payload: { detail: 'upload failed: HTTP 403', message: 'Failed to send voice message. Please try again.' },
      },
    ],
    ['logged out', { type: 'session/loggedOut', payload: { reason: 'user' } }],
  ])('returns to idle from sending when %s', (_label, event) => {
    expect(run([event], sending)).toBe(initialVoiceState);
  });

  it.each<[string, VoiceState]>([
    ['requesting', run([recordRequested])],
    ['recording', recording],
    ['review', review],
  ])('Cancel and closing the chat return to idle from %s', (_label, state) => {
    expect(run([{ type: 'voice/cancelRequested' }], state)).toBe(initialVoiceState);
    expect(run([{ type: 'chat/closeRequested' }], state)).toBe(initialVoiceState);
  });

  it('lets a send in progress finish when cancelled or when the chat closes', () => {
    expect(run([{ type: 'voice/cancelRequested' }, { type: 'chat/closeRequested' }], sending)).toBe(sending);
  });

  it('stopping before the recording started ends it; stopping while recording waits for the recording', () => {
    expect(run([recordRequested, { type: 'voice/stopRequested' }])).toBe(initialVoiceState);
    expect(run([{ type: 'voice/stopRequested' }], recording)).toBe(recording);
  });

  it('ignores a second record request and out-of-phase facts', () => {
    expect(run([recordRequested], recording)).toBe(recording);
    expect(run([sendRequested], recording)).toBe(recording);
    expect(run([started], review)).toBe(review);
    expect(run([completed])).toBe(initialVoiceState);
  });

  it('opens the permission dialog on a refusal; Try Again closes it, Close closes it', () => {
    const denied = run([recordRequested, { type: 'voice/permissionDenied', payload: { reason: 'Permission denied' } }]);
    expect(denied).toEqual({ ...initialVoiceState, permissionDialogOpen: true });
    expect(run([recordRequested], denied)).toMatchObject({ phase: 'requesting', permissionDialogOpen: false });
    expect(run([{ type: 'voice/permissionDialogCloseRequested' }], denied)).toEqual(initialVoiceState);
  });

  it("keeps 'Recording failed: {reason}' until the next attempt, Cancel or closing the chat", () => {
    const failed = run([
      recordRequested,
      { type: 'voice/recordingFailed', payload: { reason: 'Device busy', message: 'Recording failed: Device busy' } },
    ]);
    expect(failed).toEqual({ ...initialVoiceState, error: 'Recording failed: Device busy' });
    expect(run([recordRequested], failed)).toMatchObject({ phase: 'requesting', error: null });
    expect(run([{ type: 'voice/cancelRequested' }], failed)).toBe(initialVoiceState);
    expect(run([{ type: 'chat/closeRequested' }], failed)).toBe(initialVoiceState);
  });

  it('a recording that fails midway closes the recorder', () => {
    expect(
      run(
        [{ type: 'voice/recordingFailed', payload: { reason: 'unplugged', message: 'Recording failed: unplugged' } }],
        recording,
      ),
    ).toMatchObject({
      phase: 'idle',
      startedAt: null,
      error: 'Recording failed: unplugged',
    });
  });

  it('leaves the state alone for events of other areas and for the upload steps', () => {
    expect(
      run(
        [{ type: 'snackbar/closeRequested' }, { type: 'voice/uploadStarted', payload: { recordingId: 'rec_1' } }],
        sending,
      ),
    ).toBe(sending);
    expect(run([{ type: 'chat/openRequested' }], initialVoiceState)).toBe(initialVoiceState);
  });
});
