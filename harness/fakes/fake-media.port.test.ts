import { describe, expect, it } from 'vitest';
import type { MediaFailure, RecordingOptions, RecordingUpdate } from '../../core/ports';
import { FakeMedia } from './fake-media.port';
import { VirtualClock } from './virtual-clock';

const options: RecordingOptions = {
  mimeTypes: ['audio/webm', 'audio/mp4', 'audio/wav'],
  timesliceMs: 100,
  echoCancellation: true,
  noiseSuppression: true,
  sampleRate: 44100,
};

function record(media: FakeMedia) {
  const updates: RecordingUpdate[] = [];
  let failure: MediaFailure | null = null;
  let done = false;
  const subscription = media.record(options).subscribe({
    next: (update) => updates.push(update),
    error: (error: MediaFailure) => (failure = error),
    complete: () => (done = true),
  });
  return { updates, failure: () => failure, done: () => done, subscription };
}

describe('FakeMedia', () => {
  it('records on virtual time with the first supported type, and releases the microphone on stop', () => {
    const clock = new VirtualClock(0);
    const media = new FakeMedia(clock, { supportedTypes: ['audio/mp4'], bytesPerSecond: 1000 });
    const run = record(media);
    expect(run.updates).toEqual([{ type: 'started', mimeType: 'audio/mp4' }]);
    expect(media.microphoneOpen).toBe(true);
    clock.advance(3000);
    media.stop();
    expect(run.updates[1]).toEqual({
      type: 'completed',
      recordingId: 'rec_1',
      mimeType: 'audio/mp4',
      size: 3000,
      durationMs: 3000,
    });
    expect(run.done()).toBe(true);
    expect(media.microphoneOpen).toBe(false);
    expect(media.requests).toEqual([options]);
  });

  it('fails with permission-denied when the prompt is refused, never opening the microphone', () => {
    const media = new FakeMedia(new VirtualClock(0), { permission: 'denied' });
    const run = record(media);
    expect(run.failure()).toEqual({ kind: 'permission-denied', reason: 'Permission denied' });
    expect(media.microphoneOpen).toBe(false);
  });

  it('fails as unsupported when no type can be recorded', () => {
    const media = new FakeMedia(new VirtualClock(0), { supportedTypes: ['audio/ogg'] });
    expect(record(media).failure()).toMatchObject({ kind: 'unsupported' });
  });

  it('releases the microphone when the recording is abandoned', () => {
    const media = new FakeMedia(new VirtualClock(0));
    const run = record(media);
    run.subscription.unsubscribe();
    expect(media.microphoneOpen).toBe(false);
  });

  it('answers the permission prompt in turn when given a list, the last answer repeating', () => {
    const media = new FakeMedia(new VirtualClock(0), { permission: ['denied', 'granted'] });
    expect(record(media).failure()).toMatchObject({ kind: 'permission-denied' });
    const retry = record(media);
    expect(retry.failure()).toBeNull();
    expect(retry.updates).toEqual([{ type: 'started', mimeType: 'audio/webm;codecs=opus' }]);
    media.stop();
    expect(record(media).failure()).toBeNull();
    const revoked = new FakeMedia(new VirtualClock(0), { permission: ['granted', 'denied'] });
    const first = record(revoked);
    expect(first.failure()).toBeNull();
    revoked.stop();
    expect([record(revoked).failure()?.kind, record(revoked).failure()?.kind]).toEqual([
      'permission-denied',
      'permission-denied',
    ]);
    expect(revoked.requests).toHaveLength(3);
  });

  it('meets the given failure once permission is granted, never opening the microphone', () => {
    const media = new FakeMedia(new VirtualClock(0), { failure: { kind: 'failed', reason: 'Device busy' } });
    expect(record(media).failure()).toEqual({ kind: 'failed', reason: 'Device busy' });
    expect(media.microphoneOpen).toBe(false);
  });

  it('fails the recording in progress on demand and closes the microphone', () => {
    const media = new FakeMedia(new VirtualClock(0));
    expect(media.fail('nothing to fail')).toBe(false);
    const run = record(media);
    expect(media.fail('Device unplugged')).toBe(true);
    expect(run.failure()).toEqual({ kind: 'failed', reason: 'Device unplugged' });
    expect(media.microphoneOpen).toBe(false);
    media.stop();
    expect(run.updates).toHaveLength(1);
  });

  it('reports the engine it was given', () => {
    expect(new FakeMedia(new VirtualClock(0), { webkit: true }).webkit).toBe(true);
    expect(new FakeMedia(new VirtualClock(0)).webkit).toBe(false);
  });
});
