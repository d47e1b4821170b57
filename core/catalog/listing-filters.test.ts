import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from './catalog.model';
import { soldOutFlag } from './catalog.model';
import {
  activeFilterCount,
  facetOptions,
  filterProducts,
  NO_FILTERS,
  parseListingFilters,
  parsePriceRange,
  withFilters,
  writeListingFilters,
  type ListingFilters,
} from './listing-filters';
import { testProduct } from './product.fixture';

const variant = (title: string, rupees: number, weight: number | null, extra: Partial<ProductVariant> = {}) => ({
  id: `v_${title}_${rupees}`,
  title,
  price: rupees * 100,
  weight,
  ...extra,
});

const product = (handle: string, variants: ProductVariant[], diets: string[] = []): Product => ({
  ...testProduct(handle),
  variants,
  categories: [{ handle: 'fresh-chakki-atta', name: 'Atta' }, ...diets.map((diet) => ({ handle: diet, name: diet }))],
});

const multigrain = product(
  'multigrain-atta',
  [variant('1 kg', 120, 1000), variant('5 kg', 560, 5000, { soldOut: true })],
  ['diabetic-friendly', 'heart-friendly'],
);
const ragi = product('ragi-atta', [variant('500 g', 90, 500)], ['kids']);
const wheat = product('wheat-atta', [variant('1 kg', 70, 1000), variant('5 kg', 330, 5000)]);
const all = [multigrain, ragi, wheat];

const only = (filters: Partial<ListingFilters>) =>
  filterProducts(all, { ...NO_FILTERS, ...filters }).map((item) => item.handle);

describe('filterProducts', () => {
  it('keeps every product, in order, when no facet is chosen', () => {
    expect(filterProducts(all, NO_FILTERS)).toBe(all);
  });

  it('pack size: products with a variant of any chosen size', () => {
    expect(only({ sizes: ['1kg'] })).toEqual(['multigrain-atta', 'wheat-atta']);
    expect(only({ sizes: ['500g', '5kg'] })).toEqual(['multigrain-atta', 'ragi-atta', 'wheat-atta']);
    expect(only({ sizes: ['2kg'] })).toEqual([]);
  });

  it('price: products with a variant priced within the band, both ends included', () => {
    expect(only({ price: { min: 0, max: 90 } })).toEqual(['ragi-atta', 'wheat-atta']);
    expect(only({ price: { min: 500, max: null } })).toEqual(['multigrain-atta']);
  });

  it('diet: products in any chosen diet category', () => {
    expect(only({ diets: ['diabetic-friendly'] })).toEqual(['multigrain-atta']);
    expect(only({ diets: ['kids', 'heart-friendly'] })).toEqual(['multigrain-atta', 'ragi-atta']);
  });

  it('in stock: products with a variant that is not sold out', () => {
    const soldOut = product('gone', [variant('1 kg', 100, 1000, { soldOut: true })]);
    expect(filterProducts([soldOut, wheat], { ...NO_FILTERS, inStock: true }).map((item) => item.handle)).toEqual([
      'wheat-atta',
    ]);
  });

  it('combines facets on one variant: the size, the price and the stock must hold for the same pack', () => {
    expect(only({ sizes: ['5kg'], price: { min: 500, max: null } })).toEqual(['multigrain-atta']);
    expect(only({ sizes: ['5kg'], price: { min: 500, max: null }, inStock: true })).toEqual([]);
    expect(only({ sizes: ['1kg'], price: { min: 100, max: 200 } })).toEqual(['multigrain-atta']);
    expect(only({ sizes: ['1kg'], diets: ['kids'] })).toEqual([]);
  });
});

describe('the address', () => {
  it('reads each facet, several sizes or diets separated by commas', () => {
    expect(parseListingFilters('?sort=price_asc&size=1kg,500g&diet=diabetic-friendly&inStock=1&price=0-200')).toEqual({
      sizes: ['1kg', '500g'],
      diets: ['diabetic-friendly'],
      price: { min: 0, max: 200 },
      inStock: true,
    });
  });

  it('leaves out unknown diets, malformed prices and other inStock values', () => {
    expect(parseListingFilters('diet=vegan&price=abc&inStock=yes&size=')).toEqual(NO_FILTERS);
    expect(parsePriceRange('500-100')).toBeNull();
    expect(parsePriceRange('1000-')).toEqual({ min: 1000, max: null });
  });

  it('round-trips through the address and keeps the sort', () => {
    const filters: ListingFilters = {
      sizes: ['1kg', '5kg'],
      diets: ['kids', 'weight-loss'],
      price: { min: 1000, max: null },
      inStock: true,
    };
    const params = writeListingFilters(new URLSearchParams('sort=price_desc'), filters);
    expect(params.get('sort')).toBe('price_desc');
    expect(parseListingFilters(params.toString())).toEqual(filters);
    expect(writeListingFilters(params, NO_FILTERS).toString()).toBe('sort=price_desc');
    expect(activeFilterCount(filters)).toBe(6);
  });
});

describe('withFilters', () => {
  it('adds the filters to a path, beside its query, and drops them all for no filters', () => {
    const filters = { ...NO_FILTERS, sizes: ['1kg'], inStock: true };
    expect(withFilters('/categories/ghee', filters)).toBe('/categories/ghee?size=1kg&inStock=1');
    expect(withFilters('/search?q=atta&sort=price_asc', filters)).toBe(
      '/search?q=atta&sort=price_asc&size=1kg&inStock=1',
    );
    expect(withFilters('/categories/ghee?size=1kg', NO_FILTERS)).toBe('/categories/ghee');
  });
});

describe('facetOptions', () => {
  it('offers the sizes the products come in, smallest first, and the diets among them', () => {
    const options = facetOptions(all);
    expect(options.sizes).toEqual([
      { value: '500g', label: '500 g' },
      { value: '1kg', label: '1 kg' },
      { value: '5kg', label: '5 kg' },
    ]);
    expect(options.diets.map((diet) => diet.value)).toEqual(['diabetic-friendly', 'heart-friendly', 'kids']);
  });

  it('also offers the sizes and diets the address chose that the products lack, so they can be unticked', () => {
    const options = facetOptions([ragi], { sizes: ['10kg'], diets: ['weight-loss'] });
    expect(options.sizes).toEqual([
      { value: '500g', label: '500 g' },
      { value: '10kg', label: '10kg' },
    ]);
    expect(options.diets.map((diet) => diet.value)).toEqual(['weight-loss', 'kids']);
  });
});

describe('soldOutFlag', () => {
  it('marks a variant sold out only when its stock is counted, none is left and no backorders are taken', () => {
    expect(soldOutFlag({ manage_inventory: true, inventory_quantity: 0 })).toEqual({ soldOut: true });
    expect(soldOutFlag({ manage_inventory: true, inventory_quantity: 3 })).toEqual({});
    expect(soldOutFlag({ manage_inventory: true, allow_backorder: true, inventory_quantity: 0 })).toEqual({});
    expect(soldOutFlag({ manage_inventory: false, inventory_quantity: 0 })).toEqual({});
    expect(soldOutFlag({})).toEqual({});
  });
});
