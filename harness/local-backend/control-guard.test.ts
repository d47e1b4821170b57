import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { allowedHosts, exposureWarning } from './http/host-guard';
import { SOCKET_PATH, startLocalBackend, type LocalBackend } from './local-backend';

/** A raw HTTP request, so the Host and Origin headers are exactly what a hostile page or DNS name would send. */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

let open: LocalBackend;
let closed: LocalBackend;
const hostOf = (backend: LocalBackend) => new URL(backend.url).host;

beforeAll(async () => {
  [open, closed] = await Promise.all([
    startLocalBackend({ port: 0, log: () => {}, control: true }),
    startLocalBackend({ port: 0, log: () => {} }),
  ]);
});
afterAll(async () => {
  await Promise.all([open.close(), closed.close()]);
});

describe('the control API under /__local/', () => {
  it('is off unless asked for (LOCAL_CONTROL=1): no OTPs, no conversations, no reset', async () => {
    for (const [method, path] of [
      ['GET', '/__local/auth/last-otp?phone=9876543210'],
      ['GET', '/__local/chats'],
      ['POST', '/__local/reset'],
    ] as const) {
      const answer = await raw(closed.url, method, path, { host: hostOf(closed), 'content-type': 'application/json' });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });

  it('takes POSTs only with a JSON content type (a cross-site form or text/plain fetch sends none)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await raw(open.url, 'POST', '/__local/reset', { host: hostOf(open), 'content-type': type }, '{}');
      expect(answer.status, type).toBe(415);
    }
    expect((await raw(open.url, 'POST', '/__local/reset', { host: hostOf(open) })).status).toBe(415);
    expect(
      (await raw(open.url, 'POST', '/__local/reset', { host: hostOf(open), 'content-type': 'application/json' }, '{}'))
        .status,
    ).toBe(200);
  });

  it('refuses another origin, and a cross-site request of any kind', async () => {
    const json = { host: hostOf(open), 'content-type': 'application/json' };
    expect(
      (await raw(open.url, 'POST', '/__local/reset', { ...json, origin: 'http://evil.example' }, '{}')).status,
    ).toBe(403);
    expect(
      (await raw(open.url, 'GET', '/__local/chats', { host: hostOf(open), origin: 'http://evil.example' })).status,
    ).toBe(403);
    expect(
      (
        await raw(open.url, 'GET', '/__local/auth/last-otp?phone=9876543210', {
          host: hostOf(open),
          'sec-fetch-site': 'cross-site',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await raw(
          open.url,
          'POST',
          '/__local/reset',
          { ...json, origin: open.url, 'sec-fetch-site': 'same-origin' },
          '{}',
        )
      ).status,
    ).toBe(200);
  });
});

describe('the Host header', () => {
  it('must name an address the server listens at, on every route (no DNS rebinding)', async () => {
    for (const path of ['/__local/chats', '/store/product-categories', '/api/v1/chats/initiate']) {
      const answer = await raw(open.url, 'GET', path, { host: `rebound.evil.example:${new URL(open.url).port}` });
      expect(answer.status, path).toBe(421);
    }
    expect((await raw(open.url, 'GET', '/store/product-categories', { host: hostOf(open) })).status).toBe(200);
    expect(
      (await raw(open.url, 'GET', '/store/product-categories', { host: `localhost:${new URL(open.url).port}` })).status,
    ).toBe(200);
  });

  it('must name such an address for the chat socket too, whose CORS lists the store origins only', async () => {
    const polling = await raw(open.url, 'GET', `${SOCKET_PATH}/?EIO=4&transport=polling`, {
      host: hostOf(open),
      origin: 'http://evil.example',
    });
    expect(polling.status).toBe(403);
    const rebound = await raw(open.url, 'GET', `${SOCKET_PATH}/?EIO=4&transport=polling`, {
      host: `rebound.evil.example:${new URL(open.url).port}`,
    });
    expect(rebound.status).toBe(403);
    const own = await raw(open.url, 'GET', `${SOCKET_PATH}/?EIO=4&transport=polling`, {
      host: hostOf(open),
      origin: open.url,
    });
    expect(own.status).toBe(200);
    const socket = connect(`${open.url}/chats`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { origin: 'http://evil.example' },
    });
    const refused = await new Promise<boolean>((resolve) => {
      socket.on('connect', () => resolve(false));
      socket.on('connect_error', () => resolve(true));
    });
    socket.close();
    expect(refused).toBe(true);
  });

  it('of a request sets the origin of the presigned upload URLs handed back, not the listening address', async () => {
    const port = new URL(open.url).port;
    const answer = await raw(
      open.url,
      'POST',
      '/api/v1/uploads/presign',
      { host: `localhost:${port}`, 'content-type': 'application/json', platform: 'web' },
      JSON.stringify({ userId: 'guest_1', convoId: 'c1', kind: 'audio', ext: 'webm', contentType: 'audio/webm' }),
    );
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { uploadUrl: string; url: string };
    expect(body.uploadUrl.startsWith(`http://localhost:${port}/uploads/put/`)).toBe(true);
    expect(body.url.startsWith(`http://localhost:${port}/uploads/files/`)).toBe(true);
  });
});

describe('listening beyond loopback', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4' as const, internal: true }],
    wlan0: [
      { address: '192.168.1.20', family: 'IPv4' as const, internal: false },
      { address: 'fe80::1', family: 'IPv6' as const, internal: false },
    ],
  };

  it('on 0.0.0.0 accepts the addresses of every interface, and only those', () => {
    const hosts = allowedHosts('0.0.0.0', 5173, interfaces);
    expect([...hosts]).toEqual(
      expect.arrayContaining(['localhost:5173', '127.0.0.1:5173', '192.168.1.20:5173', '[fe80::1]:5173']),
    );
    expect(hosts.has('evil.example:5173')).toBe(false);
    expect([...allowedHosts('127.0.0.1', 5173, interfaces)].sort()).toEqual(['127.0.0.1:5173', 'localhost:5173']);
  });

  it('prints a warning for a non-loopback HOST, saying the control API would hand out OTPs', () => {
    expect(exposureWarning('127.0.0.1', false)).toBeNull();
    expect(exposureWarning('localhost', true)).toBeNull();
    expect(exposureWarning('0.0.0.0', false)).toMatch(/reachable from other machines/);
    expect(exposureWarning('192.168.1.20', true)).toMatch(/OTPs/);
  });
});
