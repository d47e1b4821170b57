import { map, of, Subject, tap, type Observable, type SchedulerLike } from 'rxjs';
import { orAfter } from '../or-after.operator';
import type { HttpMethod, HttpPort, HttpRequest, HttpResponse } from '../ports/http.port';
import type { UploaderPort, UploadRequest } from '../ports/uploader.port';
import { firstPartyOrigins, type Endpoints } from '../config';
import { isJsonObject } from '../json';

/** Options of one call. */
export interface CallOptions {
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly cache?: HttpRequest['cache'];
}

/** The HTTP helpers the epics use. Relative paths resolve against the store API. */
export interface ApiClient {
  get(path: string, options?: CallOptions): Observable<HttpResponse>;
  post(path: string, body?: unknown, options?: CallOptions): Observable<HttpResponse>;
  put(path: string, body?: unknown, options?: CallOptions): Observable<HttpResponse>;
  patch(path: string, body?: unknown, options?: CallOptions): Observable<HttpResponse>;
  /** `body`: the JSON a route such as Medusa's `DELETE /store/carts/{id}/promotions` reads. */
  delete(path: string, options?: CallOptions, body?: unknown): Observable<HttpResponse>;
  /** PUT of a recording's raw bytes to a storage URL; never carries auth. */
  upload(request: UploadRequest): Observable<{ readonly status: number }>;
}

export interface ApiClients {
  /** Adds the bearer token where the rules ask for it. */
  readonly api: ApiClient;
  /** Never adds the bearer token. */
  readonly raw: ApiClient;
  /**
   * Each answer that ends the shopper's session: 401, or errorCode 403, on a non-login first-party call that carried a
   * bearer token (a guest's call has no session to end).
   */
  readonly sessionExpiries: Observable<SessionExpiry>;
}

/** An answer that ended the session, and the call it answered. */
export interface SessionExpiry {
  readonly status: number;
  readonly url: string;
}

export interface ApiClientDependencies {
  readonly http: HttpPort;
  readonly uploader: UploaderPort;
  readonly endpoints: Endpoints;
  readonly accessToken: () => string | null;
  /** The clock's scheduler, on which every call times out. */
  readonly scheduler: SchedulerLike;
}

/**
 * How long any call may go unanswered (JSON requests and uploads alike, the chat's AI replies
 * included) before it ends as a call that got no answer: status 0, which every caller already
 * turns into the spec's failure message.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The answer of a call that timed out. */
export const TIMED_OUT: HttpResponse = { status: 0, body: { message: 'The request timed out' } };

const PROTECTED_PATH = /v1\/|recommendation|store/;

/**
 * Whether a path is a login call, which never carries the token nor forces logout: any path
 * containing `login` (the brand API), or Medusa's customer auth by email and password
 * (`/auth/customer/emailpass` and its `/register`).
 */
export function isLoginPath(pathname: string): boolean {
  return /login/i.test(pathname) || /\/auth\/customer\/emailpass(\/|$)/.test(pathname);
}

/** The spec's rule for the bearer token: paths with v1/, recommendation or store, login excepted. */
export function needsBearer(pathname: string): boolean {
  return PROTECTED_PATH.test(pathname) && !isLoginPath(pathname);
}

/** Whether a response means the session is no longer valid. */
export function forcesLogout(response: HttpResponse): boolean {
  if (response.status === 401) return true;
  return isJsonObject(response.body) && response.body['errorCode'] === 403;
}

function resolveUrl(path: string, endpoints: Endpoints, query: CallOptions['query']): URL {
  const url = /^https?:\/\//i.test(path)
    ? new URL(path)
    : new URL(path.replace(/^\/+/, ''), endpoints.storeApi.replace(/\/?$/, '/'));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function createClient(
  deps: ApiClientDependencies,
  sessionExpiries: Subject<SessionExpiry>,
  withAuth: boolean,
): ApiClient {
  const firstParty = firstPartyOrigins(deps.endpoints);

  const send = (method: HttpMethod, path: string, body: unknown, options: CallOptions = {}) => {
    const url = resolveUrl(path, deps.endpoints, options.query);
    const isFirstParty = firstParty.has(url.origin);
    const headers: Record<string, string> = { platform: 'web', ...options.headers };
    if (isFirstParty && deps.endpoints.publishableKey && url.pathname.includes('store')) {
      headers['x-publishable-api-key'] = deps.endpoints.publishableKey;
    }
    const token = withAuth && isFirstParty && needsBearer(url.pathname) ? deps.accessToken() : null;
    if (token) headers['authorization'] = `Bearer ${token}`;
    const request: HttpRequest = {
      method,
      url: url.href,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.cache ? { cache: options.cache } : {}),
    };
    return deps.http.request(request).pipe(
      orAfter(REQUEST_TIMEOUT_MS, deps.scheduler, () => of(TIMED_OUT)),
      tap((response) => {
        const carriedToken = Boolean(headers['authorization']);
        if (isFirstParty && carriedToken && !isLoginPath(url.pathname) && forcesLogout(response)) {
          sessionExpiries.next({ status: response.status, url: url.href });
        }
      }),
    );
  };

  return {
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    patch: (path, body, options) => send('PATCH', path, body, options),
    delete: (path, options, body) => send('DELETE', path, body, options),
    upload: (request) =>
      deps.uploader.put(request).pipe(
        map((result) => ({ status: result.status })),
        orAfter(REQUEST_TIMEOUT_MS, deps.scheduler, () => of({ status: 0 })),
      ),
  };
}

/**
 * The one place the spec's request rules live: `platform: web` on every request; the bearer
 * token (default client only) on first-party paths containing v1/, recommendation or store,
 * login excepted; a forced logout on 401 or errorCode 403 from a first-party, non-login call that carried the token
 * (a guest has no session to end);
 * a timeout of {@link REQUEST_TIMEOUT_MS} on every call.
 */
export function createApiClients(deps: ApiClientDependencies): ApiClients {
  const sessionExpiries = new Subject<SessionExpiry>();
  return {
    api: createClient(deps, sessionExpiries, true),
    raw: createClient(deps, sessionExpiries, false),
    sessionExpiries: sessionExpiries.asObservable(),
  };
}

/** The `message` of an error body, if it has one. */
export function errorMessage(response: HttpResponse): string | null {
  const body = response.body;
  if (isJsonObject(body)) {
    const message = body['message'];
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** The server's own words about a failure: the error body's `message`; none when no server answered (status 0). */
export function serverMessage(response: HttpResponse): string | null {
  return response.status === 0 ? null : errorMessage(response);
}

export function isOk(response: HttpResponse): boolean {
  return response.status >= 200 && response.status < 300;
}
