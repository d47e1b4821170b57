import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../local-backend/catalog/seed-catalog';
import { DELIVERY_ZONES } from '../../core/checkout/checkout-policy';
import { buildSeedInput, contentHash, paiseToRupees, SEED_POLICY } from './seed-input';

const input = buildSeedInput();
const catalog = createSeedCatalog();

describe('the Medusa seed input', () => {
  it('promises, on its one delivery option for every pin code, the days of every zone, not one zone’s (issue 22)', () => {
    const standard = SEED_POLICY.shipping.standard;
    const zones = Object.values(DELIVERY_ZONES);
    const firstDay = Math.min(...zones.map((zone) => zone.days[0]));
    const lastDay = Math.max(...zones.map((zone) => zone.days[1]));
    expect([standard.minDays, standard.maxDays]).toEqual([firstDay, lastDay]);
    expect(standard.promise).toBe(`${firstDay}-${lastDay} days`);
    expect(standard.name).toBe('Standard delivery');
  });

  it('is the local backend catalogue: the grocery root, its ranked tiles with icon metadata, every product', () => {
    expect(input.root.handle).toBe('grocery');
    expect(input.categories.map((category) => category.handle)).toEqual(
      catalog.categories().category_children.map((category) => category.handle),
    );
    expect(input.categories.map((category) => category.rank)).toEqual(input.categories.map((_, index) => index));
    for (const category of input.categories)
      expect(category.metadata['L1_page_icon_link']).toBe(`/images/categories/${category.handle}.svg`);
    expect(input.products).toHaveLength(catalog.products().length);
    expect(input.products).toHaveLength(68);
  });

  it('turns paise into rupees, variant by variant', () => {
    const atta = input.products.find((product) => product.handle === 'fresh-chakki-atta-whole-wheat');
    expect(atta?.variants.map((variant) => [variant.title, variant.amount])).toEqual([
      ['1 kg', 75],
      ['5 kg', 325],
      ['10 kg', 620],
    ]);
    for (const product of input.products) {
      const source = catalog.productByHandle(product.handle);
      expect(product.variants.map((variant) => (variant.saleAmount ?? variant.amount) * 100)).toEqual(
        source?.variants.map((variant) => variant.calculated_price.calculated_amount),
      );
    }
  });

  it('prices a sale pack at its MRP, with its selling price for the sale price list (issue 25 item 1)', () => {
    const sharbati = input.products.find((product) => product.handle === 'sharbati-wheat-atta');
    const source = catalog.productByHandle('sharbati-wheat-atta');
    expect(sharbati?.variants.map((variant) => [variant.amount * 100, (variant.saleAmount ?? NaN) * 100])).toEqual(
      source?.variants.map((variant) => [
        variant.calculated_price.original_amount,
        variant.calculated_price.calculated_amount,
      ]),
    );
    expect(sharbati?.variants[0]?.amount).toBeGreaterThan(sharbati?.variants[0]?.saleAmount ?? Infinity);
    const onSale = input.products.filter((product) => product.variants.some((variant) => variant.saleAmount !== null));
    expect(onSale.length).toBeGreaterThanOrEqual(8);
    const atta = input.products.find((product) => product.handle === 'fresh-chakki-atta-whole-wheat');
    expect(atta?.variants.every((variant) => variant.saleAmount === null)).toBe(true);
  });

  it('keeps each product option value, its categories (aisle first), tags, images and metadata', () => {
    const atta = input.products.find((product) => product.handle === 'multigrain-atta');
    expect(atta?.options).toEqual([{ title: 'Weight', values: ['1 kg', '5 kg'] }]);
    expect(atta?.variants[1]?.options).toEqual({ Weight: '5 kg' });
    expect(atta?.category_handles).toEqual([
      'fresh-chakki-atta',
      'diabetic-friendly',
      'heart-friendly',
      'customize-box',
    ]);
    expect(atta?.tags).toEqual(['diabetic-friendly', 'heart-friendly', 'customize-box']);
    expect(atta?.images).toEqual([{ url: '/images/products/multigrain-atta.svg' }]);
    expect(atta?.metadata['hindi_name']).toBe('मल्टीग्रेन आटा');
    expect(input.products.every((product) => /[\u0900-\u097f]/.test(String(product.metadata['title_hi'])))).toBe(true);
    expect(input.tags).toContain('customize-box');
  });

  it('refuses a price that is not whole paise', () => {
    expect(() => paiseToRupees(12.5)).toThrow(/integer/);
    expect(paiseToRupees(99900)).toBe(999);
  });

  it('hashes its parts so any change makes a new cache key', () => {
    expect(contentHash('a', 'b')).not.toBe(contentHash('ab'));
    expect(contentHash('a', 'b')).toBe(contentHash('a', 'b'));
  });

  it("seeds the home rails' collections from the local catalogue: its 12 best sellers, and its 12 newest that are not", () => {
    const byPopularity = [...catalog.products()].sort(
      (a, b) => b.metadata.popularity - a.metadata.popularity || a.title.localeCompare(b.title),
    );
    const [bestsellers, fresh] = input.collections;
    expect(input.collections.map((collection) => [collection.title, collection.handle])).toEqual([
      ['Bestsellers', 'bestsellers'],
      ['New', 'new'],
    ]);
    expect(bestsellers?.product_handles).toEqual(byPopularity.slice(0, 12).map((product) => product.handle));
    expect(fresh?.product_handles).toHaveLength(12);
    const handles = new Set(input.products.map((product) => product.handle));
    for (const handle of fresh?.product_handles ?? []) {
      expect(handles.has(handle)).toBe(true);
      expect(bestsellers?.product_handles).not.toContain(handle);
    }
  });
});
