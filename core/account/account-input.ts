import type { UserData } from '../session/user.model';
import { PASSWORD_MIN_LENGTH, type LoginField, type Profile, type RegisterDetails } from './account.model';
import { LOGIN_MESSAGES } from '../messages/account.messages';

/**
 * The ten digits of an Indian mobile number typed with or without +91, 91 or 0 in front, spaces,
 * dashes or brackets; null when it is not one (10 digits starting 6, 7, 8 or 9).
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** What an OTP field keeps of the text typed into it: its digits. */
export const otpDigits = (input: string): string => input.replace(/\D/g, '');

/** The OTP's digits when it is six of them, else null. */
export function normalizeOtp(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The user-state fields of a profile. */
export const toUserData = (profile: Profile): UserData => ({
  id: profile.id,
  first_name: profile.first_name,
  name: profile.name,
  email: profile.email,
  phone: profile.phone,
  phone_country_code: profile.phone_country_code,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a trimmed, lower-cased email looks like an address (one @, a dot in the domain, no spaces). */
export const isEmail = (email: string): boolean => EMAIL.test(email);

/** An email as typed, trimmed and lower-cased. */
export const normalizeEmail = (input: string): string => input.trim().toLowerCase();

/** A validation message for one login field. */
export interface LoginProblem {
  readonly field: LoginField;
  readonly message: string;
}

/** What is wrong with an email and password typed to log in (empty: nothing). */
export function passwordLoginProblems(email: string, password: string): LoginProblem[] {
  const problems: LoginProblem[] = [];
  if (!isEmail(normalizeEmail(email))) problems.push({ field: 'email', message: LOGIN_MESSAGES.invalidEmail });
  if (password === '') problems.push({ field: 'password', message: LOGIN_MESSAGES.passwordRequired });
  return problems;
}

/** What is wrong with the details typed to create an account (empty: nothing). */
export function registerProblems(details: RegisterDetails): LoginProblem[] {
  const problems: LoginProblem[] = [];
  if (details.firstName.trim() === '') problems.push({ field: 'firstName', message: LOGIN_MESSAGES.firstNameRequired });
  if (!isEmail(normalizeEmail(details.email))) problems.push({ field: 'email', message: LOGIN_MESSAGES.invalidEmail });
  if (details.password.length < PASSWORD_MIN_LENGTH)
    problems.push({ field: 'password', message: LOGIN_MESSAGES.passwordTooShort });
  if (details.phone.trim() !== '' && !normalizePhone(details.phone))
    problems.push({ field: 'phone', message: LOGIN_MESSAGES.invalidPhone });
  return problems;
}
