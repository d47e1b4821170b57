/** A response's status, parsed body (its text when it is not JSON) and headers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer bodies of any shape
export interface JsonReply<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface JsonRequestOptions {
  /** Sent as JSON; a string is sent as it is (for malformed bodies). */
  readonly body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Calls a running local backend as the storefront does (`platform: web`, JSON in and out). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer bodies of any shape
export async function requestJson<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: JsonRequestOptions = {},
): Promise<JsonReply<T>> {
  const { body, token } = options;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      platform: 'web',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers };
}

/** Moves the backend's clock `ms` forward through `/__local/clock`. */
export async function moveClock(baseUrl: string, ms: number): Promise<void> {
  const { body } = await requestJson<{ now: string }>(baseUrl, 'GET', '/__local/clock');
  const moved = await requestJson(baseUrl, 'POST', '/__local/clock', {
    body: { now: new Date(Date.parse(body.now) + ms).toISOString() },
  });
  if (moved.status !== 200) throw new Error(`/__local/clock answered ${moved.status}`);
}
