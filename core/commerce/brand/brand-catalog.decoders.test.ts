import { describe, expect, it } from 'vitest';
import { toCategoryTiles, toProduct, toProductPage } from './brand-catalog.decoders';

const variant = {
  id: 'v1',
  title: '1 kg',
  weight: 1000,
  calculated_price: { calculated_amount: 7500, currency_code: 'inr' },
};
const product = {
  id: 'p1',
  handle: 'atta',
  title: 'Atta',
  thumbnail: '/t.svg',
  images: [{ url: '/a.svg' }],
  variants: [variant],
  metadata: { ingredients: 'Wheat', nutrition: { energy: '341 kcal', bad: 3 }, popularity: 9 },
};

describe('catalogue parsing', () => {
  it('takes the tiles from the first category and keeps name, handle, icon and description', () => {
    const tiles = toCategoryTiles({
      product_categories: [
        {
          handle: 'grocery',
          name: 'Grocery',
          category_children: [
            { id: 'c1', name: 'Ghee', handle: 'ghee', description: 'd', metadata: { L1_page_icon_link: '/g.svg' } },
            { name: '' },
          ],
        },
      ],
    });
    expect(tiles).toEqual([
      { id: 'c1', name: 'Ghee', handle: 'ghee', description: 'd', metadata: { L1_page_icon_link: '/g.svg' } },
    ]);
  });

  it('is null for answers that are not category lists', () => {
    expect(toCategoryTiles(null)).toBeNull();
    expect(toCategoryTiles({ product_categories: [] })).toBeNull();
    expect(toCategoryTiles({ product_categories: [{ category_children: 'x' }] })).toBeNull();
  });

  it('reads a product with its variants in paise, images, ingredients and string-valued nutrition', () => {
    expect(toProduct(product)).toMatchObject({
      id: 'p1',
      images: ['/t.svg', '/a.svg'],
      thumbnail: '/t.svg',
      variants: [{ id: 'v1', title: '1 kg', price: 7500, weight: 1000 }],
      ingredients: 'Wheat',
      nutrition: { energy: '341 kcal' },
      popularity: 9,
    });
  });

  it('marks a variant sold out when its counted stock is gone, and says nothing of stock otherwise (issue 25 item 6)', () => {
    const [counted, open] = [
      { id: 'v1', title: '1 kg', calculated_price: { calculated_amount: 7500 }, manage_inventory: true },
      { id: 'v2', title: '5 kg', calculated_price: { calculated_amount: 30000 }, manage_inventory: false },
    ];
    const variants = toProduct({ ...product, variants: [{ ...counted, inventory_quantity: 0 }, open] })?.variants;
    expect(variants?.map((variant) => variant.soldOut)).toEqual([true, undefined]);
    expect(
      toProduct({ ...product, variants: [{ ...counted, inventory_quantity: 4 }] })?.variants[0],
    ).not.toHaveProperty('soldOut');
  });

  it('refuses a product without a priced variant, and leaves such products out of a page', () => {
    expect(toProduct({ ...product, variants: [{ id: 'v1', calculated_price: {} }] })).toBeNull();
    expect(toProductPage({ products: [product, { id: 'x' }], count: 7 })).toMatchObject({
      count: 7,
      products: [{ id: 'p1' }],
    });
    expect(toProductPage({ products: 'none' })).toBeNull();
  });
});

describe('the MRP of a sale pack (issue 25 item 1)', () => {
  const priced = (calculated_price: unknown) => toProduct({ ...product, variants: [{ ...variant, calculated_price }] });

  it('reads original_amount above calculated_amount as the MRP, in Medusa shape', () => {
    const sale = {
      calculated_amount: 7500,
      original_amount: 8500,
      calculated_price: { price_list_type: 'sale' },
      currency_code: 'inr',
    };
    expect(priced(sale)?.variants[0]).toEqual({
      id: 'v1',
      title: '1 kg',
      price: 7500,
      originalPrice: 8500,
      weight: 1000,
    });
  });

  it('has no MRP when original_amount is missing, equal, lower or malformed; a malformed price drops the pack', () => {
    for (const original_amount of [undefined, 7500, 7000, '8500', null, -1])
      expect(priced({ calculated_amount: 7500, original_amount })?.variants[0]?.originalPrice).toBeUndefined();
    expect(priced({ calculated_amount: '75', original_amount: 8500 })).toBeNull();
  });
});
