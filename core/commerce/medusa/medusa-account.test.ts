import { describe, expect, it } from 'vitest';
import type { ProfileChanges } from '../../account/account.model';
import {
  asRecorded,
  loadFixture,
  queryOf,
  replayFixture,
  resultOf,
} from '../../../harness/fakes/medusa-fixture-replay';

const recorded = (name: string) => loadFixture(name).exchanges.map((exchange) => exchange.request);
const tokenOf = (body: unknown) => (body as { token: string }).token;

describe('medusa account on recorded Medusa 2.21 answers', () => {
  it('logs in with emailpass, then reads the customer with the new token given explicitly', async () => {
    const fixture = loadFixture('login');
    const [email, password] = fixture.args as [string, string];
    const { commerce, made, forced } = replayFixture(fixture);
    const session = await resultOf(commerce.passwordLogin(email, password));
    expect(asRecorded(made)).toEqual(recorded('login'));
    expect(made[0]).toMatchObject({
      method: 'POST',
      url: `${fixture.storeApi}/auth/customer/emailpass`,
      body: { email, password },
    });
    expect(made[0]!.headers).not.toHaveProperty('authorization');
    const token = tokenOf(fixture.exchanges[0]!.response.body);
    expect(made[1]!.headers['authorization']).toBe(`Bearer ${token}`);
    expect(new URL(made[1]!.url).pathname).toBe('/store/customers/me');
    expect(session).toMatchObject({
      ok: true,
      value: { accessToken: token, refreshToken: null, profile: { email, first_name: 'Ravi', name: 'Ravi Kumar' } },
    });
    expect(forced).toEqual([]);
  });

  it("a wrong password is invalid with Medusa's words, and forces no logout", async () => {
    const fixture = loadFixture('login-wrong-password');
    const [email, password] = fixture.args as [string, string];
    const { commerce, made, forced } = replayFixture(fixture);
    expect(await resultOf(commerce.passwordLogin(email, password))).toEqual({
      ok: false,
      kind: 'invalid',
      status: 401,
      message: 'Invalid email or password',
    });
    expect(made).toHaveLength(1);
    expect(forced).toEqual([]);
  });

  it('registers: identity, customer with the registration token, then a login for a customer-bound token', async () => {
    const fixture = loadFixture('register');
    const details = fixture.args[0] as {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      phone: string;
    };
    const { commerce, made } = replayFixture(fixture);
    const session = await resultOf(commerce.register(details));
    expect(asRecorded(made)).toEqual(recorded('register'));
    expect(made.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /auth/customer/emailpass/register',
      'POST /store/customers',
      'POST /auth/customer/emailpass',
      'GET /store/customers/me',
    ]);
    expect(made[1]!.headers['authorization']).toBe(`Bearer ${tokenOf(fixture.exchanges[0]!.response.body)}`);
    expect(made[1]!.body).toEqual({
      email: details.email,
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone: '9876501234',
    });
    expect(session.ok && session.value.accessToken).toBe(tokenOf(fixture.exchanges[2]!.response.body));
    expect(session.ok && session.value.profile.id).toMatch(/^cus_/);
  });

  it("a taken email is invalid with Medusa's words", async () => {
    const fixture = loadFixture('register-taken');
    const result = await resultOf(replayFixture(fixture).commerce.register(fixture.args[0] as never));
    expect(result).toEqual({ ok: false, kind: 'invalid', status: 401, message: 'Identity with email already exists' });
  });

  it('reads and saves the profile with the stored token; only the names are sent', async () => {
    const profile = loadFixture('profile');
    const token = profile.exchanges[0]!.request.headers['authorization']!.replace('Bearer ', '');
    const read = replayFixture(profile, { token });
    expect(await resultOf(read.commerce.profile())).toMatchObject({
      ok: true,
      value: { first_name: 'Ravi', last_name: 'Kumar', phone: '9876501234' },
    });
    expect(asRecorded(read.made)).toEqual(recorded('profile'));

    const save = loadFixture('save-profile');
    const changes = save.args[0] as ProfileChanges;
    const saved = replayFixture(save, { token });
    expect(await resultOf(saved.commerce.saveProfile(changes))).toMatchObject({
      ok: true,
      value: { last_name: 'Sharma', name: 'Ravi Sharma' },
    });
    expect(asRecorded(saved.made)).toEqual(recorded('save-profile'));
    expect(saved.made[0]!.body).toEqual({ first_name: 'Ravi', last_name: 'Sharma' });
  });

  it("a changed email is invalid: Medusa's store API cannot change it", async () => {
    const save = loadFixture('save-profile');
    const changes = { ...(save.args[0] as ProfileChanges), email: 'new@example.in' };
    expect(await resultOf(replayFixture(save, { token: 't' }).commerce.saveProfile(changes))).toEqual({
      ok: false,
      kind: 'invalid',
      status: 200,
      message: null,
    });
  });

  it('lists orders newest first with money in paise', async () => {
    const fixture = loadFixture('orders');
    const token = fixture.exchanges[0]!.request.headers['authorization']!.replace('Bearer ', '');
    const { commerce, made } = replayFixture(fixture, { token });
    const page = await resultOf(commerce.orders());
    expect(asRecorded(made)).toEqual(recorded('orders'));
    expect(queryOf(made[0]!.url)).toMatchObject({ order: '-created_at', limit: '50', offset: '0' });
    if (!page.ok) throw new Error('orders failed');
    expect(page.value.count).toBe(1);
    const [order] = page.value.items;
    expect(order).toMatchObject({ total: 68900, status: 'pending', displayId: expect.any(Number) as unknown });
    expect(order!.items.map((line) => [line.title, line.quantity, line.unitPrice, line.total])).toEqual([
      ['Desi Cow Ghee', 1, 64900, 64900],
    ]);
  });

  it('a malformed customer answer is unreadable', async () => {
    const fixture = loadFixture('profile');
    const { commerce } = replayFixture(fixture, {
      token: 't',
      answer: () => ({ status: 200, body: { customer: { email: 'no id' } } }),
    });
    expect(await resultOf(commerce.profile())).toEqual({ ok: false, kind: 'unreadable', status: 200, message: null });
  });

  it('phone OTP is not a Medusa route: failed without a request', async () => {
    const { commerce, made } = replayFixture(loadFixture('profile'));
    expect(commerce.loginMethod).toBe('password');
    expect(await resultOf(commerce.sendOtp('9876543210'))).toMatchObject({ ok: false, kind: 'failed', status: 0 });
    expect(await resultOf(commerce.verifyOtp('9876543210', '123456'))).toMatchObject({
      ok: false,
      kind: 'failed',
      status: 0,
    });
    expect(made).toEqual([]);
  });
});
