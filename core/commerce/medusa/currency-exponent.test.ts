import { describe, expect, it } from 'vitest';
import { currencyExponent, toMinorUnits } from './currency-exponent';

describe('major units to minor units', () => {
  it('INR has 2 digits: Rs 75 is 7500 paise, Rs 12.5 is 1250, Rs 0.29 is 29', () => {
    expect(toMinorUnits(75, 'inr')).toBe(7500);
    expect(toMinorUnits(12.5, 'INR')).toBe(1250);
    expect(toMinorUnits(0.29, 'inr')).toBe(29);
    expect(toMinorUnits(1.005, 'inr')).toBe(100);
  });

  it('JPY has none and KWD three; an unknown code counts as two', () => {
    expect(currencyExponent('jpy')).toBe(0);
    expect(toMinorUnits(500, 'jpy')).toBe(500);
    expect(currencyExponent('kwd')).toBe(3);
    expect(toMinorUnits(1.25, 'kwd')).toBe(1250);
    expect(currencyExponent('')).toBe(2);
    expect(toMinorUnits(3.1, 'xyz')).toBe(310);
  });
});
