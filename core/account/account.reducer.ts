import type { EventOf } from '../events';
import { reducerFrom, withChanges } from '../reducer-table';
import {
  initialAccountState,
  initialLoginState,
  type AccountState,
  type LoginField,
  type LoginState,
  type OrdersState,
  type ProfileState,
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

/** The state with the login form's fields changed; the same state when each already holds its value. */
const withLogin = (state: AccountState, changes: Partial<LoginState>): AccountState => {
  const login = withChanges(state.login, changes);
  return login === state.login ? state : { ...state, login };
};

const withProfile = (state: AccountState, changes: Partial<ProfileState>): AccountState => {
  const profile = withChanges(state.profile, changes);
  return profile === state.profile ? state : { ...state, profile };
};

const withOrders = (state: AccountState, changes: Partial<OrdersState>): AccountState => {
  const orders = withChanges(state.orders, changes);
  return orders === state.orders ? state : { ...state, orders };
};

/** Password mode's messages, all cleared. */
const NO_PASSWORD_ERRORS = {
  emailError: null,
  passwordError: null,
  firstNameError: null,
  phoneError: null,
  formError: null,
} as const satisfies Partial<LoginState>;

const clearPasswordForm = (state: AccountState): AccountState => withLogin(state, NO_PASSWORD_ERRORS);

const passwordFormFailed = (
  state: AccountState,
  { payload }: EventOf<'account/passwordLoginFailed' | 'account/registerFailed'>,
): AccountState => withLogin(state, { status: 'idle', formError: payload.message });

export const accountReducer = reducerFrom<AccountState>(initialAccountState, {
  'account/loginInvalid': (state, { payload }) => withLogin(state, { [ERROR_OF[payload.field]]: payload.message }),
  'account/otpSendStarted': (state) => withLogin(state, { status: 'sendingOtp', phoneError: null, otpError: null }),
  'account/otpSent': (state, { payload }) =>
    withLogin(state, {
      status: 'idle',
      step: 'otp',
      phone: payload.phone,
      otpExpiresIn: payload.expiresIn,
      otpsSent: state.login.otpsSent + 1,
    }),
  'account/otpSendFailed': (state, { payload }) =>
    withLogin(
      state,
      state.login.step === 'otp'
        ? { status: 'idle', otpError: payload.message }
        : { status: 'idle', phoneError: payload.message },
    ),
  'account/phoneChangeRequested': (state) =>
    state.login.step === 'phone' && state.login.status === 'idle'
      ? state
      : { ...state, login: { ...initialLoginState, phone: state.login.phone } },
  'account/otpVerifyStarted': (state) => withLogin(state, { status: 'verifying', otpError: null }),
  'account/otpVerifyFailed': (state, { payload }) => withLogin(state, { status: 'idle', otpError: payload.message }),
  'account/passwordFormSwitched': (state, { payload }) =>
    withLogin(state, { passwordForm: payload.form, ...NO_PASSWORD_ERRORS }),
  'account/passwordLoginRequested': clearPasswordForm,
  'account/registerRequested': clearPasswordForm,
  'account/passwordLoginStarted': (state) => withLogin(state, { status: 'signingIn' }),
  'account/registerStarted': (state) => withLogin(state, { status: 'registering' }),
  'account/passwordLoginFailed': passwordFormFailed,
  'account/registerFailed': passwordFormFailed,
  'session/loggedIn': (state) => (state.login === initialLoginState ? state : { ...state, login: initialLoginState }),
  'account/profileLoadStarted': (state) => withProfile(state, { status: 'loading', error: null }),
  'account/profileLoaded': (state, { payload }) =>
    withProfile(state, { status: 'loaded', profile: payload.profile, error: null }),
  'account/profileLoadFailed': (state, { payload }) => withProfile(state, { status: 'failed', error: payload.message }),
  'account/profileInvalid': (state, { payload }) => withProfile(state, { fieldErrors: payload.errors }),
  'account/profileSaveStarted': (state) =>
    withProfile(state, {
      saving: true,
      error: null,
      fieldErrors: Object.keys(state.profile.fieldErrors).length === 0 ? state.profile.fieldErrors : {},
    }),
  'account/profileSaved': (state, { payload }) =>
    withProfile(state, { saving: false, status: 'loaded', profile: payload.profile }),
  'account/profileSaveFailed': (state, { payload }) => withProfile(state, { saving: false, error: payload.message }),
  'account/ordersLoadStarted': (state) => withOrders(state, { status: 'loading', error: null }),
  'account/ordersLoaded': (state, { payload }) => ({
    ...state,
    orders: { status: 'loaded' as const, items: payload.orders, count: payload.count, error: null },
  }),
  'account/ordersLoadFailed': (state, { payload }) => withOrders(state, { status: 'failed', error: payload.message }),
  'session/loggedOut': () => initialAccountState,
});
