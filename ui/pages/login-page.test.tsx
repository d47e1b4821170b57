// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRequest } from '../../core/ports';
import { scriptedRuntime } from '../../harness/fakes/load-now';
import { renderApp } from '../testing/render-app';
import { returnPath } from './login-page';
import { settledState, TEST_CUSTOMER } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const CUSTOMER = TEST_CUSTOMER;

/** The auth endpoints: any number gets an OTP; 123456 is the right one. */
function authResponder(request: HttpRequest) {
  const path = new URL(request.url).pathname;
  if (path === '/api/v1/auth/login/send-otp') return { status: 200, body: { expires_in: 300 } };
  if (path === '/api/v1/auth/login/verify-otp') {
    const otp = (request.body as { otp?: string }).otp;
    return otp === '123456'
      ? { status: 200, body: { access_token: 'token_1', refresh_token: 'refresh_1', customer: CUSTOMER } }
      : { status: 401, body: { type: 'unauthorized', message: 'The OTP is incorrect' } };
  }
  return undefined;
}

const main = () => within(screen.getByRole('main'));
const phoneBox = () => main().getByRole('textbox', { name: /mobile number/i });
const otpBox = () => main().getByRole('textbox', { name: /otp/i });

function login(path = '/login') {
  const app = renderApp({ path, respond: authResponder, initialState: settledState() });
  settle(app);
  return app;
}

function sendOtp(app: ReturnType<typeof login>, phone: string) {
  act(() => fireEvent.change(phoneBox(), { target: { value: phone } }));
  act(() => fireEvent.click(main().getByRole('button', { name: 'Send OTP' })));
  settle(app);
}

