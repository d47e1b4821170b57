import { describe, expect, it } from 'vitest';
import { groupIndian } from './indian-digits';

describe('groupIndian', () => {
  it('groups the last three digits, then twos, as en-IN does', () => {
    for (const value of [
      0, 7, 99, 999, 1_000, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789_012, 9_007_199_254_740_991,
    ]) {
      expect(groupIndian(value)).toBe(value.toLocaleString('en-IN'));
    }
  });

  it('keeps the sign of a negative number and drops fractions', () => {
    expect(groupIndian(-1_234_567)).toBe('-12,34,567');
    expect(groupIndian(1_234.9)).toBe('1,234');
    expect(groupIndian(-0)).toBe('0');
  });
});
