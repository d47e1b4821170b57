import { describe, expect, it } from 'vitest';
import { findPersonalText, maskPersonalText } from './personal-text';

describe('findPersonalText', () => {
  it('finds a mobile number however it is written: spaces, dashes, +91, 91 or 0 before it', () => {
    for (const written of [
      '9876543210',
      '98765 43210',
      '98765-43210',
      '+91 98765 43210',
      '+919876543210',
      '09876543210',
    ])
      expect(findPersonalText(`call me on ${written} today`)).toEqual([
        { kind: 'phone', text: written, value: '9876543210' },
      ]);
  });

  it('finds an email and a pin code among words, written whole or three and three', () => {
    expect(findPersonalText('mail asha.v@gmail.com, pin 560 001 or 411001.')).toEqual([
      { kind: 'email', text: 'asha.v@gmail.com', value: 'asha.v@gmail.com' },
      { kind: 'pinCode', text: '560 001', value: '560001' },
    ]);
  });

  it('reads no phone or pin code in a longer number, an id, a time, a price or a bare six-digit code', () => {
    for (const text of [
      '17321220020001',
      'cart_9876543210xyz',
      'variant_122002',
      '2026-11-27T16:47:36Z',
      '₹1,22,002.50 for 12.5 kg',
      '482913',
      'a 5-digit 12345 and a 7-digit 1234567 number',
      'version 1.122002.3',
    ])
      expect(findPersonalText(text)).toEqual([]);
  });

  it("does not read a phone's digits as a pin code", () => {
    expect(findPersonalText('ring 987654 3210 now').map(({ kind }) => kind)).toEqual(['phone']);
  });
});

describe('maskPersonalText', () => {
  it('says what was there instead of it, and leaves the rest', () => {
    expect(maskPersonalText('No order for 98765 43210 / a@b.in at 122002 (HTTP 404)')).toBe(
      'No order for [phone] / [email] at [pin code] (HTTP 404)',
    );
  });
});
