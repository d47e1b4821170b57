import { badRequest } from '../http/http-error';

const INDIA_COUNTRY_CODE = '+91';

/** An Indian mobile number as the login calls carry it. */
export interface PhoneNumber {
  /** Ten digits, starting 6-9. */
  readonly phone: string;
  readonly phoneCountryCode: string;
}

/**
 * Reads `phone` and `phone_country_code` ('+91' by default), answering 400 when they are not an Indian mobile number.
 */
export function parsePhoneNumber(phone: unknown, countryCode: unknown): PhoneNumber {
  const code =
    countryCode === undefined || countryCode === null || countryCode === '' ? INDIA_COUNTRY_CODE : countryCode;
  if (typeof code !== 'string' || !/^\+?91$/.test(code.trim())) {
    throw badRequest('phone_country_code must be +91: only Indian numbers are supported');
  }
  if (typeof phone !== 'string' || phone.trim() === '') throw badRequest('phone is required');
  const digits = phone.replace(/[\s-]/g, '');
  if (!/^[6-9]\d{9}$/.test(digits))
    throw badRequest('phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9');
  return { phone: digits, phoneCountryCode: INDIA_COUNTRY_CODE };
}

/** The key one number is tracked under. */
export function phoneKey(number: PhoneNumber): string {
  return `${number.phoneCountryCode}${number.phone}`;
}

/** The number with its middle digits hidden, for logs: `+91 98xxxxxx10`. */
export function maskPhoneNumber(number: PhoneNumber): string {
  const { phone } = number;
  return `${number.phoneCountryCode} ${phone.slice(0, 2)}${'x'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}
