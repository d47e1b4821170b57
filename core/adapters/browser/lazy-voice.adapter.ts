import { defer, from, mergeMap, Observable } from 'rxjs';
import type { MediaPort, RecordingUpdate, UploaderPort } from '../../ports';
import type { RecordingStore } from './recording-store';
import { isWebKit } from './webkit';

/** The module with the real recorder and uploader. */
export type VoiceAdaptersModule = Pick<
  typeof import('./voice-adapters'),
  'createMediaRecorderPort' | 'createFetchUploaderPort'
>;

interface LoadedVoicePorts {
  readonly media: MediaPort;
  readonly uploader: UploaderPort;
}

/**
 * The media and uploader ports, whose code (MediaRecorder and the upload) is fetched on the first
 * recording or upload, so it stays out of the page's first download. A `stop()` asked while the
 * code loads stops the recording as soon as it starts; a failed load is tried again next time.
 */
export function createLazyVoicePorts(
  recordings: RecordingStore,
  load: () => Promise<VoiceAdaptersModule> = () => import('./voice-adapters'),
  webkit: boolean = isWebKit(globalThis.navigator),
): LoadedVoicePorts {
  let loading: Promise<LoadedVoicePorts> | null = null;
  let loaded: LoadedVoicePorts | null = null;
  let stopWanted = false;
  const ports$ = defer(() => {
    loading ??= load().then(
      (module) =>
        (loaded = {
          media: module.createMediaRecorderPort(recordings),
          uploader: module.createFetchUploaderPort(recordings),
        }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return from(loading);
  });
  return {
    media: {
      webkit,
      record: (options) =>
        defer(() => {
          stopWanted = false;
          return ports$.pipe(
            mergeMap(
              (ports) =>
                new Observable<RecordingUpdate>((subscriber) => {
                  const subscription = ports.media.record(options).subscribe(subscriber);
                  if (stopWanted) {
                    stopWanted = false;
                    ports.media.stop();
                  }
                  return subscription;
                }),
            ),
          );
        }),
      stop: () => {
        if (loaded) loaded.media.stop();
        else stopWanted = true;
      },
      release: (recordingId) => loaded?.media.release(recordingId),
    },
    uploader: { put: (request) => ports$.pipe(mergeMap((ports) => ports.uploader.put(request))) },
  };
}
