import type { EventOf } from '../events';
import { reducerFrom, withChanges } from '../reducer-table';
import { otpDigits } from './account-input';
import {
  emptyLoginFields,
  hasProfileEdits,
  initialAccountState,
  initialLoginState,
  type AccountState,
  type LoginField,
  type LoginFields,
  type LoginState,
  type OrdersState,
  type Profile,
  type ProfileChanges,
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

/** The state with fields of one of its parts set; the same state when each already holds its value. */
const withPart = <K extends keyof AccountState>(
  state: AccountState,
  part: K,
  changes: Partial<AccountState[K]>,
): AccountState => {
  const next = withChanges(state[part], changes);
  return next === state[part] ? state : { ...state, [part]: next };
};

const withLogin = (state: AccountState, changes: Partial<LoginState>) => withPart(state, 'login', changes);
const withProfile = (state: AccountState, changes: Partial<ProfileState>) => withPart(state, 'profile', changes);
const withOrders = (state: AccountState, changes: Partial<OrdersState>) => withPart(state, 'orders', changes);

const withFields = (state: AccountState, changes: Partial<LoginFields>): AccountState => {
  const fields = withChanges(state.login.fields, changes);
  return fields === state.login.fields ? state : withLogin(state, { fields });
};

/** The profile's editable fields, as the form shows them. */
const formOf = (profile: Profile): ProfileChanges => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
});

/** The profile form back to `profile`'s values (the same form when it holds them). */
const formFrom = (state: ProfileState, profile: Profile | null): ProfileChanges =>
  profile === null ? state.form : withChanges(state.form, formOf(profile));

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
  'account/loginFieldChangeRequested': (state, { payload }) => {
    const value = payload.field === 'otp' ? otpDigits(payload.value) : payload.value;
    const fields = withChanges(state.login.fields, { [payload.field]: value });
    return { ...state, login: { ...state.login, fields } };
  },
  'account/loginOpenRequested': (state) => withFields(state, { password: '', otp: '' }),
  'account/loginInvalid': (state, { payload }) => withLogin(state, { [ERROR_OF[payload.field]]: payload.message }),
  'account/otpSendStarted': (state) => withLogin(state, { status: 'sendingOtp', phoneError: null, otpError: null }),
  'account/otpSent': (state, { payload }) =>
    withLogin(state, {
      status: 'idle',
      step: 'otp',
      phone: payload.phone,
      otpExpiresIn: payload.expiresIn,
      otpsSent: state.login.otpsSent + 1,
      fields: withChanges(state.login.fields, { otp: '' }),
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
      : {
          ...state,
          login: {
            ...initialLoginState,
            phone: state.login.phone,
            fields: { ...emptyLoginFields, phone: state.login.phone ?? state.login.fields.phone },
          },
        },
  'account/otpVerifyStarted': (state) => withLogin(state, { status: 'verifying', otpError: null }),
  'account/otpVerifyFailed': (state, { payload }) => withLogin(state, { status: 'idle', otpError: payload.message }),
  'account/passwordFormSwitchRequested': (state, { payload }) =>
    withLogin(state, { passwordForm: payload.form, ...NO_PASSWORD_ERRORS }),
  'account/passwordLoginRequested': clearPasswordForm,
  'account/registerRequested': clearPasswordForm,
  'account/passwordLoginStarted': (state) => withLogin(state, { status: 'signingIn' }),
  'account/registerStarted': (state) => withLogin(state, { status: 'registering' }),
  'account/passwordLoginFailed': passwordFormFailed,
  'account/registerFailed': passwordFormFailed,
  'session/loggedIn': (state) => (state.login === initialLoginState ? state : { ...state, login: initialLoginState }),
  'account/profileLoadStarted': (state) => withProfile(state, { status: 'loading', error: null }),
  'account/profileRequested': (state) => withProfile(state, { form: formFrom(state.profile, state.profile.profile) }),
  'account/profileFieldChangeRequested': (state, { payload }) =>
    withProfile(state, { form: withChanges(state.profile.form, { [payload.field]: payload.value }) }),
  'account/profileEditCancelRequested': (state) =>
    withProfile(state, { form: formFrom(state.profile, state.profile.profile) }),
  'account/profileLoaded': (state, { payload }) =>
    withProfile(state, {
      status: 'loaded',
      profile: payload.profile,
      error: null,
      form: hasProfileEdits(state.profile) ? state.profile.form : formFrom(state.profile, payload.profile),
    }),
  'account/profileLoadFailed': (state, { payload }) => withProfile(state, { status: 'failed', error: payload.message }),
  'account/profileInvalid': (state, { payload }) => withProfile(state, { fieldErrors: payload.errors }),
  'account/profileSaveStarted': (state) =>
    withProfile(state, {
      saving: true,
      error: null,
      fieldErrors: Object.keys(state.profile.fieldErrors).length === 0 ? state.profile.fieldErrors : {},
    }),
  'account/profileSaved': (state, { payload }) =>
    withProfile(state, {
      saving: false,
      status: 'loaded',
      profile: payload.profile,
      form: formFrom(state.profile, payload.profile),
    }),
  'account/profileSaveFailed': (state, { payload }) => withProfile(state, { saving: false, error: payload.message }),
  'account/ordersLoadStarted': (state) => withOrders(state, { status: 'loading', error: null }),
  'account/ordersLoaded': (state, { payload }) => ({
    ...state,
    orders: { status: 'loaded' as const, items: payload.orders, count: payload.count, error: null },
  }),
  'account/ordersLoadFailed': (state, { payload }) => withOrders(state, { status: 'failed', error: payload.message }),
  'session/loggedOut': () => initialAccountState,
});
