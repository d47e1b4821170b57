// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_LOGIN_PATH,
  PASSWORD_REGISTER_PATH,
  passwordLoginCommerce,
} from '../../harness/fakes/password-login-commerce';
import type { HttpRequest } from '../../core/ports';
import { scriptedRuntime } from '../../harness/fakes/load-now';
import { renderApp } from '../testing/render-app';
import { preloadPages } from '../pages/lazy-pages';
import { settledState } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';

beforeAll(() => preloadPages());
afterEach(cleanup);

const CUSTOMER = { id: 'cus_9', first_name: 'Asha', last_name: 'Verma', email: 'asha@example.in' };

function authResponder(request: HttpRequest) {
  const path = new URL(request.url).pathname;
  const body = request.body as { email?: string; password?: string };
  if (path === PASSWORD_LOGIN_PATH) {
    return body.password === 'right-password'
      ? { status: 200, body: { token: 'jwt_1', customer: CUSTOMER } }
      : { status: 401, body: { type: 'unauthorized', message: 'Invalid email or password' } };
  }
  if (path === PASSWORD_REGISTER_PATH)
    return { status: 200, body: { token: 'jwt_2', customer: { ...CUSTOMER, id: 'cus_10', first_name: 'Ravi' } } };
  return undefined;
}

const main = () => within(screen.getByRole('main'));
const type = (label: RegExp, value: string) =>
  act(() => fireEvent.change(main().getByLabelText(label), { target: { value } }));
const click = (name: string | RegExp) => act(() => fireEvent.click(main().getByRole('button', { name })));

function openLogin(path = '/login') {
  const app = renderApp({
    path,
    commerce: passwordLoginCommerce,
    respond: authResponder,
    initialState: settledState(),
  });
  settle(app);
  return app;
}

describe('login page in password mode', () => {
  it('asks for email and password, not a mobile number', () => {
    openLogin();
    expect(main().getByLabelText('Email')).toBeTruthy();
    expect((main().getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    expect(main().queryByRole('textbox', { name: /mobile number/i })).toBeNull();
    expect(main().queryByRole('button', { name: 'Send OTP' })).toBeNull();
  });

  it('a malformed email gets a message tied to its field and sends nothing', () => {
    const app = openLogin();
    type(/^Email$/, 'asha@');
    type(/^Password$/, 'right-password');
    click('Log in');
    settle(app);
    expect(main().getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(main().getByLabelText('Email').getAttribute('aria-describedby')).toBe('login-email-error');
    expect(requestsTo(app, PASSWORD_LOGIN_PATH)).toHaveLength(0);
  });

  it("a wrong password shows the server's words and keeps the shopper on /login, not logged out", () => {
    const app = openLogin();
    type(/^Email$/, 'asha@example.in');
    type(/^Password$/, 'wrong');
    click('Log in');
    settle(app);
    expect(main().getByRole('alert').textContent).toBe('Invalid email or password');
    expect(eventsOf(app, 'session/forcedLogout')).toHaveLength(0);
    expect(app.location.history.at(-1)).toBe('/login');
  });

  it('the right password logs in and returns the shopper to where they came from', () => {
    const app = openLogin('/login?from=%2Forder-history');
    type(/^Email$/, 'asha@example.in');
    type(/^Password$/, 'right-password');
    click('Log in');
    settle(app);
    expect(app.store.getState().user).toMatchObject({ isLoggedIn: true, accessToken: 'jwt_1' });
    expect(app.location.history.at(-1)).toBe('/order-history');
  });

  it('switches to creating an account, which registers and logs the new customer in', () => {
    const app = openLogin();
    click('New here? Create an account');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create an account');
    click('Create account');
    settle(app);
    expect(
      main()
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Enter your first name', 'Enter a valid email address', 'Use at least 8 characters for your password']);
    type(/^First name$/, 'Ravi');
    type(/^Email$/, 'ravi@example.in');
    type(/^Password$/, 'long-enough');
    click('Create account');
    settle(app);
    expect(requestsTo(app, PASSWORD_REGISTER_PATH).map((request) => request.body)).toEqual([
      { email: 'ravi@example.in', password: 'long-enough', firstName: 'Ravi', lastName: '', phone: null },
    ]);
    expect(app.store.getState().user).toMatchObject({ isLoggedIn: true, id: 'cus_10' });
    expect(app.location.history.at(-1)).toBe('/');
  });

  it('keeps the typed email and password in the account slice, never the screen alone, and logs each change', () => {
    const app = openLogin();
    type(/^Email$/, 'asha@example.in');
    type(/^Password$/, 'right-password');
    expect(app.store.getState().account.login.fields).toMatchObject({
      email: 'asha@example.in',
      password: 'right-password',
    });
    expect(eventsOf(app, 'account/loginFieldChangeRequested').map(({ event }) => event.payload.field)).toEqual([
      'email',
      'password',
    ]);
  });

  it('logs in with what was typed before the core runtime arrived, losing nothing', () => {
    const runtime = scriptedRuntime(['holds'], passwordLoginCommerce);
    const app = renderApp({
      path: '/login',
      commerce: passwordLoginCommerce,
      respond: authResponder,
      initialState: settledState(),
      load: runtime.load,
      backend: 'medusa',
    });
    settle(app);
    for (const typed of ['asha@', 'asha@example', 'asha@example.in']) type(/^Email$/, typed);
    for (const typed of ['rig', 'right-', 'right-password']) type(/^Password$/, typed);
    expect((main().getByLabelText(/^Email$/) as HTMLInputElement).value).toBe('asha@example.in');
    expect((main().getByLabelText(/^Password$/) as HTMLInputElement).value).toBe('right-password');
    click('Log in');
    act(() => void runtime.arrive());
    settle(app);
    expect(requestsTo(app, PASSWORD_LOGIN_PATH).map((request) => request.body)).toEqual([
      { email: 'asha@example.in', password: 'right-password' },
    ]);
    expect(app.store.getState().user).toMatchObject({ isLoggedIn: true, accessToken: 'jwt_1' });
    expect(app.store.getState().account.login.fields.password).toBe('');
  });
});
