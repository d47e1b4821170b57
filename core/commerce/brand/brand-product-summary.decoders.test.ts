import { describe, expect, it } from 'vitest';
import { toProductSummary } from './brand-product-summary.decoders';

const variant = (id: string, title: string, rank: number, amount: number) => ({
  id,
  title,
  variant_rank: rank,
  calculated_price: { calculated_amount: amount, currency_code: 'inr' },
});

describe('toProductSummary', () => {
  const body = {
    product: {
      id: 'prod_toor_dal',
      title: 'Toor Dal',
      handle: 'toor-dal',
      thumbnail: '/images/products/toor-dal.svg',
      variants: [
        variant('variant_toor_dal_1kg', '1 kg', 1, 19900),
        variant('variant_toor_dal_500g', '500 g', 0, 10500),
      ],
    },
  };

  it('takes the title, the absolute thumbnail, the first-ranked variant with its price in paise, and every variant by rank', () => {
    expect(toProductSummary(body, 'toor-dal', 'https://api.example.in')).toEqual({
      handle: 'toor-dal',
      title: 'Toor Dal',
      thumbnail: 'https://api.example.in/images/products/toor-dal.svg',
      variantId: 'variant_toor_dal_500g',
      variantTitle: '500 g',
      price: 10500,
      variants: [
        { id: 'variant_toor_dal_500g', title: '500 g', price: 10500 },
        { id: 'variant_toor_dal_1kg', title: '1 kg', price: 19900 },
      ],
    });
  });

  it('keeps an absolute thumbnail and falls back to the first image, and to the prices list', () => {
    const product = {
      title: 'Ghee',
      thumbnail: null,
      images: [{ url: 'https://cdn.example.in/ghee.png' }],
      variants: [{ id: 'v1', title: '500 ml', prices: [{ amount: 45000, currency_code: 'inr' }] }],
    };
    expect(toProductSummary({ product }, 'ghee', 'https://api.example.in')).toMatchObject({
      thumbnail: 'https://cdn.example.in/ghee.png',
      variantId: 'v1',
      price: 45000,
    });
  });

  it('keeps a product without variants, with no variant or price', () => {
    expect(toProductSummary({ product: { title: 'Gift Hamper' } }, 'hamper', 'https://api.example.in')).toEqual({
      handle: 'hamper',
      title: 'Gift Hamper',
      thumbnail: null,
      variantId: null,
      variantTitle: null,
      price: null,
      variants: [],
    });
  });

  it.each([
    null,
    [],
    'product',
    {},
    { product: null },
    { product: [] },
    { product: { handle: 'x' } },
    { product: { title: '' } },
    { product: { title: '  ' } },
    { product: { title: 5 } },
  ])('is null for %j', (value) => {
    expect(toProductSummary(value, 'x', 'https://api.example.in')).toBeNull();
  });

  it('reads what it can of a product whose variants, images and prices are malformed', () => {
    const summary = toProductSummary(
      {
        product: {
          title: ' Atta ',
          thumbnail: 7,
          images: ['a.png', { url: '  ' }],
          variants: [
            null,
            'v0',
            {
              id: 'v2',
              title: 2,
              variant_rank: 'first',
              calculated_price: { calculated_amount: -5 },
              prices: [{ amount: 120 }],
            },
            { id: ' ', variant_rank: -1, thumbnail: '/v.png', prices: 'free' },
          ],
        },
      },
      'atta',
      'https://api.example.in',
    );
    expect(summary).toEqual({
      handle: 'atta',
      title: 'Atta',
      thumbnail: null,
      variantId: 'v2',
      variantTitle: null,
      price: 120,
      variants: [{ id: 'v2', title: null, price: 120 }],
    });
  });
});

describe('toProductSummary: sale packs (issue 25 item 1)', () => {
  const summary = (calculated_price: unknown) =>
    toProductSummary(
      { product: { title: 'Moong Dal', variants: [{ id: 'v1', title: '1 kg', calculated_price }] } },
      'moong-dal',
      'https://api.example.in',
    );

  it('keeps the MRP (original_amount above calculated_amount) of each pack', () => {
    expect(summary({ calculated_amount: 16000, original_amount: 17300 })?.variants).toEqual([
      { id: 'v1', title: '1 kg', price: 16000, originalPrice: 17300 },
    ]);
  });

  it('has no MRP when original_amount is equal, lower or malformed', () => {
    for (const original_amount of [16000, 15000, 'x', null])
      expect(summary({ calculated_amount: 16000, original_amount })?.variants).toEqual([
        { id: 'v1', title: '1 kg', price: 16000 },
      ]);
  });
});
