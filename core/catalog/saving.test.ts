import { describe, expect, it } from 'vitest';
import { mrpOver, percentOff, savingOf, totalSaving } from './saving';

describe('mrpOver (issue 25 item 1)', () => {
  it('keeps an MRP above the price', () => {
    expect(mrpOver(8800, 10000)).toBe(10000);
  });

  it('drops an MRP at or below the price, missing or malformed', () => {
    expect(mrpOver(10000, 10000)).toBeNull();
    expect(mrpOver(10000, 9000)).toBeNull();
    expect(mrpOver(10000, null)).toBeNull();
    expect(mrpOver(10000, undefined)).toBeNull();
    expect(mrpOver(10000, '12000')).toBeNull();
    expect(mrpOver(10000, Number.NaN)).toBeNull();
    expect(mrpOver(10000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('percentOff (issue 25 item 1)', () => {
  it('is the whole percent off the MRP', () => {
    expect(percentOff({ price: 8800, originalPrice: 10000 })).toBe(12);
    expect(percentOff({ price: 9500, originalPrice: 10000 })).toBe(5);
  });

  it('rounds down, never claiming more than the shopper saves', () => {
    expect(percentOff({ price: 7500, originalPrice: 8300 })).toBe(9);
    expect(percentOff({ price: 1, originalPrice: 100 })).toBe(99);
    expect(percentOff({ price: 9999, originalPrice: 10000 })).toBe(0);
  });

  it('is 0 without a sale', () => {
    expect(percentOff({ price: 10000 })).toBe(0);
    expect(percentOff({ price: 10000, originalPrice: null })).toBe(0);
    expect(percentOff({ price: 10000, originalPrice: 10000 })).toBe(0);
    expect(percentOff({ price: 10000, originalPrice: 9000 })).toBe(0);
  });
});

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
