import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { listingKey, type Listing, type ProductEntry, type Rail } from './catalog.model';
import { selectCategories, selectListing, selectProductEntry, selectRail } from './catalog.selectors';
import { testProduct } from './product.fixture';

const listing = (handle: string, order: Listing['order']): Listing => ({
  handle,
  order,
  status: 'loaded',
  category: null,
  products: [testProduct(`${handle}-${order}`)],
  count: 1,
  loadingMore: false,
  error: null,
});

const withCatalog = (catalog: Partial<RootState['catalog']>): RootState => ({
  ...initialRootState,
  catalog: { ...initialRootState.catalog, ...catalog },
});

describe('catalog selectors', () => {
  it('the categories', () => {
    const categories: RootState['catalog']['categories'] = { status: 'failed', items: [], error: 'down' };
    expect(selectCategories(withCatalog({ categories }))).toBe(categories);
  });

  it('a listing by category and order', () => {
    const byPopularity = listing('ghee', 'popularity');
    const byPrice = listing('ghee', 'price_asc');
    const state = withCatalog({
      listings: { [listingKey('ghee', 'popularity')]: byPopularity, [listingKey('ghee', 'price_asc')]: byPrice },
    });
    expect(selectListing('ghee', 'popularity')(state)).toBe(byPopularity);
    expect(selectListing('ghee', 'price_asc')(state)).toBe(byPrice);
    expect(selectListing('ghee', 'price_desc')(state)).toBeUndefined();
    expect(selectListing('atta', 'popularity')(state)).toBeUndefined();
  });

  it('a rail by id, and a product page entry by handle', () => {
    const bestsellers: Rail = { status: 'loaded', products: [testProduct('a2-ghee')], error: null };
    const entry: ProductEntry = { status: 'notFound', product: null, error: null };
    const state = withCatalog({ rails: { bestsellers }, products: { 'no-such': entry } });
    expect(selectRail('bestsellers')(state)).toBe(bestsellers);
    expect(selectRail('category:ghee')(state)).toBeUndefined();
    expect(selectProductEntry('no-such')(state)).toBe(entry);
    expect(selectProductEntry('a2-ghee')(state)).toBeUndefined();
  });
});
