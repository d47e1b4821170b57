import { describe, expect, it } from 'vitest';
import { toMedusaCart } from './medusa-cart.decode';

const line = {
  id: 'cali_1',
  title: 'Chakki Atta',
  quantity: 2,
  unit_price: 320,
  total: 640,
  variant_id: 'variant_atta_5kg',
};

describe('toMedusaCart', () => {
  it('reads the lines of a cart, money in paise', () => {
    expect(toMedusaCart({ id: 'cart_1', currency_code: 'inr', items: [line] })?.items).toEqual([
      expect.objectContaining({
        id: 'cali_1',
        quantity: 2,
        price: 32000,
        total: 64000,
        variant_id: 'variant_atta_5kg',
      }),
    ]);
  });

  it('keeps the first of two lines with one id (found by the API fuzz)', () => {
    const items = toMedusaCart({ id: 'cart_1', currency_code: 'inr', items: [line, { ...line, quantity: 1 }] })?.items;
    expect(items?.map((item) => [item.id, item.quantity])).toEqual([['cali_1', 2]]);
  });

  it('leaves out lines whose quantity is not a whole number of at least one (found by the API fuzz, issue 15)', () => {
    const lines = [0, -3, 1.5, 2 ** 53 + 2].map((quantity, index) => ({ ...line, id: `cali_${index + 2}`, quantity }));
    expect(
      toMedusaCart({ id: 'cart_1', currency_code: 'inr', items: [line, ...lines] })?.items.map((item) => item.id),
    ).toEqual(['cali_1']);
  });

  it('leaves out a line whose money is not a finite number in paise (found by the decoder fuzz, issue 15)', () => {
    const lines = [
      { ...line, id: 'cali_2', unit_price: 1e307, total: undefined },
      { ...line, id: 'cali_3', total: 1e307 },
    ];
    expect(
      toMedusaCart({ id: 'cart_1', currency_code: 'inr', items: [line, ...lines] })?.items.map((item) => item.id),
    ).toEqual(['cali_1']);
  });
});

describe('the MRP of a Medusa cart line (issue 25 item 1)', () => {
  it('reads compare_at_unit_price (set from a sale price list) in paise', () => {
    const cart = toMedusaCart({ id: 'cart_1', currency_code: 'inr', items: [{ ...line, compare_at_unit_price: 360 }] });
    expect(cart?.items[0]?.originalPrice).toBe(36000);
  });

  it('has none when it is null, not above the unit price, or malformed', () => {
    for (const compare_at_unit_price of [null, 320, 300, '360', Number.NaN]) {
      const cart = toMedusaCart({ id: 'cart_1', currency_code: 'inr', items: [{ ...line, compare_at_unit_price }] });
      expect(cart?.items[0]).not.toHaveProperty('originalPrice');
      expect(cart?.items[0]?.price).toBe(32000);
    }
  });
});
