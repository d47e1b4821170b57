import { Observable } from 'rxjs';
import type { UploaderPort } from '../../ports';
import type { RecordingStore } from './recording-store';

async function putBlob(
  fetchImpl: typeof fetch,
  url: string,
  blob: Blob,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<{ readonly status: number }> {
  try {
    const response = await fetchImpl(url, {
      method: 'PUT',
      headers: { ...headers },
      body: blob,
      credentials: 'omit',
      signal,
    });
    return { status: response.status };
  } catch {
    return { status: 0 };
  }
}

/**
 * An {@link UploaderPort} that PUTs a stored recording with `fetch`.
 *
 * The request carries exactly the given headers and no credentials. The answer's status is
 * reported as is; an unknown recording id, a network failure or an abort report status 0.
 * Unsubscribing aborts the upload.
 *
 * @param recordings where the media port keeps recorded bytes.
 * @param fetchImpl the fetch function to use; defaults to the global one.
 */
export function createFetchUploaderPort(
  recordings: RecordingStore,
  fetchImpl: typeof fetch = globalThis.fetch,
): UploaderPort {
  return {
    put: ({ url, recordingId, headers }) =>
      new Observable<{ readonly status: number }>((subscriber) => {
        const blob = recordings.get(recordingId);
        if (blob === undefined) {
          subscriber.next({ status: 0 });
          subscriber.complete();
          return undefined;
        }
        const controller = new AbortController();
        void putBlob(fetchImpl, url, blob, headers, controller.signal).then((result) => {
          subscriber.next(result);
          subscriber.complete();
        });
        return () => controller.abort();
      }),
  };
}
