import { expect, it } from 'vitest';
import { formatMoney } from './money';

it('writes money in the Hindi store as in the English one: rupee sign, Indian grouping, paise', () => {
  expect(formatMoney(123450)).toBe('₹1,234.50');
  expect(formatMoney(12345600)).toBe('₹1,23,456.00');
});
