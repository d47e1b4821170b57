import { describe, expect, it } from 'vitest';
import { toProduct } from './medusa-catalog.decode';

const product = (calculated_price: unknown) => ({
  id: 'prod_1',
  handle: 'sharbati-wheat-atta',
  title: 'Sharbati Wheat Atta',
  variants: [{ id: 'variant_1', title: '1 kg', weight: 1000, variant_rank: 0, calculated_price }],
});

describe('a Medusa sale price (issue 25 item 1)', () => {
  it('reads calculated_amount as the price and original_amount as the MRP, in paise', () => {
    const sale = {
      calculated_amount: 90,
      original_amount: 103,
      currency_code: 'inr',
      calculated_price: { price_list_type: 'sale' },
    };
    expect(toProduct(product(sale))?.variants[0]).toEqual({
      id: 'variant_1',
      title: '1 kg',
      price: 9000,
      originalPrice: 10300,
      weight: 1000,
    });
  });

  it('has no MRP without a sale: original_amount equal, lower, null or malformed', () => {
    for (const original_amount of [90, 80, null, '103', -5]) {
      const variant = toProduct(product({ calculated_amount: 90, original_amount, currency_code: 'inr' }))?.variants[0];
      expect(variant?.price).toBe(9000);
      expect(variant).not.toHaveProperty('originalPrice');
    }
  });

  it('leaves out a pack whose selling price is malformed, MRP or not', () => {
    expect(toProduct(product({ calculated_amount: 'ninety', original_amount: 103, currency_code: 'inr' }))).toBeNull();
  });
});
