/**
 * Calls a JSON route of a backend (the control API `/__local/...` or any other; a POST or DELETE
 * as JSON) and returns its JSON; throws unless it answers 2xx.
 */
export type BackendControl = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;

/** {@link BackendControl} for the backend at `baseUrl`. */
export function backendControl(baseUrl: string): BackendControl {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
}
