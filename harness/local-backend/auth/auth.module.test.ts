import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveClock as moveBackendClock, requestJson } from '../backend-client.fixture';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { createAuthModule, OTP_SENDS_PER_CLIENT } from './auth.module';

const ASHA = '9876543210';
const NEW_PHONE = '7012345678';

let backend: LocalBackend;
const logs: string[] = [];

const call = (method: string, url: string, body?: unknown, token?: string) =>
  requestJson(backend.url, method, url, { body, ...(token ? { token } : {}) });
const post = (url: string, body?: unknown, token?: string) => call('POST', url, body ?? {}, token);
const get = (url: string, token?: string) => call('GET', url, undefined, token);

/** The code the server printed last for `phone`. */
function otpFromLog(phone: string): string {
  const line = `OTP for +91 ${phone.slice(0, 2)}xxxxxx${phone.slice(-2)}: `;
  const found = [...logs].reverse().find((entry) => entry.startsWith(line));
  if (!found) throw new Error(`no OTP logged for ${phone}`);
  return found.slice(line.length);
}

async function sendOtp(phone: string): Promise<string> {
  const sent = await post('/api/v1/auth/login/send-otp', { phone, phone_country_code: '+91' });
  expect(sent.status).toBe(200);
  return otpFromLog(phone);
}

async function login(phone: string) {
  const otp = await sendOtp(phone);
  const verified = await post('/api/v1/auth/login/verify-otp', { phone, phone_country_code: '+91', otp });
  expect(verified.status).toBe(200);
  return verified.body as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    customer: Record<string, string>;
  };
}

const moveClock = (ms: number) => moveBackendClock(backend.url, ms);

beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    control: true,
    log: (message) => logs.push(message),
    modules: (context) => [createAuthModule(context)],
  });
});

afterAll(async () => {
  await backend.close();
});

beforeEach(async () => {
  expect((await post('/__local/reset')).status).toBe(200);
  logs.length = 0;
});

