import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import type { Category } from './catalog.model';
import { testProduct as product } from './product.fixture';
import { catalogReducer, initialCatalogState } from './catalog.reducer';

const ghee: Category = {
  id: 'pcat_ghee',
  name: 'Ghee',
  handle: 'ghee',
  description: 'Desi ghee',
  metadata: { L1_page_icon_link: null },
};
const run = (...events: Event[]) => events.reduce(catalogReducer, initialCatalogState);

describe('catalog reducer', () => {
  it('keeps the tiles once loaded and the error once failed', () => {
    const loaded = run(
      { type: 'catalog/categoriesLoadStarted' },
      { type: 'catalog/categoriesLoaded', payload: { categories: [ghee] } },
    );
    expect(loaded.categories).toEqual({ status: 'loaded', items: [ghee], error: null });
    const failed = run(
      { type: 'catalog/categoriesLoadStarted' },
      { type: 'catalog/categoriesLoadFailed', payload: { status: 500, message: 'down' } },
    );
    expect(failed.categories).toEqual({ status: 'failed', items: [], error: 'down' });
  });

  it('keys listings by handle and order, and appends later pages without duplicates', () => {
    const state = run(
      { type: 'catalog/listingLoadStarted', payload: { handle: 'ghee', order: 'popularity', offset: 0 } },
      {
        type: 'catalog/listingLoaded',
        payload: {
          handle: 'ghee',
          order: 'popularity',
          category: ghee,
          products: [product('a'), product('b')],
          count: 3,
          offset: 0,
        },
      },
      { type: 'catalog/listingLoadStarted', payload: { handle: 'ghee', order: 'popularity', offset: 2 } },
    );
    expect(state.listings['ghee|popularity']).toMatchObject({ status: 'loaded', loadingMore: true, count: 3 });
    const next = catalogReducer(state, {
      type: 'catalog/listingLoaded',
      payload: {
        handle: 'ghee',
        order: 'popularity',
        category: null,
        products: [product('b'), product('c')],
        count: 3,
        offset: 2,
      },
    });
    expect(next.listings['ghee|popularity']?.products.map((p) => p.handle)).toEqual(['a', 'b', 'c']);
    expect(next.listings['ghee|popularity']?.category).toEqual(ghee);
    expect(next.listings['ghee|price_asc']).toBeUndefined();
  });

  it('tells an unknown category apart from a failed one', () => {
    const notFound = run({ type: 'catalog/listingNotFound', payload: { handle: 'nope', order: 'popularity' } });
    expect(notFound.listings['nope|popularity']?.status).toBe('notFound');
    const failed = run({
      type: 'catalog/listingLoadFailed',
      payload: { handle: 'ghee', order: 'popularity', offset: 0, status: 0, message: 'offline' },
    });
    expect(failed.listings['ghee|popularity']).toMatchObject({ status: 'failed', error: 'offline' });
  });

  it('a failed later page keeps the products already shown', () => {
    const state = run(
      {
        type: 'catalog/listingLoaded',
        payload: { handle: 'ghee', order: 'popularity', category: ghee, products: [product('a')], count: 2, offset: 0 },
      },
      { type: 'catalog/listingLoadStarted', payload: { handle: 'ghee', order: 'popularity', offset: 1 } },
      {
        type: 'catalog/listingLoadFailed',
        payload: { handle: 'ghee', order: 'popularity', offset: 1, status: 500, message: 'down' },
      },
    );
    expect(state.listings['ghee|popularity']).toMatchObject({ status: 'loaded', loadingMore: false, error: 'down' });
    expect(state.listings['ghee|popularity']?.products).toHaveLength(1);
  });

  it('tracks products and rails by key', () => {
    const state = run(
      { type: 'catalog/productLoadStarted', payload: { handle: 'a' } },
      { type: 'catalog/productLoaded', payload: { handle: 'a', product: product('a') } },
      { type: 'catalog/productNotFound', payload: { handle: 'zz' } },
      { type: 'catalog/railLoaded', payload: { rail: 'bestsellers', products: [product('a')] } },
      { type: 'catalog/railLoadFailed', payload: { rail: 'category:ghee', status: 500, message: 'down' } },
    );
    expect(state.products['a']).toMatchObject({ status: 'loaded', product: { handle: 'a' } });
    expect(state.products['zz']).toEqual({ status: 'notFound', product: null, error: null });
    expect(state.rails['bestsellers']?.status).toBe('loaded');
    expect(state.rails['category:ghee']).toEqual({ status: 'failed', products: [], error: 'down' });
  });

  it('leaves the state untouched for intents and other areas', () => {
    expect(run({ type: 'catalog/listingRequested', payload: { handle: 'ghee', order: 'popularity' } })).toBe(
      initialCatalogState,
    );
    expect(run({ type: 'app/startRequested' })).toBe(initialCatalogState);
  });
});
