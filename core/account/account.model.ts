import type { LoadStatus } from '../catalog/catalog.model';

/** How a backend logs a customer in: phone and OTP (the brand API) or email and password (Medusa v2). */
export type LoginMethod = 'otp' | 'password';

/** The login page's two steps: the phone number, then the OTP sent to it. */
export type LoginStep = 'phone' | 'otp';

/** Password mode's two forms: log in, or create an account. */
export type PasswordForm = 'login' | 'register';

/** A login field a validation message is for. */
export type LoginField = 'phone' | 'otp' | 'email' | 'password' | 'firstName';

/** Password mode: what creating an account asks for. */
export interface RegisterDetails {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Optional: empty for none. */
  readonly phone: string;
}

/** The text the shopper types into the login page's fields, as typed (the OTP's digits only). */
export interface LoginFields {
  /** The mobile number: the OTP's in OTP mode, the optional one of a new account in password mode. */
  readonly phone: string;
  readonly otp: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** A field of the login page the shopper types into. */
export type LoginInput = keyof LoginFields;

export interface LoginState {
  /** What is typed in the fields; kept in memory only (the account slice is never persisted). */
  readonly fields: LoginFields;
  readonly step: LoginStep;
  /** The ten digits the OTP was sent to, once sent. */
  readonly phone: string | null;
  readonly status: 'idle' | 'sendingOtp' | 'verifying' | 'signingIn' | 'registering';
  /** Shown under the phone field: validation text or the server's answer to send-otp. */
  readonly phoneError: string | null;
  /** Shown under the OTP field: validation text or the server's answer to verify-otp ('The OTP is incorrect'). */
  readonly otpError: string | null;
  /** Seconds the OTP stays valid, as the server said. */
  readonly otpExpiresIn: number | null;
  /** How many OTPs were sent in this login (a resend increases it). */
  readonly otpsSent: number;
  /** Password mode: which form is shown. */
  readonly passwordForm: PasswordForm;
  /** Password mode: validation text under each field. */
  readonly emailError: string | null;
  readonly passwordError: string | null;
  readonly firstNameError: string | null;
  /** Password mode: the server's answer to a login or registration ('Invalid email or password'). */
  readonly formError: string | null;
}

/** The customer's profile (GET /store/customers/me). */
export interface Profile {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly phone_country_code: string;
}

/** The editable part of the profile; the phone is read-only. */
export interface ProfileChanges {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}

export type ProfileField = keyof ProfileChanges;

/** The profile's fields the form edits, in the form's order. */
export const PROFILE_FIELDS: readonly ProfileField[] = ['first_name', 'last_name', 'email'];

export interface ProfileState {
  readonly status: LoadStatus;
  readonly profile: Profile | null;
  /** The form's fields: the profile's, then as the shopper edits them. */
  readonly form: ProfileChanges;
  readonly saving: boolean;
  /** Load or save failure from the server. */
  readonly error: string | null;
  readonly fieldErrors: Readonly<Partial<Record<ProfileField, string>>>;
}

/** A line of a past order; money in paise. */
export interface OrderLine {
  readonly id: string;
  readonly title: string;
  /** The pack ('1 kg'), when the backend names it apart from the title. */
  readonly variantTitle?: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly total: number;
  readonly thumbnail: string | null;
  /** The pack to buy again; absent on orders from before lines carried it. */
  readonly variantId?: string;
}

/** A past order; `total` in paise, `createdAt` an ISO date. */
export interface Order {
  readonly id: string;
  readonly displayId: number | null;
  readonly createdAt: string;
  readonly status: string;
  readonly items: readonly OrderLine[];
  readonly total: number;
}

export interface OrdersState {
  readonly status: LoadStatus;
  /** Newest first. */
  readonly items: readonly Order[];
  readonly count: number;
  readonly error: string | null;
}

export interface AccountState {
  readonly login: LoginState;
  readonly profile: ProfileState;
  readonly orders: OrdersState;
}

/** SPEC: Indian numbers only. */
export const PHONE_COUNTRY_CODE = '+91';

/** The shortest password an account may be created with. */
export const PASSWORD_MIN_LENGTH = 8;

export const emptyLoginFields: LoginFields = {
  phone: '',
  otp: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
};

export const initialLoginState: LoginState = {
  fields: emptyLoginFields,
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

export const initialAccountState: AccountState = {
  login: initialLoginState,
  profile: {
    status: 'idle',
    profile: null,
    form: { first_name: '', last_name: '', email: '' },
    saving: false,
    error: null,
    fieldErrors: {},
  },
  orders: { status: 'idle', items: [], count: 0, error: null },
};

/** Whether the profile form holds edits not saved: it differs from the profile it was filled from. */
export const hasProfileEdits = ({ profile, form }: ProfileState): boolean =>
  profile !== null && PROFILE_FIELDS.some((field) => form[field] !== profile[field]);
