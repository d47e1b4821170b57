import { describe, expect, it } from 'vitest';
import { toCartItem, toCartItems } from './brand-cart.decoders';

const line = {
  id: 'cali_1',
  title: 'Chakki Atta',
  thumbnail: '/img/atta.svg',
  quantity: 2,
  unit_price: 32000,
  total: 64000,
  variant_id: 'variant_atta_5kg',
  variant_title: '5 kg',
  product_handle: 'chakki-atta',
};

describe('toCartItems', () => {
  it('maps server lines to cart items, money kept in minor units', () => {
    expect(toCartItems({ items: [line] })).toEqual([
      {
        id: 'cali_1',
        title: 'Chakki Atta',
        thumbnail: '/img/atta.svg',
        quantity: 2,
        price: 32000,
        total: 64000,
        variant_id: 'variant_atta_5kg',
        variant_title: '5 kg',
        product_handle: 'chakki-atta',
      },
    ]);
  });

  it('is null for an answer that is not a cart', () => {
    expect(toCartItems(null)).toBeNull();
    expect(toCartItems({ items: 'none' })).toBeNull();
    expect(toCartItems([line])).toBeNull();
  });

  it('leaves out lines without an id, variant, quantity or price', () => {
    expect(
      toCartItems({ items: [line, { ...line, id: 7 }, { ...line, quantity: 'two' }, { ...line, unit_price: null }] }),
    ).toHaveLength(1);
  });

  it('keeps the first of two lines with one id, as no line change could tell them apart (found by the API fuzz)', () => {
    const items = toCartItems({ items: [line, { ...line, variant_id: 'variant_atta_10kg', quantity: 1 }] });
    expect(items?.map((item) => [item.id, item.variant_id])).toEqual([['cali_1', 'variant_atta_5kg']]);
  });

  it('leaves out lines whose quantity is not a whole number of at least one (found by the API fuzz, issue 15)', () => {
    const lines = [0, -3, 1.5, 2 ** 53 + 2].map((quantity, index) => ({ ...line, id: `cali_${index + 2}`, quantity }));
    expect(toCartItems({ items: [line, ...lines] })?.map((item) => item.id)).toEqual(['cali_1']);
  });

  it('leaves out a line whose money is not a finite number once computed (found by the decoder fuzz, issue 15)', () => {
    expect(
      toCartItems({ items: [line, { ...line, id: 'cali_2', unit_price: -1e308, total: undefined }] })?.map(
        (item) => item.id,
      ),
    ).toEqual(['cali_1']);
  });

  it('leaves out a line with an empty id or variant id, which no line change could name (found by the decoder fuzz, issue 15)', () => {
    expect(
      toCartItems({ items: [line, { ...line, id: '' }, { ...line, id: 'cali_3', variant_id: '' }] })?.map(
        (item) => item.id,
      ),
    ).toEqual(['cali_1']);
  });

  it('computes a missing total and falls back to the product title', () => {
    const item = toCartItem({ ...line, title: undefined, product_title: 'Atta', total: undefined });
    expect(item?.total).toBe(64000);
    expect(item?.title).toBe('Atta');
  });
});

describe('the MRP of a cart line (issue 25 item 1)', () => {
  it("reads Medusa's compare_at_unit_price above the unit price as the line's MRP", () => {
    expect(toCartItem({ ...line, compare_at_unit_price: 36000 })?.originalPrice).toBe(36000);
  });

  it('has none when it is missing, not above the price, or not a number', () => {
    for (const compare_at_unit_price of [undefined, null, 32000, 30000, '36000'])
      expect(toCartItem({ ...line, compare_at_unit_price })).not.toHaveProperty('originalPrice');
  });
});
