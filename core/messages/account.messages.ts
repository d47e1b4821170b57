/** Login's texts for the shopper, including the notice after a forced logout. */
export const LOGIN_MESSAGES = {
  invalidPhone: 'Enter a valid 10-digit mobile number',
  invalidOtp: 'Enter the 6-digit OTP',
  sendFailed: 'Could not send the OTP. Please try again.',
  verifyFailed: 'Could not verify the OTP. Please try again.',
  invalidEmail: 'Enter a valid email address',
  passwordRequired: 'Enter your password',
  passwordTooShort: 'Use at least 8 characters for your password',
  firstNameRequired: 'Enter your first name',
  passwordLoginFailed: 'Could not log you in. Please try again.',
  registerFailed: 'Could not create your account. Please try again.',
  sessionEnded: 'Your session ended. Please log in again.',
} as const;

/** The profile's and the order history's texts for the shopper. */
export const PROFILE_MESSAGES = {
  firstNameRequired: LOGIN_MESSAGES.firstNameRequired,
  invalidEmail: LOGIN_MESSAGES.invalidEmail,
  loadFailed: 'Could not load your profile. Please try again.',
  saveFailed: 'Could not save your profile. Please try again.',
  saved: 'Profile updated',
  ordersLoadFailed: 'Could not load your orders. Please try again.',
} as const;
