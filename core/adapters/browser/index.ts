import type { Ports } from '../../ports';
import { createBrowserClock } from './browser-clock.adapter';
import { createDocumentCookiesPort } from './document-cookies.adapter';
import { createFetchHttpPort } from './fetch-http.adapter';
import { createFetchUploaderPort } from './fetch-uploader.adapter';
import { createLocalStoragePort } from './local-storage.adapter';
import { createMediaRecorderPort } from './media-recorder.adapter';
import { createRandomIdsPort } from './random-ids.adapter';
import { RecordingStore } from './recording-store';
import { createSocketIoPort } from './socket-io.adapter';

export { createBrowserClock } from './browser-clock.adapter';
export { createDocumentCookiesPort } from './document-cookies.adapter';
export { createFetchHttpPort } from './fetch-http.adapter';
export { createFetchUploaderPort } from './fetch-uploader.adapter';
export { createLocalStoragePort } from './local-storage.adapter';
export { createMediaRecorderPort, type MediaRecorderClass, type MediaRecorderEnv } from './media-recorder.adapter';
export { createRandomIdsPort } from './random-ids.adapter';
export { RecordingStore } from './recording-store';
export {
  createSocketIoPort,
  type SocketIoClientLike,
  type SocketIoFactory,
  type SocketIoManagerLike,
  type SocketIoOptions,
} from './socket-io.adapter';

/**
 * The production ports: fetch, socket.io-client, localStorage, document cookies, real time,
 * getUserMedia/MediaRecorder and crypto ids. The media port and the uploader share one
 * {@link RecordingStore}, so an upload can send what was just recorded.
 */
export function createBrowserPorts(): Ports {
  const recordings = new RecordingStore();
  return {
    http: createFetchHttpPort(),
    socket: createSocketIoPort(),
    storage: createLocalStoragePort(),
    cookies: createDocumentCookiesPort(),
    clock: createBrowserClock(),
    media: createMediaRecorderPort(undefined, recordings),
    uploader: createFetchUploaderPort(recordings),
    ids: createRandomIdsPort(),
  };
}
