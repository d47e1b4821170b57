import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { rootReducer } from '../root.reducer';
import { initialRootState } from '../root.reducer';
import { accountReducer, initialAccountState } from './account.reducer';

const run = (...events: Event[]) => events.reduce(accountReducer, initialAccountState);
const profile = {
  id: 'cus_1',
  first_name: 'Asha',
  last_name: 'Verma',
  name: 'Asha Verma',
  email: 'a@b.in',
  phone: '9876543210',
  phone_country_code: '+91',
};
const user = {
  id: 'cus_1',
  first_name: 'Asha',
  name: 'Asha Verma',
  email: 'a@b.in',
  phone: '9876543210',
  phone_country_code: '+91',
};

describe('account reducer', () => {
  it('walks the login steps: phone, sending, OTP, verifying', () => {
    const sent = run(
      { type: 'account/otpSendStarted', payload: { phone: '9876543210' } },
      { type: 'account/otpSent', payload: { phone: '9876543210', expiresIn: 300 } },
    );
    expect(sent.login).toMatchObject({
      step: 'otp',
      phone: '9876543210',
      status: 'idle',
      otpExpiresIn: 300,
      otpsSent: 1,
    });
    const verifying = accountReducer(sent, { type: 'account/otpVerifyStarted' });
    expect(verifying.login.status).toBe('verifying');
    const wrong = accountReducer(verifying, {
      type: 'account/otpVerifyFailed',
      payload: { status: 400, message: 'The OTP is incorrect' },
    });
    expect(wrong.login).toMatchObject({ step: 'otp', status: 'idle', otpError: 'The OTP is incorrect' });
    expect(
      accountReducer(wrong, { type: 'session/loggedIn', payload: { accessToken: 'at', refreshToken: null, user } })
        .login,
    ).toEqual(initialAccountState.login);
  });

  it('puts validation messages on their field and clears them on the next send', () => {
    const invalid = run({
      type: 'account/loginInvalid',
      payload: { field: 'phone', message: 'Enter a valid 10-digit mobile number' },
    });
    expect(invalid.login.phoneError).toBe('Enter a valid 10-digit mobile number');
    expect(
      accountReducer(invalid, { type: 'account/otpSendStarted', payload: { phone: '9876543210' } }).login.phoneError,
    ).toBeNull();
    expect(
      run({ type: 'account/loginInvalid', payload: { field: 'otp', message: 'Enter the 6-digit OTP' } }).login.otpError,
    ).toBe('Enter the 6-digit OTP');
  });

  it('keeps profile, save errors and orders, and forgets them on logout', () => {
    const state = run(
      { type: 'account/profileLoaded', payload: { profile } },
      { type: 'account/profileInvalid', payload: { errors: { email: 'Enter a valid email address' } } },
      { type: 'account/profileSaveStarted' },
      { type: 'account/profileSaveFailed', payload: { status: 409, message: 'taken' } },
      { type: 'account/ordersLoaded', payload: { orders: [], count: 0 } },
    );
    expect(state.profile).toMatchObject({ status: 'loaded', saving: false, error: 'taken', fieldErrors: {} });
    expect(state.orders).toEqual({ status: 'loaded', items: [], count: 0, error: null });
    expect(accountReducer(state, { type: 'session/loggedOut', payload: { reason: 'user' } })).toBe(initialAccountState);
  });
});

describe('login in the user state', () => {
  it('keeps where the shopper came from until login, and a saved profile updates the user', () => {
    const opened = rootReducer(initialRootState, { type: 'account/loginOpenRequested', payload: { from: '/cart' } });
    expect(opened.user.redirectObj).toEqual({ path: '/cart' });
    expect(
      rootReducer(opened, { type: 'account/loginOpenRequested', payload: { from: null } }).user.redirectObj,
    ).toEqual({
      path: '/cart',
    });
    const loggedIn = [{ type: 'session/loggedIn', payload: { accessToken: 'at', refreshToken: 'rt', user } }].reduce(
      (state, event) => rootReducer(state, event as Event),
      opened,
    );
    expect(loggedIn.user).toMatchObject({ isLoggedIn: true, accessToken: 'at', id: 'cus_1', redirectObj: null });
    const saved = rootReducer(loggedIn, {
      type: 'account/profileSaved',
      payload: { profile: { ...profile, name: 'Asha Rao', email: 'r@b.in' } },
    });
    expect(saved.user.userData).toMatchObject({ name: 'Asha Rao', email: 'r@b.in', phone: '9876543210' });
  });
});
