import { lastValueFrom, toArray, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { MediaFailure, RecordingOptions, RecordingUpdate } from '../../ports';
import {
  createMediaRecorderPort,
  isWebKit,
  type MediaRecorderClass,
  type MediaRecorderEnv,
} from './media-recorder.adapter';
import { RecordingStore } from './recording-store';

const OPTIONS: RecordingOptions = {
  mimeTypes: ['audio/webm', 'audio/mp4', 'audio/wav'],
  timesliceMs: 100,
  echoCancellation: true,
  noiseSuppression: true,
  sampleRate: 44100,
};

class FakeTrack {
  stopped = false;
  stop(): void {
    this.stopped = true;
  }
}

function fakeStream() {
  const tracks = [new FakeTrack(), new FakeTrack()];
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  return { stream, tracks, allStopped: () => tracks.every((track) => track.stopped) };
}

function fakeRecorderClass(supported: readonly string[], defaultMimeType = 'audio/ogg') {
  const instances: FakeRecorder[] = [];

  class FakeRecorder {
    static isTypeSupported(type: string): boolean {
      return supported.includes(type);
    }

    mimeType: string;
    state: RecordingState = 'inactive';
    timeslice: number | undefined;
    ondataavailable: MediaRecorder['ondataavailable'] = null;
    onstop: MediaRecorder['onstop'] = null;
    onerror: MediaRecorder['onerror'] = null;

    constructor(
      readonly stream: MediaStream,
      readonly options?: MediaRecorderOptions,
    ) {
      this.mimeType = options?.mimeType ?? defaultMimeType;
      instances.push(this);
    }

    start(timeslice?: number): void {
      this.state = 'recording';
      this.timeslice = timeslice;
    }

    stop(): void {
      if (this.state === 'inactive') return;
      this.state = 'inactive';
      queueMicrotask(() => {
        this.chunk('!');
        this.onstop?.call(this as unknown as MediaRecorder, new Event('stop'));
      });
    }

    chunk(text: string): void {
      const data = new Blob([text], { type: this.mimeType });
      this.ondataavailable?.call(this as unknown as MediaRecorder, { data } as BlobEvent);
    }

    fail(error: unknown): void {
      this.onerror?.call(
        this as unknown as MediaRecorder,
        Object.assign(new Event('error'), { error }) as unknown as ErrorEvent,
      );
    }
  }

  return { Recorder: FakeRecorder satisfies MediaRecorderClass, instances };
}

function setup(options: { supported?: readonly string[]; getUserMedia?: () => Promise<MediaStream> } = {}) {
  const media = fakeStream();
  const { Recorder, instances } = fakeRecorderClass(options.supported ?? ['audio/webm', 'audio/mp4', 'audio/wav']);
  const getUserMedia = vi.fn<MediaDevices['getUserMedia']>(options.getUserMedia ?? (async () => media.stream));
  let time = 1_000;
  const env: MediaRecorderEnv = { mediaDevices: { getUserMedia }, MediaRecorder: Recorder, now: () => time };
  const recordings = new RecordingStore();
  const port = createMediaRecorderPort(recordings, env);
  return {
    port,
    recordings,
    media,
    instances,
    getUserMedia,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function watch(source: Observable<RecordingUpdate>) {
  const updates: RecordingUpdate[] = [];
  const state: { error?: MediaFailure; completed: boolean } = { completed: false };
  const subscription = source.subscribe({
    next: (update) => updates.push(update),
    error: (error: MediaFailure) => {
      state.error = error;
    },
    complete: () => {
      state.completed = true;
    },
  });
  return { updates, state, subscription };
}

function failureOf(source: Observable<unknown>): Promise<MediaFailure> {
  return lastValueFrom(source).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: MediaFailure) => error,
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMediaRecorderPort', () => {
  it('asks for the microphone with the options, an ideal sample rate, and starts with the timeslice', async () => {
    const { port, getUserMedia, instances } = setup();
    const { updates } = watch(port.record(OPTIONS));
    await tick();

    expect(getUserMedia).toHaveBeenCalledExactlyOnceWith({
      audio: { echoCancellation: true, noiseSuppression: true, sampleRate: { ideal: 44100 } },
    });
    expect(instances).toHaveLength(1);
    expect(instances[0]?.state).toBe('recording');
    expect(instances[0]?.timeslice).toBe(100);
    expect(updates).toEqual([{ type: 'started', mimeType: 'audio/webm' }]);
  });

  it('uses the first supported mime type, in the order given', async () => {
    const { port, instances } = setup({ supported: ['audio/wav', 'audio/mp4'] });
    const { updates } = watch(port.record(OPTIONS));
    await tick();

    expect(instances[0]?.options).toEqual({ mimeType: 'audio/mp4' });
    expect(updates).toEqual([{ type: 'started', mimeType: 'audio/mp4' }]);
  });

  it("falls back to the recorder's default format when none is supported", async () => {
    const { port, instances } = setup({ supported: [] });
    const { updates } = watch(port.record(OPTIONS));
    await tick();

    expect(instances[0]?.options).toBeUndefined();
    expect(updates).toEqual([{ type: 'started', mimeType: 'audio/ogg' }]);
  });

  it('on stop stores the recording and completes with its id, type, size and duration', async () => {
    const { port, recordings, instances, media, advance } = setup();
    const { updates, state } = watch(port.record(OPTIONS));
    await tick();
    instances[0]?.chunk('abc');
    instances[0]?.chunk('');
    instances[0]?.chunk('de');
    advance(2_500);

    port.stop();
    await tick();

    expect(updates).toEqual([
      { type: 'started', mimeType: 'audio/webm' },
      { type: 'completed', recordingId: 'rec_1', mimeType: 'audio/webm', size: 6, durationMs: 2_500 },
    ]);
    expect(state).toEqual({ completed: true });
    const blob = recordings.get('rec_1');
    expect(blob?.size).toBe(6);
    expect(blob?.type).toBe('audio/webm');
    await expect(blob?.text()).resolves.toBe('abcde!');
    expect(media.allStopped()).toBe(true);
  });

  it('release forgets a finished recording', async () => {
    const { port, recordings } = setup();
    const done = lastValueFrom(port.record(OPTIONS).pipe(toArray()));
    await tick();
    port.stop();
    const updates = await done;
    const completed = updates.find((update) => update.type === 'completed');
    expect(completed?.type === 'completed' && recordings.get(completed.recordingId)).toBeInstanceOf(Blob);

    port.release('rec_1');

    expect(recordings.get('rec_1')).toBeUndefined();
  });

  it.each(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'])(
    'maps %s to permission-denied',
    async (name) => {
      const { port } = setup({
        getUserMedia: () => Promise.reject(new DOMException('Permission denied', name)),
      });

      await expect(failureOf(port.record(OPTIONS))).resolves.toEqual({
        kind: 'permission-denied',
        reason: 'Permission denied',
      });
    },
  );

  it('maps other getUserMedia failures to failed with the message', async () => {
    const { port } = setup({
      getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
    });

    await expect(failureOf(port.record(OPTIONS))).resolves.toEqual({
      kind: 'failed',
      reason: 'Requested device not found',
    });
  });

  it('is unsupported without mediaDevices, getUserMedia or MediaRecorder', async () => {
    const recordings = new RecordingStore();
    const { Recorder } = fakeRecorderClass(['audio/webm']);
    const getUserMedia = vi.fn<MediaDevices['getUserMedia']>();
    const envs: MediaRecorderEnv[] = [
      { mediaDevices: undefined, MediaRecorder: Recorder, now: () => 0 },
      { mediaDevices: {} as Pick<MediaDevices, 'getUserMedia'>, MediaRecorder: Recorder, now: () => 0 },
      { mediaDevices: { getUserMedia }, MediaRecorder: undefined, now: () => 0 },
    ];

    for (const env of envs) {
      await expect(failureOf(createMediaRecorderPort(recordings, env).record(OPTIONS))).resolves.toEqual({
        kind: 'unsupported',
        reason: 'recording is not supported in this browser',
      });
    }
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('stops the tracks and the recorder when unsubscribed while recording, keeping nothing', async () => {
    const { port, recordings, instances, media } = setup();
    const { subscription, updates } = watch(port.record(OPTIONS));
    await tick();
    expect(media.allStopped()).toBe(false);

    subscription.unsubscribe();
    await tick();

    expect(media.allStopped()).toBe(true);
    expect(instances[0]?.state).toBe('inactive');
    expect(recordings.get('rec_1')).toBeUndefined();
    expect(updates).toEqual([{ type: 'started', mimeType: 'audio/webm' }]);
  });

  it('stops the tracks when unsubscribed before the microphone was granted', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const { port, media, instances } = setup({
      getUserMedia: () =>
        new Promise<MediaStream>((resolve) => {
          grant = resolve;
        }),
    });
    const { subscription, updates } = watch(port.record(OPTIONS));

    subscription.unsubscribe();
    grant(media.stream);
    await tick();

    expect(media.allStopped()).toBe(true);
    expect(instances).toHaveLength(0);
    expect(updates).toEqual([]);
  });

  it('stops the tracks and fails when the recorder errors', async () => {
    const { port, media, instances } = setup();
    const { state } = watch(port.record(OPTIONS));
    await tick();

    instances[0]?.fail(new DOMException('Recorder broke', 'UnknownError'));

    expect(state.error).toEqual({ kind: 'failed', reason: 'Recorder broke' });
    expect(media.allStopped()).toBe(true);
    expect(instances[0]?.state).toBe('inactive');
  });

  it('stops the tracks and fails when the recorder cannot be created', async () => {
    const media = fakeStream();
    const { Recorder } = fakeRecorderClass(['audio/webm']);
    class Broken extends Recorder {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        throw new DOMException('Unsupported codec', 'NotSupportedError');
      }
    }
    const broken = createMediaRecorderPort(new RecordingStore(), {
      mediaDevices: { getUserMedia: async () => media.stream },
      MediaRecorder: Broken,
      now: () => 0,
    });

    await expect(failureOf(broken.record(OPTIONS))).resolves.toEqual({ kind: 'failed', reason: 'Unsupported codec' });
    expect(media.allStopped()).toBe(true);
  });

  it('cancels without updates when stopped before the microphone was granted', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const { port, media, instances } = setup({
      getUserMedia: () =>
        new Promise<MediaStream>((resolve) => {
          grant = resolve;
        }),
    });
    const { updates, state } = watch(port.record(OPTIONS));

    port.stop();
    grant(media.stream);
    await tick();

    expect(updates).toEqual([]);
    expect(state).toEqual({ completed: true });
    expect(instances).toHaveLength(0);
    expect(media.allStopped()).toBe(true);
  });
});

