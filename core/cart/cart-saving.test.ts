import { describe, expect, it } from 'vitest';
import { savingOf, totalSaving } from './cart-saving';

describe('savingOf and totalSaving (issue 25 item 1)', () => {
  it('saves the MRP less the price for each pack', () => {
    expect(savingOf({ price: 8800, originalPrice: 10000 })).toBe(1200);
    expect(savingOf({ price: 8800, originalPrice: 10000 }, 3)).toBe(3600);
    expect(savingOf({ price: 8800, originalPrice: 8000 }, 3)).toBe(0);
  });

  it('adds every line, lines without a sale saving nothing', () => {
    expect(
      totalSaving([
        { price: 8800, originalPrice: 10000, quantity: 2 },
        { price: 5000, quantity: 4 },
        { price: 42000, originalPrice: 46600, quantity: 1 },
      ]),
    ).toBe(2400 + 4600);
    expect(totalSaving([])).toBe(0);
  });
});
