import type { Observable } from 'rxjs';

export interface UploadRequest {
  readonly url: string;
  /** A recording kept by the media port. */
  readonly recordingId: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Raw PUT of binary data to storage, with no auth. Like HttpPort, it reports failures as statuses (0: no answer). */
export interface UploaderPort {
  put(request: UploadRequest): Observable<{ readonly status: number }>;
}
