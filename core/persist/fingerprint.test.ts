import { describe, expect, it } from 'vitest';
import { fingerprint, isFingerprint } from './fingerprint';

describe('fingerprint', () => {
  it('is the same for the same value and carries its length', () => {
    const raw = JSON.stringify({ user: { isLoggedIn: false }, cart: { id: 'cart_1' } });
    expect(fingerprint(raw)).toBe(fingerprint(`${raw}`));
    expect(fingerprint(raw).split(':')[0]).toBe(String(raw.length));
    expect(isFingerprint(fingerprint(raw))).toBe(true);
    expect(isFingerprint('cart_01HX')).toBe(false);
  });

  it('differs for values of the same length that differ in one character or in order', () => {
    const values = ['{"a":1,"b":2}', '{"a":1,"b":3}', '{"b":2,"a":1}', '{"a":2,"b":1}', ''];
    expect(new Set(values.map(fingerprint)).size).toBe(values.length);
  });

  it('tells apart every one-character change of a long value', () => {
    const base = 'x'.repeat(2000);
    const changed = Array.from({ length: 2000 }, (_, index) => `${base.slice(0, index)}y${base.slice(index + 1)}`);
    expect(new Set([base, ...changed].map(fingerprint)).size).toBe(2001);
  });
});
