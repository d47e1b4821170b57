import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('divides minor units by 100 and groups digits the Indian way', () => {
    expect(formatMoney(12_345_600)).toBe('₹1,23,456.00');
    expect(formatMoney(32_000)).toBe('₹320.00');
    expect(formatMoney(5)).toBe('₹0.05');
  });
});