describe('isWebKit', () => {
  const SAFARI =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
  const IOS_CHROME =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

  it.each([
    ['Safari', { userAgent: SAFARI, vendor: 'Apple Computer, Inc.' }, true],
    ['Chrome on iOS (WebKit underneath)', { userAgent: IOS_CHROME, vendor: 'Apple Computer, Inc.' }, true],
    ['Chrome', { userAgent: CHROME, vendor: 'Google Inc.' }, false],
    ['Firefox (empty vendor)', { userAgent: FIREFOX, vendor: '' }, false],
    ['Safari without a vendor', { userAgent: SAFARI }, true],
    ['Chrome without a vendor', { userAgent: CHROME }, false],
    ['no navigator', undefined, false],
  ])('%s', (_label, hint, expected) => {
    expect(isWebKit(hint)).toBe(expected);
  });

  it('is told to the core through the port (false unless the environment says so)', () => {
    const { Recorder } = fakeRecorderClass(['audio/mp4']);
    const base = { mediaDevices: undefined, MediaRecorder: Recorder, now: () => 0 };
    expect(createMediaRecorderPort(new RecordingStore(), { ...base, webkit: true }).webkit).toBe(true);
    expect(createMediaRecorderPort(new RecordingStore(), base).webkit).toBe(false);
  });
});
