import type { Observable } from 'rxjs';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as it leaves the client: absolute URL (query included), final headers, JSON body. */
export interface HttpRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** Fetch cache mode, where a call asks for one (the category request uses 'default'). */
  readonly cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache';
}

/**
 * The key under which a response body that is not JSON arrives: `{ nonJson: text }`. Server
 * words reach a shopper only from a decoded JSON `message`, never from such a body.
 */
export const NON_JSON_BODY_KEY = 'nonJson';

/**
 * A response with its status. Status 0 means the request never got an answer
 * (network failure, CORS, abort); `body` then holds `{ message }`.
 */
export interface HttpResponse {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Transport for JSON requests. It never errors on 4xx/5xx or on a network failure:
 * every outcome is a response. Unsubscribing cancels the request.
 */
export interface HttpPort {
  request(request: HttpRequest): Observable<HttpResponse>;
}
