import { describe, expect, it } from 'vitest';
import { toProduct, toProductSummary } from './medusa-catalog.decode';

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

describe('a Medusa sale price on an assistant card (issue 25 item 1)', () => {
  it('keeps each pack’s MRP in paise, and none for a pack at its price', () => {
    const record = {
      title: 'Moong Dal',
      variants: [
        {
          id: 'v1',
          title: '1 kg',
          variant_rank: 0,
          calculated_price: { calculated_amount: 160, original_amount: 173, currency_code: 'inr' },
        },
        {
          id: 'v2',
          title: '5 kg',
          variant_rank: 1,
          calculated_price: { calculated_amount: 760, original_amount: 760, currency_code: 'inr' },
        },
      ],
    };
    expect(toProductSummary(record, 'moong-dal', 'https://api.example.in')?.variants).toEqual([
      { id: 'v1', title: '1 kg', price: 16000, originalPrice: 17300 },
      { id: 'v2', title: '5 kg', price: 76000 },
    ]);
  });
});
