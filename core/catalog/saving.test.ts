import { describe, expect, it } from 'vitest';
import { mrpOver, percentOff } from './saving';
import { withMrp } from './sale-decode';

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
    expect(percentOff(8800, 10000)).toBe(12);
    expect(percentOff(9500, 10000)).toBe(5);
  });

  it('rounds down, never claiming more than the shopper saves', () => {
    expect(percentOff(7500, 8300)).toBe(9);
    expect(percentOff(1, 100)).toBe(99);
    expect(percentOff(9999, 10000)).toBe(0);
  });
});

describe('withMrp (issue 25 item 1)', () => {
  it('gives a decoded pack its originalPrice only when on sale', () => {
    expect(withMrp(8800, 10000)).toEqual({ originalPrice: 10000 });
    expect(withMrp(8800, 8800)).toEqual({});
    expect(withMrp(8800, 'x')).toEqual({});
  });
});
