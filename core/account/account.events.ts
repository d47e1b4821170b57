import type {
  LoginField,
  LoginInput,
  Order,
  PasswordForm,
  Profile,
  ProfileChanges,
  ProfileField,
  RegisterDetails,
} from './account.model';

export type AccountEvent =
  // Intents: login
  /**
   * The login page opened: after the login, return to `from`, the path the shopper came from (kept as redirectObj);
   * null when they opened /login directly, which keeps an earlier one.
   */
  | { readonly type: 'account/loginOpenRequested'; readonly payload: { readonly from: string | null } }
  /** Send (or resend) an OTP to this number; the core validates and normalises it (+91, 10 digits). */
  | { readonly type: 'account/otpRequested'; readonly payload: { readonly phone: string } }
  /** Verify the OTP typed for the number it was sent to. */
  | { readonly type: 'account/otpVerifyRequested'; readonly payload: { readonly otp: string } }
  /** The shopper changed what a login field holds (every keystroke): its whole text. */
  | {
      readonly type: 'account/loginFieldChangeRequested';
      readonly payload: { readonly field: LoginInput; readonly value: string };
    }
  /** Back to the phone step to use another number. */
  | { readonly type: 'account/phoneChangeRequested' }
  /** Password mode: switch the form between logging in and creating an account. */
  | { readonly type: 'account/passwordFormSwitchRequested'; readonly payload: { readonly form: PasswordForm } }
  /** Password mode: log in with this email and password; the core validates them. */
  | {
      readonly type: 'account/passwordLoginRequested';
      readonly payload: { readonly email: string; readonly password: string };
    }
  /** Password mode: create an account and log in; the phone is optional (empty: none). */
  | { readonly type: 'account/registerRequested'; readonly payload: RegisterDetails }
  // Intents: profile and orders
  | { readonly type: 'account/profileRequested' }
  /** The shopper changed what a profile field holds (every keystroke): its whole text. */
  | {
      readonly type: 'account/profileFieldChangeRequested';
      readonly payload: { readonly field: ProfileField; readonly value: string };
    }
  /** Put the profile form back to the saved profile (Cancel). */
  | { readonly type: 'account/profileEditCancelRequested' }
  | { readonly type: 'account/profileSaveRequested'; readonly payload: { readonly changes: ProfileChanges } }
  | { readonly type: 'account/ordersRequested' }
  // Facts: login
  | {
      readonly type: 'account/loginInvalid';
      readonly payload: { readonly field: LoginField; readonly message: string };
    }
  | { readonly type: 'account/passwordLoginStarted' }
  | {
      readonly type: 'account/passwordLoginFailed';
      readonly payload: { readonly status: number; readonly message: string };
    }
  | { readonly type: 'account/registerStarted' }
  | { readonly type: 'account/registerFailed'; readonly payload: { readonly status: number; readonly message: string } }
  | { readonly type: 'account/otpSendStarted'; readonly payload: { readonly phone: string } }
  | {
      readonly type: 'account/otpSent';
      readonly payload: { readonly phone: string; readonly expiresIn: number | null };
    }
  | { readonly type: 'account/otpSendFailed'; readonly payload: { readonly status: number; readonly message: string } }
  | { readonly type: 'account/otpVerifyStarted' }
  | {
      readonly type: 'account/otpVerifyFailed';
      readonly payload: { readonly status: number; readonly message: string };
    }
  // Facts: profile and orders
  | { readonly type: 'account/profileLoadStarted' }
  | { readonly type: 'account/profileLoaded'; readonly payload: { readonly profile: Profile } }
  | {
      readonly type: 'account/profileLoadFailed';
      readonly payload: { readonly status: number; readonly message: string };
    }
  | {
      readonly type: 'account/profileInvalid';
      readonly payload: { readonly errors: Readonly<Partial<Record<ProfileField, string>>> };
    }
  | { readonly type: 'account/profileSaveStarted' }
  | { readonly type: 'account/profileSaved'; readonly payload: { readonly profile: Profile } }
  | {
      readonly type: 'account/profileSaveFailed';
      readonly payload: { readonly status: number; readonly message: string };
    }
  | { readonly type: 'account/ordersLoadStarted' }
  | {
      readonly type: 'account/ordersLoaded';
      readonly payload: { readonly orders: readonly Order[]; readonly count: number };
    }
  | {
      readonly type: 'account/ordersLoadFailed';
      readonly payload: { readonly status: number; readonly message: string };
    };
