import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('divides minor units by 100 and groups digits the Indian way', () => {
    expect(formatMoney(12_345_600)).toBe('₹1,23,456.00');
    expect(formatMoney(32_000)).toBe('₹320.00');
    expect(formatMoney(5)).toBe('₹0.05');
  });

  it('writes what Intl writes for INR in en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0, 1, 9, 10, 99, 100, 101, 999, 1_000, 9_999, 10_050, 99_999, 100_000, 123_456, 1_234_567, 12_345_678,
      123_456_789, 98_765_432_101, -1, -250, -1_234_567, 100.5, 0.4,
    ];
    for (const paise of amounts) expect(formatMoney(paise), `${paise} paise`).toBe(intl.format(paise / 100));
  });
});
