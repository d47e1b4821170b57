import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import {
  PASSWORD_LOGIN_PATH,
  PASSWORD_REGISTER_PATH,
  passwordLoginCommerce,
} from '../../harness/fakes/password-login-commerce';
import type { HttpRequest } from '../ports';
import { LOGIN_MESSAGES } from '../messages/account.messages';

const CUSTOMER = { id: 'cus_9', first_name: 'Asha', last_name: 'Verma', email: 'asha@example.in' };

/** Medusa-like auth: the password 'right-password' logs asha in; registration accepts anyone. */
function authResponder(request: HttpRequest) {
  const path = new URL(request.url).pathname;
  const body = request.body as { email?: string; password?: string };
  if (path === PASSWORD_LOGIN_PATH) {
    return body.password === 'right-password'
      ? { status: 200, body: { token: 'jwt_1', customer: CUSTOMER } }
      : { status: 401, body: { type: 'unauthorized', message: 'Invalid email or password' } };
  }
  if (path === PASSWORD_REGISTER_PATH)
    return { status: 200, body: { token: 'jwt_2', customer: { ...CUSTOMER, id: 'cus_10', email: body.email } } };
  return undefined;
}

function setup(commerce = passwordLoginCommerce) {
  const core = createTestCore({ commerce, respond: authResponder });
  const types = () => core.store.log().map((entry) => entry.event.type);
  const authRequests = () =>
    core.fakes.http.requests().filter((request) => new URL(request.url).pathname.startsWith('/auth/'));
  return { ...core, types, authRequests };
}

describe('login by email and password', () => {
  it('logs in on the right password: tokens kept, session logged in, the shopper sent home', () => {
    const { store, fakes, types, authRequests } = setup();
    expect(store.loginMethod).toBe('password');
    store.dispatch({
      type: 'account/passwordLoginRequested',
      payload: { email: '  Asha@Example.IN ', password: 'right-password' },
    });
    fakes.clock.runDue();

    expect(authRequests().map((request) => request.body)).toEqual([
      { email: 'asha@example.in', password: 'right-password' },
    ]);
    expect(authRequests()[0]?.headers['authorization']).toBeUndefined();
    expect(types()).toEqual(
      expect.arrayContaining(['account/passwordLoginStarted', 'session/loggedIn', 'navigation/redirected']),
    );
    expect(store.getState().user).toMatchObject({ isLoggedIn: true, accessToken: 'jwt_1', id: 'cus_9' });
    expect(store.getState().navigation.request?.to).toBe('/');
    expect(fakes.storage.snapshot()).toMatchObject({ accessToken: 'jwt_1', userId: 'cus_9' });
    expect(fakes.cookies.snapshot()).toMatchObject({ aToken: 'jwt_1', isLoggedIn: 'true' });
    store.dispose();
  });

  it("a wrong password shows the server's words and does not force a logout (the login path is exempt)", () => {
    const { store, fakes, types } = setup();
    store.dispatch({
      type: 'account/passwordLoginRequested',
      payload: { email: 'asha@example.in', password: 'wrong' },
    });
    fakes.clock.runDue();

    expect(types()).toContain('account/passwordLoginFailed');
    expect(types()).not.toContain('session/forcedLogout');
    expect(types()).not.toContain('session/loggedOut');
    expect(store.getState().account.login).toMatchObject({ status: 'idle', formError: 'Invalid email or password' });
    expect(store.getState().user.isLoggedIn).toBe(false);
    store.dispose();
  });

  it('a malformed email and an empty password get a message each and send nothing', () => {
    const { store, fakes, authRequests } = setup();
    store.dispatch({ type: 'account/passwordLoginRequested', payload: { email: 'asha@', password: '' } });
    fakes.clock.runDue();

    expect(authRequests()).toEqual([]);
    expect(store.getState().account.login).toMatchObject({
      emailError: LOGIN_MESSAGES.invalidEmail,
      passwordError: LOGIN_MESSAGES.passwordRequired,
    });
    store.dispose();
  });

  it('registration sends the cleaned details and logs the new customer in', () => {
    const { store, fakes, types, authRequests } = setup();
    store.dispatch({
      type: 'account/registerRequested',
      payload: {
        email: 'New@Example.in',
        password: 'long-enough',
        firstName: '  Ravi ',
        lastName: ' Kumar  Singh',
        phone: '+91 98765 43210',
      },
    });
    fakes.clock.runDue();

    expect(authRequests().map((request) => request.body)).toEqual([
      {
        email: 'new@example.in',
        password: 'long-enough',
        firstName: 'Ravi',
        lastName: 'Kumar Singh',
        phone: '9876543210',
      },
    ]);
    expect(types()).toEqual(expect.arrayContaining(['account/registerStarted', 'session/loggedIn']));
    expect(store.getState().user).toMatchObject({ isLoggedIn: true, accessToken: 'jwt_2', id: 'cus_10' });
    store.dispose();
  });

  it('registration asks for a first name, a valid email, 8 characters of password and a valid phone when one is typed', () => {
    const { store, fakes, authRequests } = setup();
    store.dispatch({
      type: 'account/registerRequested',
      payload: { email: 'x', password: 'short', firstName: ' ', lastName: '', phone: '12345' },
    });
    fakes.clock.runDue();

    expect(authRequests()).toEqual([]);
    expect(store.getState().account.login).toMatchObject({
      firstNameError: LOGIN_MESSAGES.firstNameRequired,
      emailError: LOGIN_MESSAGES.invalidEmail,
      passwordError: LOGIN_MESSAGES.passwordTooShort,
      phoneError: LOGIN_MESSAGES.invalidPhone,
    });
    store.dispose();
  });

  it('on the brand API, which has no password login, the attempt fails with the generic message and sends nothing', () => {
    const { store, fakes, authRequests } = createTestCoreOnBrand();
    expect(store.loginMethod).toBe('otp');
    store.dispatch({
      type: 'account/passwordLoginRequested',
      payload: { email: 'asha@example.in', password: 'right-password' },
    });
    fakes.clock.runDue();

    expect(authRequests()).toEqual([]);
    expect(store.getState().account.login.formError).toBe(LOGIN_MESSAGES.passwordLoginFailed);
    store.dispose();
  });
});

function createTestCoreOnBrand() {
  const core = createTestCore({ respond: authResponder });
  const authRequests = () =>
    core.fakes.http.requests().filter((request) => new URL(request.url).pathname.startsWith('/auth/'));
  return { ...core, authRequests };
}
