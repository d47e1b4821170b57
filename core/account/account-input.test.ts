import { describe, expect, it } from 'vitest';
import { normalizeOtp, normalizePhone } from './account-input';

describe('login input', () => {
  it('accepts Indian mobile numbers however they are typed', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '91-9876543210', '09876543210', '(987) 654-3210']) {
      expect(normalizePhone(typed)).toBe('9876543210');
    }
    for (const typed of ['', '12345', '5876543210', '98765432101', 'abcdefghij', '+1 9876543210']) {
      expect(normalizePhone(typed)).toBeNull();
    }
  });

  it('accepts a 6-digit OTP only', () => {
    expect(normalizeOtp(' 123 456 ')).toBe('123456');
    expect(normalizeOtp('12345')).toBeNull();
    expect(normalizeOtp('12345a')).toBeNull();
  });
});
