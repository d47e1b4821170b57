import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestJson } from './backend-client.fixture';
import { MAX_JSON_DEPTH } from './http/json-body';
import { startLocalBackend, type LocalBackend } from './local-backend';
import { KEPT_ENVELOPE_BYTES } from './monitoring/monitoring.module';
import { KEPT_REPORT_BYTES } from './auth/activity-log';

let backend: LocalBackend;
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, token?: string) =>
  requestJson(backend.url, method, path, { body, headers, ...(token ? { token } : {}) });
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

async function ashaToken(): Promise<string> {
  await call('POST', '/api/v1/auth/login/send-otp', { phone: '9876543210', phone_country_code: '+91' });
  const otp = (await call('GET', '/__local/auth/last-otp?phone=9876543210')).body.otp;
  return (await call('POST', '/api/v1/auth/login/verify-otp', { phone: '9876543210', phone_country_code: '+91', otp }))
    .body.access_token as string;
}

const ADDRESS = {
  first_name: 'Asha',
  last_name: 'Verma',
  address_1: '12 MG Road',
  city: 'Gurugram',
  province: 'Haryana',
  postal_code: '122002',
  country_code: 'in',
  phone: '9876543210',
};
const SESSION_EVENT = {
  customer_id: 'cus_1',
  session_id: 'sess_1',
  event_type: 'product_view',
  event_data: { product_id: 'prod_1', variant_id: null, event_timestamp: '2026-11-27T10:00:00.000Z' },
};

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, control: true, log: () => {} });
});
afterAll(async () => {
  await backend?.close();
});
beforeEach(async () => {
  await call('POST', '/__local/reset', {});
});

describe('JSON nested too deep (issue 23 item 10)', () => {
  it.each(['/monitoring', '/api/v1/users/metadata', '/store/carts', '/store/customers/me/addresses'])(
    'is refused with 400 by %s before anything is kept',
    async (path) => {
      const token = await ashaToken();
      const bodies = [
        nestedArrays(1500),
        nested(MAX_JSON_DEPTH + 1),
        ...(path === '/monitoring' ? [nestedArrays(50_000)] : []),
      ];
      for (const body of bodies) {
        const answer = await call('POST', path, body, {}, token);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(/nested/);
      }
      expect((await call('GET', '/__local/monitoring')).status).toBe(200);
    },
  );

  it('takes JSON nested up to the limit', async () => {
    const envelope = `{"items":[{"kind":"track","name":"x","properties":${nested(MAX_JSON_DEPTH - 3)}}]}`;
    expect((await call('POST', '/monitoring', envelope)).status).toBe(202);
  });

  it('lets a customer delete a saved address, and 404 for one that is not theirs', async () => {
    const token = await ashaToken();
    const saved = await call('POST', '/store/customers/me/addresses', ADDRESS, {}, token);
    const added = saved.body.customer.addresses.at(-1).id as string;
    expect((await call('DELETE', `/store/customers/me/addresses/${added}`, undefined, {}, token)).body).toMatchObject({
      id: added,
      object: 'customer_address',
      deleted: true,
    });
    const left = (await call('GET', '/store/customers/me/addresses', undefined, {}, token)).body.addresses;
    expect(left.map((address: { id: string }) => address.id)).toEqual(['cuaddr_local_asha_home']);
    expect((await call('DELETE', `/store/customers/me/addresses/${added}`, undefined, {}, token)).status).toBe(404);
    expect((await call('DELETE', '/store/customers/me/addresses/cuaddr_local_asha_home')).status).toBe(401);
  });
});

describe('posts from another site (issue 23 item 2)', () => {
  const routes = [
    ['/monitoring', { items: [{ kind: 'track', name: 'x' }] }],
    ['/api/v1/users/metadata', { id: 'cus_1', lastDomain: 'localhost' }],
    ['/api/v1/events/session-events', SESSION_EVENT],
  ] as const;

  it.each(routes)(
    '%s refuses another origin (403) and a body not sent as JSON (415), keeping nothing',
    async (path, body) => {
      expect((await call('POST', path, body, { origin: 'http://evil.example' })).status).toBe(403);
      expect((await call('POST', path, body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await call('POST', path, JSON.stringify(body), { 'content-type': 'text/plain' })).status).toBe(415);
      expect((await call('GET', '/__local/monitoring')).body.envelopes).toEqual([]);
      expect((await call('GET', '/__local/events')).body).toEqual({ metadata: [], sessionEvents: [] });
    },
  );

  it.each(routes)('%s takes a post from the store itself', async (path, body) => {
    const answer = await call('POST', path, body, { origin: backend.url, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBeLessThan(300);
  });
});

describe('what the analytics routes keep (issue 23 item 1)', () => {
  it('refuses an envelope of empty items, and one past the item count', async () => {
    const empties = `{"items":[${Array.from({ length: 1000 }, () => '{}').join(',')}]}`;
    expect((await call('POST', '/monitoring', empties)).status).toBe(400);
    const many = { items: Array.from({ length: 1000 }, () => ({ kind: 'track', name: 'x' })) };
    expect((await call('POST', '/monitoring', many)).status).toBe(400);
    expect((await call('GET', '/__local/monitoring')).body.envelopes).toEqual([]);
  });

  it('keeps envelopes within a byte budget, the newest last', async () => {
    const big = 'x'.repeat(200 * 1024);
    for (let n = 0; n < 60; n++) {
      const answer = await call('POST', '/monitoring', { items: [{ kind: 'error', message: big, n }] });
      expect(answer.status).toBe(202);
    }
    const listed = await call('GET', '/__local/monitoring');
    const kept = listed.body.envelopes as { envelope: { items: { n: number }[] } }[];
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(KEPT_ENVELOPE_BYTES + kept.length * 100);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.at(-1)!.envelope.items[0]!.n).toBe(59);
  });

  it('caps each report body (413) and the fields it keeps (400)', async () => {
    const mega = 'x'.repeat(1024 * 1024);
    const tooLarge = await call('POST', '/api/v1/users/metadata', { id: 'cus_1', lastDomain: mega });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.type).toBe('payload_too_large');
    expect((await call('POST', '/api/v1/users/metadata', { id: 'cus_1', lastDomain: 'x'.repeat(300) })).status).toBe(
      400,
    );
    const longVariant = { ...SESSION_EVENT, event_data: { ...SESSION_EVENT.event_data, variant_id: 'v'.repeat(3000) } };
    expect((await call('POST', '/api/v1/events/session-events', longVariant)).status).toBe(400);
    const extra = await call('POST', '/api/v1/users/metadata', {
      id: 'cus_1',
      lastDomain: 'a.in',
      junk: 'x'.repeat(900),
    });
    expect(extra.status).toBe(200);
    expect((await call('GET', '/__local/events')).body.metadata[0]).not.toHaveProperty('junk');
  });

  it('keeps reports within a byte budget', async () => {
    const domain = `${'d'.repeat(250)}.in`;
    for (let n = 0; n < 1000; n++) await call('POST', '/api/v1/users/metadata', { id: `cus_${n}`, lastDomain: domain });
    const { metadata } = (await call('GET', '/__local/events')).body;
    expect(JSON.stringify(metadata).length).toBeLessThanOrEqual(KEPT_REPORT_BYTES + metadata.length + 1);
    expect(metadata.at(-1).id).toBe('cus_999');
  });

  it('refuses address metadata past a small size', async () => {
    const token = await ashaToken();
    const metadata = { note: 'x'.repeat(5000) };
    expect((await call('POST', '/store/customers/me/addresses', { ...ADDRESS, metadata }, {}, token)).status).toBe(400);
  });
});