describe('OTP login', () => {
  it('sends an OTP, prints it masked, and logs the seeded customer in with it', async () => {
    const sent = await post('/api/v1/auth/login/send-otp', { phone: ASHA });
    expect(sent).toMatchObject({ status: 200, body: { sent: true, expires_in: 300 } });
    const otp = otpFromLog(ASHA);
    expect(otp).toMatch(/^\d{6}$/);
    expect(logs.some((line) => line.includes(ASHA))).toBe(false);

    const verified = await post('/api/v1/auth/login/verify-otp', { phone: ASHA, phone_country_code: '+91', otp });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ expires_in: 3600 });
    expect(verified.body.access_token).toEqual(expect.any(String));
    expect(verified.body.refresh_token).toEqual(expect.any(String));
    expect(verified.body.customer).toMatchObject({
      first_name: 'Asha',
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: ASHA,
      phone_country_code: '+91',
    });
    const me = await get('/store/customers/me', verified.body.access_token);
    expect(me).toMatchObject({
      status: 200,
      body: { customer: { id: verified.body.customer.id, name: 'Asha Verma' } },
    });
  });

  it('reports the last OTP through the control API, and 404 when none was sent', async () => {
    expect((await get(`/__local/auth/last-otp?phone=${NEW_PHONE}`)).status).toBe(404);
    const otp = await sendOtp(NEW_PHONE);
    const last = await get(`/__local/auth/last-otp?phone=${NEW_PHONE}&phone_country_code=%2B91`);
    expect(last).toMatchObject({ status: 200, body: { otp, phone: NEW_PHONE, phone_country_code: '+91' } });
  });

  it('uses LOCAL_OTP as the code when it is set', async () => {
    const previous = process.env['LOCAL_OTP'];
    process.env['LOCAL_OTP'] = '424242';
    try {
      expect(await sendOtp(NEW_PHONE)).toBe('424242');
      const verified = await post('/api/v1/auth/login/verify-otp', { phone: NEW_PHONE, otp: '424242' });
      expect(verified.status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env['LOCAL_OTP'];
      else process.env['LOCAL_OTP'] = previous;
    }
  });

  it('creates a customer with an empty name and email for a new phone, and finds it again next time', async () => {
    const first = await login(NEW_PHONE);
    expect(first.customer).toMatchObject({
      first_name: '',
      name: '',
      email: '',
      phone: NEW_PHONE,
      phone_country_code: '+91',
    });
    const second = await login(NEW_PHONE);
    expect(second.customer['id']).toBe(first.customer['id']);
    expect(second.access_token).not.toBe(first.access_token);
    expect(logs.filter((line) => line.startsWith('New customer'))).toEqual([
      `New customer ${first.customer['id']} for +91 70xxxxxx78`,
    ]);
    expect(logs.filter((line) => line.includes(NEW_PHONE))).toEqual([]);
  });

  it('refuses numbers that are not Indian mobile numbers', async () => {
    for (const body of [
      { phone: '12345' },
      { phone: '5123456789' },
      { phone: '98765432101' },
      { phone: ASHA, phone_country_code: '+1' },
      {},
    ]) {
      const answer = await post('/api/v1/auth/login/send-otp', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.type).toBe('invalid_data');
    }
  });

  it('answers 400 to malformed JSON', async () => {
    const answer = await post('/api/v1/auth/login/send-otp', '{"phone": ');
    expect(answer).toMatchObject({ status: 400, body: { type: 'invalid_data' } });
  });

  it('refuses a wrong OTP without spending the right one', async () => {
    const otp = await sendOtp(ASHA);
    const wrong = otp === '000000' ? '111111' : '000000';
    const refused = await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp: wrong });
    expect(refused).toMatchObject({ status: 400, body: { type: 'invalid_data', message: 'The OTP is incorrect' } });
    expect((await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp })).status).toBe(200);
  });

  it('refuses a code that is not 6 digits, and one never requested', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', 12.5, undefined]) {
      const refused = await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp });
      expect(refused, String(otp)).toMatchObject({ status: 400, body: { message: 'otp must be 6 digits' } });
    }
    const unrequested = await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp: '123456' });
    expect(unrequested).toMatchObject({
      status: 400,
      body: { message: 'No OTP was requested for this number. Request a new one.' },
    });
  });

  it('accepts an OTP once only', async () => {
    const otp = await sendOtp(ASHA);
    expect((await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp })).status).toBe(200);
    expect((await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp })).status).toBe(400);
  });

  it('invalidates the OTP after 5 wrong attempts', async () => {
    const otp = await sendOtp(ASHA);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp: wrong })).body.message).toBe(
        'The OTP is incorrect',
      );
    }
    const locked = await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toMatch(/too many incorrect attempts/i);
    const fresh = await sendOtp(ASHA);
    expect((await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp: fresh })).status).toBe(200);
  });

  it('refuses an expired OTP', async () => {
    const otp = await sendOtp(ASHA);
    await moveClock(301_000);
    const expired = await post('/api/v1/auth/login/verify-otp', { phone: ASHA, otp });
    expect(expired).toMatchObject({ status: 400, body: { type: 'invalid_data' } });
    expect(expired.body.message).toMatch(/expired/i);
  });

  it('allows 5 sends per phone per 10 minutes', async () => {
    for (let send = 0; send < 5; send += 1) {
      expect((await post('/api/v1/auth/login/send-otp', { phone: ASHA })).status).toBe(200);
    }
    const limited = await post('/api/v1/auth/login/send-otp', { phone: ASHA });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many OTP requests for this number. Try again in 10 minutes.');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await post('/api/v1/auth/login/send-otp', { phone: NEW_PHONE })).status).toBe(200);
    await moveClock(10 * 60 * 1000 + 1000);
    expect((await post('/api/v1/auth/login/send-otp', { phone: ASHA })).status).toBe(200);
  });
});

