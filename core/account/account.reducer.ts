import { produce } from 'immer';
import { match } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { AccountState, LoginState } from './account.model';

export const initialLoginState: LoginState = {
  step: 'phone',
  phone: null,
  status: 'idle',
  phoneError: null,
  otpError: null,
  otpExpiresIn: null,
  otpsSent: 0,
  passwordForm: 'login',
  emailError: null,
  passwordError: null,
  firstNameError: null,
  formError: null,
};

const clearPasswordErrors = (login: { -readonly [K in keyof LoginState]: LoginState[K] }) => {
  login.emailError = null;
  login.passwordError = null;
  login.firstNameError = null;
  login.phoneError = null;
  login.formError = null;
};

export const initialAccountState: AccountState = {
  login: initialLoginState,
  profile: { status: 'idle', profile: null, saving: false, error: null, fieldErrors: {} },
  orders: { status: 'idle', items: [], count: 0, error: null },
};

const ACCOUNT_AREAS = ['account', 'session'] as const;

const reduceAccount = (state: AccountState, event: EventInAreas<(typeof ACCOUNT_AREAS)[number]>): AccountState =>
  match(event)
    .with({ type: 'account/loginInvalid' }, ({ payload }) =>
      produce(state, (draft) => {
        match(payload.field)
          .with('phone', () => (draft.login.phoneError = payload.message))
          .with('otp', () => (draft.login.otpError = payload.message))
          .with('email', () => (draft.login.emailError = payload.message))
          .with('password', () => (draft.login.passwordError = payload.message))
          .with('firstName', () => (draft.login.firstNameError = payload.message))
          .exhaustive();
      }),
    )
    .with({ type: 'account/otpSendStarted' }, () =>
      produce(state, (draft) => {
        draft.login.status = 'sendingOtp';
        draft.login.phoneError = null;
        draft.login.otpError = null;
      }),
    )
    .with({ type: 'account/otpSent' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.login.status = 'idle';
        draft.login.step = 'otp';
        draft.login.phone = payload.phone;
        draft.login.otpExpiresIn = payload.expiresIn;
        draft.login.otpsSent += 1;
      }),
    )
    .with({ type: 'account/otpSendFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.login.status = 'idle';
        if (draft.login.step === 'otp') draft.login.otpError = payload.message;
        else draft.login.phoneError = payload.message;
      }),
    )
    .with({ type: 'account/phoneChangeRequested' }, () =>
      state.login.step === 'phone' && state.login.status === 'idle'
        ? state
        : { ...state, login: { ...initialLoginState, phone: state.login.phone } },
    )
    .with({ type: 'account/otpVerifyStarted' }, () =>
      produce(state, (draft) => {
        draft.login.status = 'verifying';
        draft.login.otpError = null;
      }),
    )
    .with({ type: 'account/otpVerifyFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.login.status = 'idle';
        draft.login.otpError = payload.message;
      }),
    )
    .with({ type: 'account/passwordFormSwitched' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.login.passwordForm = payload.form;
        clearPasswordErrors(draft.login);
      }),
    )
    .with({ type: 'account/passwordLoginRequested' }, { type: 'account/registerRequested' }, () =>
      produce(state, (draft) => clearPasswordErrors(draft.login)),
    )
    .with({ type: 'account/passwordLoginStarted' }, () =>
      produce(state, (draft) => {
        draft.login.status = 'signingIn';
      }),
    )
    .with({ type: 'account/registerStarted' }, () =>
      produce(state, (draft) => {
        draft.login.status = 'registering';
      }),
    )
    .with({ type: 'account/passwordLoginFailed' }, { type: 'account/registerFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.login.status = 'idle';
        draft.login.formError = payload.message;
      }),
    )
    .with({ type: 'account/loginSucceeded' }, () => ({ ...state, login: initialLoginState }))
    .with({ type: 'account/profileLoadStarted' }, () =>
      produce(state, (draft) => {
        draft.profile.status = 'loading';
        draft.profile.error = null;
      }),
    )
    .with({ type: 'account/profileLoaded' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.profile.status = 'loaded';
        draft.profile.profile = payload.profile;
        draft.profile.error = null;
      }),
    )
    .with({ type: 'account/profileLoadFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.profile.status = 'failed';
        draft.profile.error = payload.message;
      }),
    )
    .with({ type: 'account/profileInvalid' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.profile.fieldErrors = payload.errors;
      }),
    )
    .with({ type: 'account/profileSaveStarted' }, () =>
      produce(state, (draft) => {
        draft.profile.saving = true;
        draft.profile.error = null;
        draft.profile.fieldErrors = {};
      }),
    )
    .with({ type: 'account/profileSaved' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.profile.saving = false;
        draft.profile.status = 'loaded';
        draft.profile.profile = payload.profile;
      }),
    )
    .with({ type: 'account/profileSaveFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.profile.saving = false;
        draft.profile.error = payload.message;
      }),
    )
    .with({ type: 'account/ordersLoadStarted' }, () =>
      produce(state, (draft) => {
        draft.orders.status = 'loading';
        draft.orders.error = null;
      }),
    )
    .with({ type: 'account/ordersLoaded' }, ({ payload }) => ({
      ...state,
      orders: { status: 'loaded' as const, items: payload.orders, count: payload.count, error: null },
    }))
    .with({ type: 'account/ordersLoadFailed' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.orders.status = 'failed';
        draft.orders.error = payload.message;
      }),
    )
    .with({ type: 'session/loggedOut' }, () => initialAccountState)
    .with(
      { type: 'account/loginOpened' },
      { type: 'account/otpRequested' },
      { type: 'account/otpSubmitted' },
      { type: 'account/profileRequested' },
      { type: 'account/profileSaveRequested' },
      { type: 'account/ordersRequested' },
      { type: 'session/started' },
      { type: 'session/guestIdentified' },
      { type: 'session/loggedIn' },
      { type: 'session/logoutRequested' },
      { type: 'session/forcedLogout' },
      { type: 'session/loggedOutElsewhere' },
      { type: 'session/metadataReported' },
      () => state,
    )
    .exhaustive();

export const accountReducer = (state: AccountState = initialAccountState, event: Event): AccountState =>
  inAreas(event, ACCOUNT_AREAS) ? reduceAccount(state, event) : state;
