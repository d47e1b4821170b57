import type { UserData } from '../session/user.model';
import type { Profile } from './account.model';

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
