import type { ClockPort } from './clock.port';
import type { CookiesPort } from './cookies.port';
import type { HttpPort } from './http.port';
import type { IdsPort } from './ids.port';
import type { MediaPort } from './media.port';
import type { AnalyticsPort, ErrorReportingPort } from './monitoring.port';
import type { SocketPort } from './socket.port';
import type { StoragePort } from './storage.port';
import type { UploaderPort } from './uploader.port';

export type * from './clock.port';
export type * from './cookies.port';
export type * from './http.port';
export type * from './ids.port';
export type * from './media.port';
export type * from './monitoring.port';
export type * from './socket.port';
export type * from './storage.port';
export type * from './uploader.port';
export { isStorageFailure } from './storage.port';
export { NON_JSON_BODY_KEY } from './http.port';

/** Everything the core needs from the outside world. */
export interface Ports {
  readonly http: HttpPort;
  readonly socket: SocketPort;
  readonly storage: StoragePort;
  readonly cookies: CookiesPort;
  readonly clock: ClockPort;
  readonly media: MediaPort;
  readonly uploader: UploaderPort;
  readonly ids: IdsPort;
  readonly analytics: AnalyticsPort;
  readonly errors: ErrorReportingPort;
}
