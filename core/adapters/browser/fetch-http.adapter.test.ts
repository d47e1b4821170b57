import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createFetchHttpPort } from './fetch-http.adapter';

function stubFetch(respond: (url: string, init: RequestInit) => Promise<Response>) {
  return vi.fn<typeof fetch>((input, init) => respond(String(input), init ?? {}));
}

describe('createFetchHttpPort', () => {
  it('sends the method, headers, JSON body and cache mode', async () => {
    const fetchImpl = stubFetch(async () => new Response('{"ok":true}', { status: 200 }));
    const http = createFetchHttpPort(fetchImpl);

    const response = await firstValueFrom(
      http.request({
        method: 'POST',
        url: 'https://api.example.test/store/carts?x=1',
        headers: { platform: 'web', authorization: 'Bearer t' },
        body: { quantity: 2 },
        cache: 'default',
      }),
    );

    expect(response).toEqual({ status: 200, body: { ok: true } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/store/carts?x=1');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      platform: 'web',
      authorization: 'Bearer t',
      'content-type': 'application/json',
    });
    expect(init?.body).toBe('{"quantity":2}');
    expect(init?.cache).toBe('default');
  });

  it('sends no body, no content type and no cache mode when the request has none', async () => {
    const fetchImpl = stubFetch(async () => new Response('[]'));
    await firstValueFrom(
      createFetchHttpPort(fetchImpl).request({ method: 'GET', url: 'https://a.test/x', headers: {} }),
    );

    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
    expect(init).not.toHaveProperty('cache');
  });

  it('keeps a content type the request already sets', async () => {
    const fetchImpl = stubFetch(async () => new Response(''));
    await firstValueFrom(
      createFetchHttpPort(fetchImpl).request({
        method: 'PUT',
        url: 'https://a.test/x',
        headers: { 'Content-Type': 'application/merge-patch+json' },
        body: { a: 1 },
      }),
    );

    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toEqual({ 'Content-Type': 'application/merge-patch+json' });
  });

  it('returns 4xx and 5xx answers as responses with their parsed body', async () => {
    const fetchImpl = stubFetch(async (url) =>
      url.endsWith('/missing')
        ? new Response('{"message":"Not found","errorCode":404}', { status: 404 })
        : new Response('{"message":"boom"}', { status: 500 }),
    );
    const http = createFetchHttpPort(fetchImpl);

    await expect(
      firstValueFrom(http.request({ method: 'GET', url: 'https://a.test/missing', headers: {} })),
    ).resolves.toEqual({
      status: 404,
      body: { message: 'Not found', errorCode: 404 },
    });
    await expect(
      firstValueFrom(http.request({ method: 'GET', url: 'https://a.test/broken', headers: {} })),
    ).resolves.toEqual({
      status: 500,
      body: { message: 'boom' },
    });
  });

  it('wraps a non-JSON body as { nonJson }, never as a message, and an empty body as null', async () => {
    const fetchImpl = stubFetch(async (url) =>
      url.endsWith('/html')
        ? new Response('<h1>Bad gateway</h1>', { status: 502 })
        : new Response(null, { status: 204 }),
    );
    const http = createFetchHttpPort(fetchImpl);

    await expect(
      firstValueFrom(http.request({ method: 'GET', url: 'https://a.test/html', headers: {} })),
    ).resolves.toEqual({
      status: 502,
      body: { nonJson: '<h1>Bad gateway</h1>' },
    });
    await expect(
      firstValueFrom(http.request({ method: 'DELETE', url: 'https://a.test/empty', headers: {} })),
    ).resolves.toEqual({
      status: 204,
      body: null,
    });
  });

  it('reports a network failure as status 0 with the message, without erroring', async () => {
    const fetchImpl = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const next = vi.fn();
    const error = vi.fn();

    await new Promise<void>((resolve) => {
      createFetchHttpPort(fetchImpl)
        .request({ method: 'GET', url: 'https://a.test/x', headers: {} })
        .subscribe({ next, error, complete: resolve });
    });

    expect(error).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledExactlyOnceWith({ status: 0, body: { message: 'Failed to fetch' } });
  });

  it('reports a fetch that throws synchronously as status 0', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => {
      throw new TypeError('Invalid URL');
    });

    await expect(
      firstValueFrom(createFetchHttpPort(fetchImpl).request({ method: 'GET', url: 'nope', headers: {} })),
    ).resolves.toEqual({ status: 0, body: { message: 'Invalid URL' } });
  });

  it('aborts the request when unsubscribed and emits nothing', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const next = vi.fn();

    const subscription = createFetchHttpPort(fetchImpl)
      .request({ method: 'GET', url: 'https://a.test/slow', headers: {} })
      .subscribe({ next });
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(signal?.aborted).toBe(true);
    expect(next).not.toHaveBeenCalled();
  });

  it('reports an abort from elsewhere as status 0', async () => {
    const fetchImpl = stubFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    await expect(
      firstValueFrom(createFetchHttpPort(fetchImpl).request({ method: 'GET', url: 'https://a.test/x', headers: {} })),
    ).resolves.toEqual({ status: 0, body: { message: 'The operation was aborted.' } });
  });
});
