import fc from 'fast-check';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson, type JsonReply } from '../local-backend/backend-client.fixture';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { createModules } from '../local-backend/modules';
import { applyPlan, bodyPlan, HUGE_STRING, HTML_PAGE } from './malformed-bodies';

/** Cases per route; FUZZ_RUNS_PER_ROUTE sets another number. */
const RUNS_PER_ROUTE = Number(process.env['FUZZ_RUNS_PER_ROUTE'] ?? 120);

let backend: LocalBackend;
let token = '';
let cartId = '';
let recordingsDir = '';

const ADDRESS = {
  first_name: 'Asha',
  last_name: 'Verma',
  address_1: '12 MG Road',
  address_2: '',
  city: 'Gurugram',
  province: 'Haryana',
  postal_code: '122002',
  country_code: 'in',
  phone: '9876543210',
};
const call = (method: string, url: string, body?: unknown, bearer: string = token): Promise<JsonReply> =>
  requestJson(backend.url, method, url, {
    ...(body === undefined ? {} : { body }),
    ...(bearer ? { token: bearer } : {}),
  });

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Bodies no valid call sends: text that is not JSON, JSON nested too deep (at the top, in an envelope's items, in an
 * address's metadata), a huge string.
 */
const RAW_BODIES = [
  HTML_PAGE,
  `{"items":[{"kind":"track","name":"deep","properties":${deep(50_000)}}]}`,
  `${JSON.stringify(ADDRESS).slice(0, -1)},"metadata":{"deep":${deep(10_000)}}}`,
  '{"items":[',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  JSON.stringify({ items: [{ kind: 'track', name: HUGE_STRING }] }),
  '',
];
const rawBodies = fc.constantFrom(...RAW_BODIES);

/** A request body for a route whose valid body is `valid`: mostly a broken copy of it, sometimes raw text. */
const bodyFor = (valid: unknown) =>
  fc.oneof(
    { weight: 4, arbitrary: bodyPlan.map((plan) => applyPlan(valid, plan)) },
    { weight: 1, arbitrary: rawBodies },
  );

/** What every answer must be: no 5xx, and an error is JSON `{type, message}` with strings. */
function answerViolations(answer: JsonReply): string[] {
  if (answer.status >= 500) return [`answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`];
  if (answer.status < 400) return [];
  const body = answer.body as { type?: unknown; message?: unknown };
  return typeof body?.type === 'string' && typeof body.message === 'string'
    ? []
    : [`error ${answer.status} is not JSON {type, message}: ${String(answer.body).slice(0, 200)}`];
}

/** What must still read back after any case: the kept envelopes, the addresses, the orders, the cart. */
async function readBackViolations(): Promise<string[]> {
  const reads = await Promise.all([
    call('GET', '/__local/monitoring'),
    call('GET', '/store/customers/me/addresses'),
    call('GET', '/__local/orders'),
    call('GET', `/store/carts/${cartId}`),
    call('GET', '/__local/events'),
  ]);
  return reads.flatMap((answer, index) =>
    answer.status === 200 ? [] : [`read-back ${index} answered ${answer.status}`],
  );
}

async function login(): Promise<string> {
  await call('POST', '/api/v1/auth/login/send-otp', { phone: '9876543210', phone_country_code: '+91' }, '');
  const otp = (await call('GET', '/__local/auth/last-otp?phone=9876543210')).body.otp;
  const verified = await call(
    'POST',
    '/api/v1/auth/login/verify-otp',
    { phone: '9876543210', phone_country_code: '+91', otp },
    '',
  );
  return verified.body.access_token as string;
}

beforeAll(async () => {
  recordingsDir = mkdtempSync(path.join(tmpdir(), 'fuzz-recordings-'));
  backend = await startLocalBackend({
    port: 0,
    control: true,
    log: () => {},
    modules: (context) => createModules(context, recordingsDir),
  });
  token = await login();
  cartId = (await call('POST', '/store/carts', { items: [{ variant_id: 'variant_toor_dal_1kg', quantity: 1 }] })).body
    .cart.id;
});
afterAll(async () => {
  await backend?.close();
});

interface RouteCase {
  readonly route: string;
  readonly method: string;
  readonly path: () => string;
  readonly valid: unknown;
}

const ROUTES: readonly RouteCase[] = [
  {
    route: 'POST /store/carts/{id}',
    method: 'POST',
    path: () => `/store/carts/${cartId}`,
    valid: { email: 'a@b.in', shipping_address: ADDRESS },
  },
  {
    route: 'POST /store/carts/{id}/shipping-methods',
    method: 'POST',
    path: () => `/store/carts/${cartId}/shipping-methods`,
    valid: { option_id: 'so_standard' },
  },
  {
    route: 'POST /store/payment-collections',
    method: 'POST',
    path: () => '/store/payment-collections',
    valid: { cart_id: '' },
  },
  {
    route: 'POST /store/carts/{id}/complete',
    method: 'POST',
    path: () => `/store/carts/${cartId}/complete`,
    valid: {},
  },
  {
    route: 'POST /store/customers/me/addresses',
    method: 'POST',
    path: () => '/store/customers/me/addresses',
    valid: { ...ADDRESS, address_name: 'Home', metadata: { floor: 2 } },
  },
  {
    route: 'POST /monitoring',
    method: 'POST',
    path: () => '/monitoring',
    valid: {
      sentAt: '2026-11-27T10:00:00.000Z',
      sampling: { errors: 1 },
      items: [{ kind: 'track', name: 'x', properties: { a: 1 } }],
    },
  },
  {
    route: 'POST /__local/recordings',
    method: 'POST',
    path: () => '/__local/recordings',
    valid: { name: 'fuzzed', scenario: { name: 'x', steps: [{ dispatch: { type: 'app/startRequested' } }] } },
  },
];

describe('the local backend fuzzed with hostile request bodies (issue 23)', () => {
  for (const route of ROUTES) {
    it(`${route.route}: never 5xx, errors are JSON {type, message}, and everything kept still reads back`, async () => {
      const valid = route.route === 'POST /store/payment-collections' ? { cart_id: cartId } : route.valid;
      await fc.assert(
        fc.asyncProperty(bodyFor(valid), async (body) => {
          const answer = await call(route.method, route.path(), typeof body === 'string' ? body : (body ?? 'null'));
          if (route.route === 'POST /store/customers/me/addresses' && answer.status === 200) {
            const saved = answer.body.customer.addresses as { id: string }[];
            await call('DELETE', `/store/customers/me/addresses/${saved.at(-1)!.id}`);
          }
          const violations = [...answerViolations(answer), ...(await readBackViolations())];
          expect(violations, `${route.route} with ${JSON.stringify(body)?.slice(0, 300)}`).toEqual([]);
        }),
        { numRuns: RUNS_PER_ROUTE, examples: RAW_BODIES.map((body) => [body] as [unknown]) },
      );
    }, 120_000);
  }

  it('DELETE /store/customers/me/addresses/{id}: never 5xx for any id, and the list still reads back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('..', '%2F', 'cuaddr_local_asha_home')),
        async (id) => {
          const answer = await call('DELETE', `/store/customers/me/addresses/${encodeURIComponent(id) || 'x'}`);
          expect([...answerViolations(answer), ...(await readBackViolations())]).toEqual([]);
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  }, 120_000);

  it('recordings only ever land in their folder, as *.scenario.json', () => {
    expect(readdirSync(recordingsDir).every((name) => /^[a-z0-9][a-z0-9-]*\.scenario\.json$/.test(name))).toBe(true);
  });
});
