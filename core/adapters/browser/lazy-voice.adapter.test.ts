import { Observable, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { MediaPort, RecordingOptions, RecordingUpdate, UploaderPort } from '../../ports';
import { createLazyVoicePorts, type VoiceAdaptersModule } from './lazy-voice.adapter';
import { RecordingStore } from './recording-store';

const OPTIONS: RecordingOptions = {
  mimeTypes: ['audio/webm'],
  timesliceMs: 100,
  echoCancellation: true,
  noiseSuppression: true,
  sampleRate: 44100,
};

function fakeModule() {
  const updates = new Subject<RecordingUpdate>();
  const media = {
    webkit: false,
    record: vi.fn((_options: RecordingOptions) => updates.asObservable()),
    stop: vi.fn(() => undefined),
    release: vi.fn((_recordingId: string) => undefined),
  } satisfies MediaPort;
  const uploader: UploaderPort = {
    put: vi.fn(() => new Observable<{ status: number }>((s) => (s.next({ status: 200 }), s.complete()))),
  };
  const module: VoiceAdaptersModule = {
    createMediaRecorderPort: () => media,
    createFetchUploaderPort: () => uploader,
  } as unknown as VoiceAdaptersModule;
  return { module, media, uploader, updates };
}

describe('lazy voice ports', () => {
  it('loads nothing until the first recording, then once, and forwards updates', async () => {
    const fake = fakeModule();
    const load = vi.fn(() => Promise.resolve(fake.module));
    const ports = createLazyVoicePorts(new RecordingStore(), load, true);
    expect(ports.media.webkit).toBe(true);
    expect(load).not.toHaveBeenCalled();
    const seen: RecordingUpdate[] = [];
    ports.media.record(OPTIONS).subscribe((update) => seen.push(update));
    await Promise.resolve();
    await Promise.resolve();
    fake.updates.next({ type: 'started', mimeType: 'audio/webm' });
    expect(seen).toEqual([{ type: 'started', mimeType: 'audio/webm' }]);
    const statuses: number[] = [];
    ports.uploader
      .put({ url: 'https://up.test/x', recordingId: 'r1', headers: {} })
      .subscribe(({ status }) => statuses.push(status));
    await Promise.resolve();
    await Promise.resolve();
    expect(statuses).toEqual([200]);
    expect(load).toHaveBeenCalledTimes(1);
    ports.media.release('r1');
    expect(fake.media.release).toHaveBeenCalledWith('r1');
  });

  it('a stop asked while the code loads stops the recording as soon as it starts', async () => {
    const fake = fakeModule();
    const ports = createLazyVoicePorts(new RecordingStore(), () => Promise.resolve(fake.module), false);
    ports.media.record(OPTIONS).subscribe();
    ports.media.stop();
    expect(fake.media.stop).not.toHaveBeenCalled();
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.media.record).toHaveBeenCalledTimes(1);
    expect(fake.media.stop).toHaveBeenCalledTimes(1);
  });

  it('a failed load fails the recording and is tried again next time', async () => {
    const fake = fakeModule();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(fake.module);
    const ports = createLazyVoicePorts(new RecordingStore(), load, false);
    const errors: unknown[] = [];
    ports.media.record(OPTIONS).subscribe({ error: (error) => errors.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
    ports.media.record(OPTIONS).subscribe();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(fake.media.record).toHaveBeenCalledTimes(1);
  });
});
