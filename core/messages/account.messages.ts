import * as m from '#core-messages';

/** Login's texts for the shopper, including the notice after a forced logout. */
export const LOGIN_MESSAGES = {
  invalidPhone: m.core_login_invalid_phone(),
  invalidOtp: m.core_login_invalid_otp(),
  sendFailed: m.core_login_send_failed(),
  verifyFailed: m.core_login_verify_failed(),
  invalidEmail: m.core_login_invalid_email(),
  passwordRequired: m.core_login_password_required(),
  passwordTooShort: m.core_login_password_too_short(),
  firstNameRequired: m.core_login_first_name_required(),
  passwordLoginFailed: m.core_login_password_login_failed(),
  registerFailed: m.core_login_register_failed(),
  sessionEnded: m.core_login_session_ended(),
} as const;

/** The profile's and the order history's texts for the shopper. */
export const PROFILE_MESSAGES = {
  firstNameRequired: LOGIN_MESSAGES.firstNameRequired,
  invalidEmail: LOGIN_MESSAGES.invalidEmail,
  loadFailed: m.core_profile_load_failed(),
  saveFailed: m.core_profile_save_failed(),
  saved: m.core_profile_saved(),
  ordersLoadFailed: m.core_profile_orders_load_failed(),
} as const;
