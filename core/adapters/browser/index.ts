import type { Ports } from '../../ports';
import { createBrowserClock } from './browser-clock.adapter';
import { createDocumentCookiesPort } from './document-cookies.adapter';
import { createFetchHttpPort } from './fetch-http.adapter';
import { createFetchUploaderPort } from './fetch-uploader.adapter';
import { createLazySocketPort } from './lazy-socket.adapter';
import { createLocalStoragePort } from './local-storage.adapter';
import { createMediaRecorderPort } from './media-recorder.adapter';
import { createRandomIdsPort } from './random-ids.adapter';
import { RecordingStore } from './recording-store';

export interface BrowserPortsOptions {
  /** Where recordings are kept; pass one to read them elsewhere too (the recorder's playback). */
  readonly recordings?: RecordingStore;
}

/**
 * The production ports: fetch, socket.io-client (loaded on the first connect), localStorage,
 * document cookies, real time, getUserMedia/MediaRecorder and crypto ids. The media port and the
 * uploader share one {@link RecordingStore}, so an upload can send what was just recorded.
 */
export function createBrowserPorts(options: BrowserPortsOptions = {}): Ports {
  const recordings = options.recordings ?? new RecordingStore();
  return {
    http: createFetchHttpPort(),
    socket: createLazySocketPort(),
    storage: createLocalStoragePort(),
    cookies: createDocumentCookiesPort(),
    clock: createBrowserClock(),
    media: createMediaRecorderPort(recordings),
    uploader: createFetchUploaderPort(recordings),
    ids: createRandomIdsPort(),
  };
}
