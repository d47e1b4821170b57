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

describe('the login and profile forms in the account slice', () => {
  const typed = (field: 'phone' | 'otp' | 'email' | 'password' | 'firstName' | 'lastName', value: string): Event => ({
    type: 'account/loginFieldChangeRequested',
    payload: { field, value },
  });

  it('keeps what is typed in each login field, the OTP as digits only', () => {
    const state = run(typed('phone', '98765 4321'), typed('otp', '12a'), typed('email', 'Asha@'), typed('otp', '12a'));
    expect(state.login.fields).toEqual({
      phone: '98765 4321',
      otp: '12',
      email: 'Asha@',
      password: '',
      firstName: '',
      lastName: '',
    });
  });

  it('empties the OTP for a new code, and the password and OTP when the login page opens again', () => {
    const sent = run(typed('otp', '123'), {
      type: 'account/otpSent',
      payload: { phone: '9876543210', expiresIn: 300 },
    });
    expect(sent.login.fields.otp).toBe('');
    const reopened = [typed('email', 'asha@example.in'), typed('password', 'secret-12'), typed('otp', '42')].reduce(
      accountReducer,
      sent,
    );
    const opened = accountReducer(reopened, { type: 'account/loginOpenRequested', payload: { from: null } });
    expect(opened.login.fields).toMatchObject({ email: 'asha@example.in', password: '', otp: '' });
    expect(accountReducer(opened, { type: 'account/loginOpenRequested', payload: { from: null } })).toBe(opened);
  });

  it('puts the number the OTP went to back in the phone field on Change number', () => {
    const state = run(typed('phone', '+91 98765-43210'), typed('otp', '1234'), {
      type: 'account/otpSent',
      payload: { phone: '9876543210', expiresIn: 300 },
    });
    const changed = accountReducer(state, { type: 'account/phoneChangeRequested' });
    expect(changed.login).toMatchObject({ step: 'phone', phone: '9876543210' });
    expect(changed.login.fields).toMatchObject({ phone: '9876543210', otp: '' });
  });

  it('forgets everything typed on login and on logout', () => {
    const state = run(typed('email', 'asha@example.in'), typed('password', 'secret-12'));
    const loggedIn = accountReducer(state, {
      type: 'session/loggedIn',
      payload: { accessToken: 'at', refreshToken: null, user },
    });
    expect(loggedIn.login.fields.password).toBe('');
    expect(
      accountReducer(state, { type: 'session/loggedOut', payload: { reason: 'user' } }).login.fields.password,
    ).toBe('');
  });

  it("fills the profile form from the profile, keeps the shopper's edits across a reload, and resets on Cancel", () => {
    const loaded = run({ type: 'account/profileLoaded', payload: { profile } });
    expect(loaded.profile.form).toEqual({ first_name: 'Asha', last_name: 'Verma', email: 'a@b.in' });
    const edited = accountReducer(loaded, {
      type: 'account/profileFieldChangeRequested',
      payload: { field: 'first_name', value: 'Asha Rani' },
    });
    expect(edited.profile.form.first_name).toBe('Asha Rani');
    const reloaded = accountReducer(edited, {
      type: 'account/profileLoaded',
      payload: { profile: { ...profile, last_name: 'Rao' } },
    });
    expect(reloaded.profile.form).toEqual({ first_name: 'Asha Rani', last_name: 'Verma', email: 'a@b.in' });
    expect(accountReducer(reloaded, { type: 'account/profileEditCancelRequested' }).profile.form).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'a@b.in',
    });
    const untouched = accountReducer(loaded, {
      type: 'account/profileLoaded',
      payload: { profile: { ...profile, email: 'new@b.in' } },
    });
    expect(untouched.profile.form.email).toBe('new@b.in');
  });

  it('shows the saved profile after a save, and the profile again when the page is opened anew', () => {
    const edited = run(
      { type: 'account/profileLoaded', payload: { profile } },
      { type: 'account/profileFieldChangeRequested', payload: { field: 'email', value: 'Asha.Rao@B.in ' } },
    );
    const saved = accountReducer(edited, {
      type: 'account/profileSaved',
      payload: { profile: { ...profile, email: 'asha.rao@b.in' } },
    });
    expect(saved.profile.form.email).toBe('asha.rao@b.in');
    expect(accountReducer(edited, { type: 'account/profileRequested' }).profile.form.email).toBe('a@b.in');
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
