import type { Ports } from '../../ports';
import { createBrowserClock } from './browser-clock.adapter';
import { createDocumentCookiesPort } from './document-cookies.adapter';
import { createFetchHttpPort } from './fetch-http.adapter';
import { createLazySocketPort } from './lazy-socket.adapter';
import { createLazyVoicePorts } from './lazy-voice.adapter';
import { createLocalStoragePort } from './local-storage.adapter';
import { createLazyMonitoringPorts } from './lazy-monitoring.adapter';
import type { MonitoringTunnelOptions } from './monitoring-tunnel.adapter';
import { createRandomIdsPort } from './random-ids.adapter';
import { RecordingStore } from './recording-store';

export interface BrowserPortsOptions {
  /** Where recordings are kept; pass one to read them elsewhere too (the recorder's playback). */
  readonly recordings?: RecordingStore;
  /** The `/monitoring` tunnel and what its forwarder is configured with. */
  readonly monitoring: MonitoringTunnelOptions;
}

/**
 * The production ports: fetch, socket.io-client (loaded on the first connect), localStorage, document cookies, real
 * time, getUserMedia/MediaRecorder and the upload (loaded on the first recording or upload), crypto ids, and analytics
 * and error reporting through the `/monitoring` tunnel. The media port and the uploader share one
 * {@link RecordingStore}, so an upload can send what was just recorded.
 */
export function createBrowserPorts(options: BrowserPortsOptions): Ports {
  const recordings = options.recordings ?? new RecordingStore();
  const voice = createLazyVoicePorts(recordings);
  const monitoring = createLazyMonitoringPorts(options.monitoring);
  return {
    http: createFetchHttpPort(),
    socket: createLazySocketPort(),
    storage: createLocalStoragePort(),
    cookies: createDocumentCookiesPort(),
    clock: createBrowserClock(),
    media: voice.media,
    uploader: voice.uploader,
    ids: createRandomIdsPort(),
    analytics: monitoring.analytics,
    errors: monitoring.errors,
  };
}