describe('login page', () => {
  it('shows the +91 prefix beside the mobile number field, in the empty layout', () => {
    login();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
    expect(phoneBox().parentElement?.textContent).toContain('+91');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('an invalid number gets a clear message, tied to the field, and sends nothing', () => {
    const app = login();
    sendOtp(app, '12345');
    expect(main().getByRole('alert').textContent).toBe('Enter a valid 10-digit mobile number');
    expect(phoneBox().getAttribute('aria-invalid')).toBe('true');
    expect(phoneBox().getAttribute('aria-describedby')).toContain('login-phone-error');
    expect(requestsTo(app, '/api/v1/auth/login/send-otp')).toHaveLength(0);
  });

  it('a valid number moves to the OTP step, naming the number', () => {
    const app = login();
    sendOtp(app, '98765 43210');
    expect(eventsOf(app, 'account/otpRequested').map(({ event }) => event.payload.phone)).toEqual(['98765 43210']);
    expect(requestsTo(app, '/api/v1/auth/login/send-otp')[0]?.body).toMatchObject({ phone: '9876543210' });
    expect(otpBox()).toBeTruthy();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
  });

  it('a short OTP gets a clear message; a wrong one shows the server message', () => {
    const app = login();
    sendOtp(app, '9876543210');
    act(() => fireEvent.change(otpBox(), { target: { value: '12' } }));
    act(() => fireEvent.click(main().getByRole('button', { name: 'Verify OTP' })));
    settle(app);
    expect(main().getByRole('alert').textContent).toBe('Enter the 6-digit OTP');
    expect(requestsTo(app, '/api/v1/auth/login/verify-otp')).toHaveLength(0);

    act(() => fireEvent.change(otpBox(), { target: { value: '654321' } }));
    act(() => fireEvent.click(main().getByRole('button', { name: 'Verify OTP' })));
    settle(app);
    expect(main().getByRole('alert').textContent).toBe('The OTP is incorrect');
    expect(otpBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('resend asks for another OTP for the same number; change number goes back', () => {
    const app = login();
    sendOtp(app, '9876543210');
    act(() => fireEvent.click(main().getByRole('button', { name: 'Resend OTP' })));
    settle(app);
    expect(requestsTo(app, '/api/v1/auth/login/send-otp')).toHaveLength(2);
    expect(screen.getByText(/We sent a new OTP/)).toBeTruthy();
    act(() => fireEvent.click(main().getByRole('button', { name: 'Change number' })));
    expect((phoneBox() as HTMLInputElement).value).toBe('9876543210');
  });

  it('keeps what is typed in the store, through intents, so the log explains the form', () => {
    const app = login();
    act(() => fireEvent.change(phoneBox(), { target: { value: '98765' } }));
    act(() => fireEvent.change(phoneBox(), { target: { value: '98765 43210' } }));
    expect(
      eventsOf(app, 'account/loginFieldChangeRequested').map(({ event, source }) => [event.payload, source]),
    ).toEqual([
      [{ field: 'phone', value: '98765' }, 'ui'],
      [{ field: 'phone', value: '98765 43210' }, 'ui'],
    ]);
    expect(app.store.getState().account.login.fields.phone).toBe('98765 43210');
    act(() => fireEvent.click(main().getByRole('button', { name: 'Send OTP' })));
    settle(app);
    act(() => fireEvent.change(otpBox(), { target: { value: '12a3' } }));
    expect((otpBox() as HTMLInputElement).value).toBe('123');
    expect(app.store.getState().account.login.fields.otp).toBe('123');
    act(() => fireEvent.click(main().getByRole('button', { name: 'Resend OTP' })));
    settle(app);
    expect((otpBox() as HTMLInputElement).value).toBe('');
  });

  it('loses no keystroke typed on a direct load before the core runtime has arrived', () => {
    const runtime = scriptedRuntime(['holds']);
    const app = renderApp({ path: '/login', respond: authResponder, initialState: settledState(), load: runtime.load });
    settle(app);
    for (const typed of ['9', '98', '987', '9876 5', '9876 54 3210'])
      act(() => fireEvent.change(phoneBox(), { target: { value: typed } }));
    expect((phoneBox() as HTMLInputElement).value).toBe('9876 54 3210');
    expect(app.store.getState().account.login.fields.phone).toBe('');
    act(() => fireEvent.click(main().getByRole('button', { name: 'Send OTP' })));
    act(() => void runtime.arrive());
    settle(app);
    expect(eventsOf(app, 'account/loginFieldChangeRequested').map(({ event }) => event.payload.value)).toEqual([
      '9',
      '98',
      '987',
      '9876 5',
      '9876 54 3210',
    ]);
    expect(requestsTo(app, '/api/v1/auth/login/send-otp')[0]?.body).toMatchObject({ phone: '9876543210' });
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
  });

  it('after login the shopper returns to the page they came from (redirectObj)', () => {
    const app = login('/login?from=%2Forder-history');
    expect(eventsOf(app, 'account/loginOpenRequested').map(({ event }) => event.payload)).toEqual([
      { from: '/order-history' },
    ]);
    expect(app.store.getState().user.redirectObj).toEqual({ path: '/order-history' });
    sendOtp(app, '9876543210');
    act(() => fireEvent.change(otpBox(), { target: { value: '123456' } }));
    act(() => fireEvent.click(main().getByRole('button', { name: 'Verify OTP' })));
    settle(app);
    expect(app.location.history.at(-1)).toBe('/order-history');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order History');
  });

  it('accepts only same-site paths to return to', () => {
    expect(returnPath('from=%2Fcart')).toBe('/cart');
    expect(returnPath('from=%2Fproduct%2Fghee%3Fx%3D1')).toBe('/product/ghee?x=1');
    expect(returnPath('from=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPath('from=%2F%2Fevil.example')).toBeNull();
    expect(returnPath('from=%2Flogin')).toBeNull();
    expect(returnPath('')).toBeNull();
  });

  it.each([
    ['a tab', 'from=%2F%09%2Fevil.example'],
    ['a newline', 'from=%2F%0A%2Fevil.example'],
    ['a carriage return', 'from=%2F%0D%2Fevil.example'],
    ['a backslash', 'from=%2F%5Cevil.example'],
    ['two backslashes', 'from=%5C%5Cevil.example'],
    ['a slash and a backslash', 'from=%5C%2Fevil.example'],
    ['a dot segment', 'from=%2F.%2F%2Fevil.example'],
    ['a dot-dot segment', 'from=%2F..%2F%2Fevil.example'],
    ['a scheme', 'from=javascript%3Aalert(1)'],
    ['leading whitespace', 'from=%20%2F%2Fevil.example'],
    ['a login page in disguise', 'from=%2F%09login'],
  ])('refuses a return path that the URL parser reads as another site or the login page (%s)', (_case, search) => {
    expect(returnPath(search)).toBeNull();
  });

  it('returns a path as the URL parser reads it, so the browser navigates where it was checked', () => {
    expect(returnPath('from=%2Fcategories%2Fghee%3Forder%3Dprice_asc%23top')).toBe(
      '/categories/ghee?order=price_asc#top',
    );
    expect(returnPath('from=%2Fpro%09duct%2Fghee')).toBe('/product/ghee');
  });
});
