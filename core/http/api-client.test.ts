import { firstValueFrom, NEVER, of, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { resolveEndpoints, type EndpointEnv } from '../config';
import type { HttpPort, HttpRequest, HttpResponse } from '../ports/http.port';
import type { UploaderPort } from '../ports/uploader.port';
import { NON_JSON_BODY_KEY } from '../ports/http.port';
import { VirtualClock } from '../../harness/fakes/virtual-clock';
import {
  createApiClients,
  forcesLogout,
  isLoginPath,
  needsBearer,
  REQUEST_TIMEOUT_MS,
  serverMessage,
} from './api-client';

const SEARCH_ORIGIN = 'https://search.grocer.example';
const THIRD_PARTY = 'https://analytics.third-party.example';

/** The clients on an HTTP port that answers every request with `reply`, recording what was sent. */
function setup(options: { token?: string | null; reply?: HttpResponse | 'never'; env?: EndpointEnv } = {}) {
  const clock = new VirtualClock();
  const sent: HttpRequest[] = [];
  const forced: { status: number; url: string }[] = [];
  const http: HttpPort = {
    request: (request) => {
      sent.push(request);
      return options.reply === 'never' ? NEVER : of(options.reply ?? { status: 200, body: {} });
    },
  };
  const uploader: UploaderPort = { put: () => (options.reply === 'never' ? NEVER : of({ status: 200 })) };
  const clients = createApiClients({
    http,
    uploader,
    endpoints: resolveEndpoints({ VITE_SEARCH_API_URL: SEARCH_ORIGIN, ...options.env }, 'http://shop.test'),
    accessToken: () => (options.token === undefined ? 'tok_asha' : options.token),
    scheduler: clock.scheduler,
  });
  clients.sessionExpiries.subscribe((expiry) => forced.push(expiry));
  const last = () => sent[sent.length - 1]!;
  return { ...clients, sent, forced, last, clock };
}

describe('isLoginPath and needsBearer', () => {
  it('treats any path containing login as the login call', () => {
    expect(isLoginPath('/store/auth/login')).toBe(true);
    expect(isLoginPath('/api/v1/users/Login')).toBe(true);
    expect(isLoginPath('/store/carts')).toBe(false);
  });

  it("treats Medusa's customer auth (login and register by email and password) as the login call", () => {
    expect(isLoginPath('/auth/customer/emailpass')).toBe(true);
    expect(isLoginPath('/auth/customer/emailpass/register')).toBe(true);
    expect(isLoginPath('/store/customers/me')).toBe(false);
    expect(isLoginPath('/auth/customer/emailpassword')).toBe(false);
  });

  it('asks for the bearer on v1/, recommendation and store paths, login excepted', () => {
    expect(needsBearer('/store/carts')).toBe(true);
    expect(needsBearer('/api/v1/users/metadata')).toBe(true);
    expect(needsBearer('/recommendation/similar')).toBe(true);
    expect(needsBearer('/store/auth/login')).toBe(false);
    expect(needsBearer('/api/v1/login')).toBe(false);
    expect(needsBearer('/product_search/autosuggest')).toBe(false);
    expect(needsBearer('/uploads/presign')).toBe(false);
  });

  it('forces logout on 401, and on errorCode 403 whatever the status', () => {
    expect(forcesLogout({ status: 401, body: null })).toBe(true);
    expect(forcesLogout({ status: 200, body: { errorCode: 403 } })).toBe(true);
    expect(forcesLogout({ status: 400, body: { errorCode: 403, message: 'expired' } })).toBe(true);
    expect(forcesLogout({ status: 403, body: { message: 'Forbidden' } })).toBe(false);
    expect(forcesLogout({ status: 500, body: 'errorCode 403' })).toBe(false);
  });
});

/** What `call` emitted, collected as it goes. */
function collect<T>(call: Observable<T>): T[] {
  const seen: T[] = [];
  call.subscribe((value) => seen.push(value));
  return seen;
}

describe('createApiClients', () => {
  it('ends every call left unanswered for REQUEST_TIMEOUT_MS on the clock as one with no answer (status 0)', () => {
    const { api, raw, clock } = setup({ reply: 'never' });
    const calls = [
      api.get('/store/carts/c1'),
      raw.post('https://search.grocer.example/product_search/autosuggest', {}),
      api.delete('/store/x'),
    ];
    const answers = calls.map(collect);
    const upload = collect(api.upload({ url: 'https://bucket.example/a.webm', recordingId: 'r1', headers: {} }));
    clock.advance(REQUEST_TIMEOUT_MS - 1);
    expect([...answers.flat(), ...upload]).toEqual([]);
    clock.advance(1);
    expect(answers.map((seen) => seen.map((response) => response.status))).toEqual([[0], [0], [0]]);
    expect(upload).toEqual([{ status: 0 }]);
  });

  it('leaves an answered call alone', () => {
    const { api, clock } = setup();
    const seen = collect(api.get('/store/carts/c1'));
    clock.advance(REQUEST_TIMEOUT_MS * 2);
    expect(seen).toEqual([{ status: 200, body: {} }]);
  });

  it('sends platform: web on every request, first party or not, with or without auth', async () => {
    const { api, raw, sent } = setup();
    await firstValueFrom(api.post('/store/carts', {}));
    await firstValueFrom(api.get(`${THIRD_PARTY}/collect`));
    await firstValueFrom(raw.get('/store/product-categories'));
    await firstValueFrom(api.post(`${SEARCH_ORIGIN}/product_search/autosuggest`, { query: 'rice' }));

    expect(sent).toHaveLength(4);
    for (const request of sent) expect(request.headers['platform']).toBe('web');
  });

  it('adds the bearer on store, v1/ and recommendation paths of first-party origins', async () => {
    const { api, last } = setup();
    await firstValueFrom(api.post('/store/carts', {}));
    expect(last().headers['authorization']).toBe('Bearer tok_asha');
    await firstValueFrom(api.post('/api/v1/users/metadata', {}));
    expect(last().headers['authorization']).toBe('Bearer tok_asha');
    await firstValueFrom(api.get(`${SEARCH_ORIGIN}/recommendation/similar`));
    expect(last().headers['authorization']).toBe('Bearer tok_asha');
  });

  it('leaves the bearer off other paths', async () => {
    const { api, last } = setup();
    await firstValueFrom(api.post(`${SEARCH_ORIGIN}/product_search/autosuggest`, { query: 'dal' }));
    expect(last().headers['authorization']).toBeUndefined();
    await firstValueFrom(api.get('/health'));
    expect(last().headers['authorization']).toBeUndefined();
  });

  it('leaves the bearer off other origins, even on store and v1/ paths', async () => {
    const { api, last } = setup();
    await firstValueFrom(api.post(`${THIRD_PARTY}/store/carts`, {}));
    expect(last().url).toBe(`${THIRD_PARTY}/store/carts`);
    expect(last().headers['authorization']).toBeUndefined();
    await firstValueFrom(api.post(`${THIRD_PARTY}/api/v1/events`, {}));
    expect(last().headers['authorization']).toBeUndefined();
  });

  it('leaves the bearer off the login call', async () => {
    const { api, last } = setup();
    await firstValueFrom(api.post('/store/auth/login', { email: 'a@b.test' }));
    expect(last().headers['authorization']).toBeUndefined();
  });

  it('leaves the bearer off when no token is stored, and the raw client never adds it', async () => {
    const guest = setup({ token: null });
    await firstValueFrom(guest.api.post('/store/carts', {}));
    expect(guest.last().headers['authorization']).toBeUndefined();

    const { raw, last } = setup();
    await firstValueFrom(raw.post('/store/carts', {}));
    expect(last().headers['authorization']).toBeUndefined();
  });

  it('forces logout on a 401 from a first-party, non-login call', async () => {
    const { api, forced } = setup({ reply: { status: 401, body: { message: 'Unauthorized' } } });
    const response = await firstValueFrom(api.post('/store/carts', {}));

    expect(response.status).toBe(401);
    expect(forced).toEqual([{ status: 401, url: 'http://shop.test/store/carts' }]);
  });

  it('forces logout on errorCode 403 in a 200 body', async () => {
    const { api, forced } = setup({ reply: { status: 200, body: { errorCode: 403 } } });
    await firstValueFrom(api.post('/api/v1/users/metadata', {}));

    expect(forced).toEqual([{ status: 200, url: 'http://shop.test/api/v1/users/metadata' }]);
  });

  it('does not force logout on a 401 or errorCode 403 from the login call', async () => {
    const unauthorized = setup({ reply: { status: 401, body: { message: 'Invalid credentials' } } });
    const response = await firstValueFrom(
      unauthorized.api.post('/store/auth/login', { email: 'a@b.test', password: 'x' }),
    );
    expect(response.status).toBe(401);
    await firstValueFrom(unauthorized.raw.post('/api/v1/customer/login', {}));
    expect(unauthorized.forced).toEqual([]);

    await firstValueFrom(unauthorized.api.post('/auth/customer/emailpass', { email: 'a@b.test', password: 'x' }));
    await firstValueFrom(
      unauthorized.api.post('/auth/customer/emailpass/register', { email: 'a@b.test', password: 'x' }),
    );
    expect(unauthorized.forced).toEqual([]);

    const errorCode = setup({ reply: { status: 400, body: { errorCode: 403 } } });
    await firstValueFrom(errorCode.api.post('/api/v1/users/login', {}));
    expect(errorCode.forced).toEqual([]);
  });

  it("treats Medusa's customer auth routes as login calls: a refused password does not force logout", async () => {
    expect(isLoginPath('/auth/customer/emailpass')).toBe(true);
    expect(isLoginPath('/auth/customer/emailpass/register')).toBe(true);
    const refused = setup({
      reply: { status: 401, body: { type: 'unauthorized', message: 'Invalid email or password' } },
    });
    await firstValueFrom(refused.raw.post('/auth/customer/emailpass', { email: 'a@b.test', password: 'x' }));
    await firstValueFrom(refused.raw.post('/auth/customer/emailpass/register', { email: 'a@b.test', password: 'x' }));
    expect(refused.forced).toEqual([]);
  });

  it('sends the publishable key on every first-party store path, and on no other path or origin', async () => {
    const client = setup({ env: { VITE_PUBLISHABLE_KEY: 'pk_test', VITE_STORE_API_URL: 'http://medusa.test' } });
    for (const path of ['/store/products', '/store/carts/cart_1/line-items', '/store/customers/me', '/store/orders']) {
      await firstValueFrom(client.api.get(path));
      expect(client.last().headers['x-publishable-api-key']).toBe('pk_test');
      await firstValueFrom(client.raw.get(path));
      expect(client.last().headers['x-publishable-api-key']).toBe('pk_test');
    }
    await firstValueFrom(client.raw.post('/auth/customer/emailpass', {}));
    expect(client.last().headers['x-publishable-api-key']).toBeUndefined();
    await firstValueFrom(client.raw.get(`${THIRD_PARTY}/store/products`));
    expect(client.last().headers['x-publishable-api-key']).toBeUndefined();
  });

  it('does not force logout on a 401 or errorCode 403 to a call that carried no token: a guest has no session to end', async () => {
    const guest = setup({ token: null, reply: { status: 401, body: { message: 'Log in to continue' } } });
    await firstValueFrom(guest.api.get('/store/orders/order_DOESNOTEXIST'));
    await firstValueFrom(guest.raw.get('/store/customers/me'));
    expect(guest.forced).toEqual([]);

    const refused = setup({ token: null, reply: { status: 200, body: { errorCode: 403 } } });
    await firstValueFrom(refused.api.post('/api/v1/users/metadata', {}));
    expect(refused.forced).toEqual([]);

    const own = setup({ token: null, reply: { status: 401, body: { message: 'Unauthorized' } } });
    await firstValueFrom(own.raw.get('/store/customers/me', { headers: { authorization: 'Bearer tok_own' } }));
    expect(own.forced).toEqual([{ status: 401, url: 'http://shop.test/store/customers/me' }]);
  });

  it('does not force logout on a 401 from another origin', async () => {
    const { api, forced } = setup({ reply: { status: 401, body: null } });
    await firstValueFrom(api.get(`${THIRD_PARTY}/collect`));

    expect(forced).toEqual([]);
  });
});

describe('server words for the shopper', () => {
  it('come only from a JSON body’s message, never from a non-JSON page the fetch adapter kept', () => {
    expect(
      serverMessage({ status: 502, body: { [NON_JSON_BODY_KEY]: '<html><title>502 Bad Gateway</title></html>' } }),
    ).toBeNull();
    expect(serverMessage({ status: 502, body: '<html>Bad gateway</html>' })).toBeNull();
    expect(serverMessage({ status: 400, body: { message: 'Variant not found' } })).toBe('Variant not found');
    expect(serverMessage({ status: 0, body: { message: 'Failed to fetch' } })).toBeNull();
  });
});
