import { Observable } from 'rxjs';
import { NON_JSON_BODY_KEY, type HttpPort, type HttpRequest, type HttpResponse } from '../../ports/http.port';

/** How much of a non-JSON body is kept, for logs and traces. */
const NON_JSON_BODY_KEPT = 1000;

type FetchFn = typeof fetch;

function hasHeader(headers: Readonly<Record<string, string>>, name: string): boolean {
  const wanted = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === wanted);
}

function buildInit(request: HttpRequest, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { ...request.headers };
  const init: RequestInit = { method: request.method, headers, signal };
  if (request.body !== undefined) {
    if (!hasHeader(headers, 'content-type')) headers['content-type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  if (request.cache !== undefined) init.cache = request.cache;
  return init;
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { [NON_JSON_BODY_KEY]: text.slice(0, NON_JSON_BODY_KEPT) };
  }
}

function failureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof error === 'string' && error !== '') return error;
  return 'Network request failed';
}

async function send(fetchImpl: FetchFn, request: HttpRequest, signal: AbortSignal): Promise<HttpResponse> {
  try {
    const response = await fetchImpl(request.url, buildInit(request, signal));
    const text = await response.text();
    return { status: response.status, body: parseBody(text) };
  } catch (error) {
    return { status: 0, body: { message: failureMessage(error) } };
  }
}

/**
 * An {@link HttpPort} on top of `fetch`.
 *
 * Bodies are sent as JSON (`content-type: application/json` unless the request already sets a
 * content type) and responses are parsed as JSON: an empty body becomes `null`, a non-JSON body (a
 * proxy's HTML error page) `{ nonJson: text }`, never `{ message }`, so no raw server text can
 * become a shopper's message. Every outcome is a response: 4xx/5xx keep their status, and a network
 * failure or abort becomes status 0 with `{ message }`. Unsubscribing aborts the request.
 *
 * @param fetchImpl the fetch function to use; defaults to the global one.
 */
export function createFetchHttpPort(fetchImpl: FetchFn = globalThis.fetch): HttpPort {
  return {
    request: (request) =>
      new Observable<HttpResponse>((subscriber) => {
        const controller = new AbortController();
        void send(fetchImpl, request, controller.signal).then((response) => {
          subscriber.next(response);
          subscriber.complete();
        });
        return () => controller.abort();
      }),
  };
}