describe('OTP sends from one address (issue 23)', () => {
  it(`answers 429 past ${OTP_SENDS_PER_CLIENT.burst} sends at once, whatever the numbers`, async () => {
    const answers = [];
    for (let n = 0; n <= OTP_SENDS_PER_CLIENT.burst; n += 1)
      answers.push(await post('/api/v1/auth/login/send-otp', { phone: String(7_000_000_000 + n) }));
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 429, body: { type: 'not_allowed' } });
    expect(Number(answers.at(-1)!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('tokens', () => {
  it('rotates the refresh token', async () => {
    const session = await login(ASHA);
    const refreshed = await post('/api/v1/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ expires_in: 3600 });
    expect(refreshed.body.access_token).not.toBe(session.access_token);
    expect(refreshed.body.refresh_token).not.toBe(session.refresh_token);
    expect((await get('/store/customers/me', refreshed.body.access_token)).status).toBe(200);

    const reused = await post('/api/v1/auth/refresh', { refresh_token: session.refresh_token });
    expect(reused).toMatchObject({ status: 401, body: { type: 'unauthorized' } });
    expect((await post('/api/v1/auth/refresh', { refresh_token: 'rt_unknown' })).status).toBe(401);
    expect((await post('/api/v1/auth/refresh', {})).status).toBe(400);
  });

  it('answers 401 on protected paths without a valid bearer', async () => {
    for (const [method, url] of [
      ['GET', '/store/customers/me'],
      ['POST', '/store/customers/me'],
      ['GET', '/store/orders'],
    ] as const) {
      const anonymous = await call(method, url, method === 'POST' ? {} : undefined);
      expect(anonymous, `${method} ${url}`).toMatchObject({
        status: 401,
        body: { type: 'unauthorized', message: expect.any(String) },
      });
      expect((await call(method, url, method === 'POST' ? {} : undefined, 'at_forged')).status).toBe(401);
    }
    expect((await call('GET', '/store/orders/order_local_1003', undefined, 'at_forged')).status).toBe(401);
  });

  it("answers a guest 404 for a customer's order: a guest has no session to refuse, and the order is not theirs", async () => {
    expect(await call('GET', '/store/orders/order_local_1003')).toMatchObject({
      status: 404,
      body: { type: 'not_found' },
    });
  });

  it('logs out: the access token and its refresh token stop working at once (issue 23)', async () => {
    const { access_token, refresh_token } = await login(ASHA);
    const other = await login(ASHA);
    expect((await post('/api/v1/auth/logout', {}, access_token)).body).toEqual({ logged_out: true });
    expect((await get('/store/customers/me', access_token)).status).toBe(401);
    expect((await post('/api/v1/auth/refresh', { refresh_token })).status).toBe(401);
    expect((await get('/store/customers/me', other.access_token)).status).toBe(200);
    expect((await post('/api/v1/auth/logout', {}, access_token)).status).toBe(200);
    expect((await post('/api/v1/auth/logout')).status).toBe(200);
  });

  it('expires one token or all of them through the control API', async () => {
    const asha = await login(ASHA);
    const other = await login(NEW_PHONE);
    expect((await post('/__local/auth/expire-token', { access_token: asha.access_token })).body).toEqual({
      expired: 1,
    });
    expect((await get('/store/customers/me', asha.access_token)).status).toBe(401);
    expect((await get('/store/orders', other.access_token)).status).toBe(200);
    await post('/__local/auth/expire-token');
    expect((await get('/store/orders', other.access_token)).status).toBe(401);
    const refreshed = await post('/api/v1/auth/refresh', { refresh_token: asha.refresh_token });
    expect((await get('/store/customers/me', refreshed.body.access_token)).status).toBe(200);
  });

  it('expires access tokens after an hour of backend time', async () => {
    const session = await login(ASHA);
    await moveClock(59 * 60 * 1000);
    expect((await get('/store/customers/me', session.access_token)).status).toBe(200);
    await moveClock(2 * 60 * 1000);
    expect((await get('/store/customers/me', session.access_token)).status).toBe(401);
  });

  it('refuses a refresh token after 30 days of backend time', async () => {
    const session = await login(ASHA);
    await moveClock(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await post('/api/v1/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
  });
});

describe('profile', () => {
  it('updates the name and email and keeps them', async () => {
    const session = await login(NEW_PHONE);
    const updated = await post(
      '/store/customers/me',
      { name: 'Ravi  Kumar Iyer', email: 'Ravi@Example.in' },
      session.access_token,
    );
    expect(updated).toMatchObject({
      status: 200,
      body: {
        customer: {
          first_name: 'Ravi',
          last_name: 'Kumar Iyer',
          name: 'Ravi Kumar Iyer',
          email: 'ravi@example.in',
          phone: NEW_PHONE,
        },
      },
    });
    const renamed = await post('/store/customers/me', { first_name: 'Ravindra' }, session.access_token);
    expect(renamed.body.customer).toMatchObject({ first_name: 'Ravindra', name: 'Ravindra Kumar Iyer' });
    const me = await get('/store/customers/me', session.access_token);
    expect(me.body.customer).toMatchObject({ name: 'Ravindra Kumar Iyer', email: 'ravi@example.in' });
  });

  it('validates the update and keeps the phone read-only', async () => {
    const session = await login(NEW_PHONE);
    const cases: [unknown, number, RegExp][] = [
      [{ email: 'not-an-email' }, 400, /email/],
      [{ email: 42 }, 400, /email/],
      [{ first_name: '   ' }, 400, /first_name/],
      [{ phone: '9123456789' }, 400, /phone number cannot be changed/],
      [{ phone_country_code: '+44' }, 400, /phone number cannot be changed/],
      [{ nickname: 'R' }, 400, /nickname/],
      [{ email: 'asha@example.in' }, 409, /email/],
      [[], 400, /object/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post('/store/customers/me', body, session.access_token);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await get('/store/customers/me', session.access_token)).body.customer).toMatchObject({
      email: '',
      phone: NEW_PHONE,
    });
  });
});

describe('orders', () => {
  it('lists the seeded customer’s 3 orders, newest first, in paise', async () => {
    const session = await login(ASHA);
    const answer = await get('/store/orders', session.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(3);
    const orders = answer.body.orders as {
      id: string;
      created_at: string;
      total: number;
      currency_code: string;
      items: { total: number; quantity: number }[];
    }[];
    expect(orders).toHaveLength(3);
    for (const order of orders) {
      expect(order).toMatchObject({ currency_code: 'inr', display_id: expect.any(Number), status: expect.any(String) });
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.items[0]).toEqual(
        expect.objectContaining({ id: expect.any(String), title: expect.any(String), thumbnail: expect.any(String) }),
      );
      expect(order.total).toBe(order.items.reduce((sum, item) => sum + item.total, 0));
      expect(Number.isInteger(order.total)).toBe(true);
    }
    const dates = orders.map((order) => Date.parse(order.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const page = await get('/store/orders?limit=1&offset=1', session.access_token);
    expect(page.body).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(page.body.orders.map((order: { id: string }) => order.id)).toEqual([orders[1]!.id]);
    expect((await get(`/store/orders/${orders[0]!.id}`, session.access_token)).body.order.id).toBe(orders[0]!.id);
    expect((await get('/store/orders?limit=-1', session.access_token)).status).toBe(400);
  });

  it('has no orders for a new customer, nor access to someone else’s', async () => {
    const asha = await login(ASHA);
    const ashaOrder = (await get('/store/orders', asha.access_token)).body.orders[0].id as string;
    const session = await login(NEW_PHONE);
    expect((await get('/store/orders', session.access_token)).body).toMatchObject({ orders: [], count: 0 });
    expect((await get(`/store/orders/${ashaOrder}`, session.access_token)).status).toBe(404);
  });
});

describe('metadata and session events', () => {
  const event = {
    customer_id: 'guest_1700000000000_abc',
    session_id: 'session-1',
    event_type: 'product-view',
    event_data: { product_id: 'prod_toor_dal', variant_id: 'variant_1kg', event_timestamp: '2025-06-01T10:00:00.000Z' },
  };

  it('records both reports without needing a bearer', async () => {
    expect(await post('/api/v1/users/metadata', { id: 'cus_1', lastDomain: 'shop.example.in' })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await post('/api/v1/events/session-events', event)).toMatchObject({ status: 200, body: { ok: true } });
    expect(
      (
        await post(
          '/api/v1/events/session-events',
          { ...event, event_data: { ...event.event_data, variant_id: null } },
          'at_stale',
        )
      ).status,
    ).toBe(200);
    const recorded = await get('/__local/events');
    expect(recorded.body.metadata).toEqual([expect.objectContaining({ id: 'cus_1', lastDomain: 'shop.example.in' })]);
    expect(recorded.body.sessionEvents).toHaveLength(2);
    expect(recorded.body.sessionEvents[0]).toMatchObject(event);
    await post('/__local/reset');
    expect((await get('/__local/events')).body).toEqual({ metadata: [], sessionEvents: [] });
  });

  it('answers 400 to reports of the wrong shape', async () => {
    expect((await post('/api/v1/users/metadata', { lastDomain: 'shop.example.in' })).status).toBe(400);
    expect((await post('/api/v1/users/metadata', { id: 'cus_1', lastDomain: 7 })).status).toBe(400);
    const bad = [
      { ...event, customer_id: undefined },
      { ...event, session_id: 5 },
      { ...event, event_data: undefined },
      { ...event, event_data: { ...event.event_data, product_id: '' } },
      { ...event, event_data: { ...event.event_data, variant_id: 3 } },
      { ...event, event_data: { ...event.event_data, event_timestamp: 'yesterday' } },
    ];
    for (const body of bad) {
      expect((await post('/api/v1/events/session-events', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/api/v1/events/session-events', '[')).status).toBe(400);
    expect((await get('/__local/events')).body).toEqual({ metadata: [], sessionEvents: [] });
  });
});

describe('reset', () => {
  it('restores the seeded customer and forgets tokens', async () => {
    const session = await login(ASHA);
    await post('/store/customers/me', { name: 'Asha Changed' }, session.access_token);
    await post('/__local/reset');
    expect((await get('/store/customers/me', session.access_token)).status).toBe(401);
    expect((await post('/api/v1/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    expect((await login(ASHA)).customer['name']).toBe('Asha Verma');
  });
});

describe("saved addresses (Medusa v2's /store/customers/me/addresses)", () => {
  const ADDRESS = {
    first_name: 'Ravi',
    last_name: 'Kumar',
    address_1: '22 Residency Road',
    address_2: '',
    city: 'Bengaluru',
    province: 'Karnataka',
    postal_code: '560025',
    country_code: 'in',
    phone: '7012345678',
    metadata: { label: 'Office' },
  };

  it('the seeded customer has one default address; a new customer none, then the one saved, answered in the customer', async () => {
    const asha = await login(ASHA);
    const seeded = await get('/store/customers/me/addresses', asha.access_token);
    expect(seeded.body).toMatchObject({
      count: 1,
      addresses: [
        { id: 'cuaddr_local_asha_home', postal_code: '122009', country_code: 'in', is_default_shipping: true },
      ],
    });
    const ravi = await login(NEW_PHONE);
    expect((await get('/store/customers/me/addresses', ravi.access_token)).body).toMatchObject({
      addresses: [],
      count: 0,
    });
    const saved = await post('/store/customers/me/addresses', ADDRESS, ravi.access_token);
    expect(saved.status).toBe(200);
    expect(saved.body.customer).toMatchObject({
      id: ravi.customer['id'],
      addresses: [
        {
          address_1: '22 Residency Road',
          phone: '+917012345678',
          metadata: { label: 'Office' },
          is_default_shipping: true,
        },
      ],
    });
    expect((await get('/store/customers/me/addresses', ravi.access_token)).body.count).toBe(1);
    expect((await get('/store/customers/me/addresses', asha.access_token)).body.count).toBe(1);
  });

  it('asks for a login, and refuses a bad address with the field named', async () => {
    expect((await get('/store/customers/me/addresses')).status).toBe(401);
    expect((await post('/store/customers/me/addresses', ADDRESS)).status).toBe(401);
    const { access_token } = await login(ASHA);
    const refused = await post('/store/customers/me/addresses', { ...ADDRESS, postal_code: '012345' }, access_token);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'address.postal_code must be 6 digits not starting with 0' },
    });
    expect((await post('/store/customers/me/addresses', { ...ADDRESS, country_code: 'us' }, access_token)).status).toBe(
      400,
    );
    expect((await post('/store/customers/me/addresses', { ...ADDRESS, metadata: 'x' }, access_token)).status).toBe(400);
    expect((await get('/store/customers/me/addresses', access_token)).body.count).toBe(1);
  });
});
