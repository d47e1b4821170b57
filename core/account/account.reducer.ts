import { produce } from 'immer';
import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import {
  initialAccountState,
  initialLoginState,
  type AccountState,
  type LoginField,
  type LoginState,
} from './account.model';

export { initialAccountState, initialLoginState } from './account.model';

/** Where each login field's message goes. */
const ERROR_OF = {
  phone: 'phoneError',
  otp: 'otpError',
  email: 'emailError',
  password: 'passwordError',
  firstName: 'firstNameError',
} as const satisfies Record<LoginField, keyof LoginState>;

const clearPasswordErrors = (login: { -readonly [K in keyof LoginState]: LoginState[K] }) => {
  login.emailError = null;
  login.passwordError = null;
  login.firstNameError = null;
  login.phoneError = null;
  login.formError = null;
};

const clearPasswordForm = (state: AccountState): AccountState =>
  produce(state, (draft) => clearPasswordErrors(draft.login));

const passwordFormFailed = (
  state: AccountState,
  { payload }: EventOf<'account/passwordLoginFailed' | 'account/registerFailed'>,
): AccountState =>
  produce(state, (draft) => {
    draft.login.status = 'idle';
    draft.login.formError = payload.message;
  });

export const accountReducer = reducerFrom<AccountState>(initialAccountState, {
  'account/loginInvalid': (state, { payload }) =>
    produce(state, (draft) => {
      draft.login[ERROR_OF[payload.field]] = payload.message;
    }),
  'account/otpSendStarted': (state) =>
    produce(state, (draft) => {
      draft.login.status = 'sendingOtp';
      draft.login.phoneError = null;
      draft.login.otpError = null;
    }),
  'account/otpSent': (state, { payload }) =>
    produce(state, (draft) => {
      draft.login.status = 'idle';
      draft.login.step = 'otp';
      draft.login.phone = payload.phone;
      draft.login.otpExpiresIn = payload.expiresIn;
      draft.login.otpsSent += 1;
    }),
  'account/otpSendFailed': (state, { payload }) =>
    produce(state, (draft) => {
      draft.login.status = 'idle';
      if (draft.login.step === 'otp') draft.login.otpError = payload.message;
      else draft.login.phoneError = payload.message;
    }),
  'account/phoneChangeRequested': (state) =>
    state.login.step === 'phone' && state.login.status === 'idle'
      ? state
      : { ...state, login: { ...initialLoginState, phone: state.login.phone } },
  'account/otpVerifyStarted': (state) =>
    produce(state, (draft) => {
      draft.login.status = 'verifying';
      draft.login.otpError = null;
    }),
  'account/otpVerifyFailed': (state, { payload }) =>
    produce(state, (draft) => {
      draft.login.status = 'idle';
      draft.login.otpError = payload.message;
    }),
  'account/passwordFormSwitchRequested': (state, { payload }) =>
    produce(state, (draft) => {
      draft.login.passwordForm = payload.form;
      clearPasswordErrors(draft.login);
    }),
  'account/passwordLoginRequested': clearPasswordForm,
  'account/registerRequested': clearPasswordForm,
  'account/passwordLoginStarted': (state) =>
    produce(state, (draft) => {
      draft.login.status = 'signingIn';
    }),
  'account/registerStarted': (state) =>
    produce(state, (draft) => {
      draft.login.status = 'registering';
    }),
  'account/passwordLoginFailed': passwordFormFailed,
  'account/registerFailed': passwordFormFailed,
  'session/loggedIn': (state) => (state.login === initialLoginState ? state : { ...state, login: initialLoginState }),
  'account/profileLoadStarted': (state) =>
    produce(state, (draft) => {
      draft.profile.status = 'loading';
      draft.profile.error = null;
    }),
  'account/profileLoaded': (state, { payload }) =>
    produce(state, (draft) => {
      draft.profile.status = 'loaded';
      draft.profile.profile = payload.profile;
      draft.profile.error = null;
    }),
  'account/profileLoadFailed': (state, { payload }) =>
    produce(state, (draft) => {
      draft.profile.status = 'failed';
      draft.profile.error = payload.message;
    }),
  'account/profileInvalid': (state, { payload }) =>
    produce(state, (draft) => {
      draft.profile.fieldErrors = payload.errors;
    }),
  'account/profileSaveStarted': (state) =>
    produce(state, (draft) => {
      draft.profile.saving = true;
      draft.profile.error = null;
      draft.profile.fieldErrors = {};
    }),
  'account/profileSaved': (state, { payload }) =>
    produce(state, (draft) => {
      draft.profile.saving = false;
      draft.profile.status = 'loaded';
      draft.profile.profile = payload.profile;
    }),
  'account/profileSaveFailed': (state, { payload }) =>
    produce(state, (draft) => {
      draft.profile.saving = false;
      draft.profile.error = payload.message;
    }),
  'account/ordersLoadStarted': (state) =>
    produce(state, (draft) => {
      draft.orders.status = 'loading';
      draft.orders.error = null;
    }),
  'account/ordersLoaded': (state, { payload }) => ({
    ...state,
    orders: { status: 'loaded' as const, items: payload.orders, count: payload.count, error: null },
  }),
  'account/ordersLoadFailed': (state, { payload }) =>
    produce(state, (draft) => {
      draft.orders.status = 'failed';
      draft.orders.error = payload.message;
    }),
  'session/loggedOut': () => initialAccountState,
});
