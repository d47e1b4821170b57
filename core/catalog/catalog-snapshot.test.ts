import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import type { Event } from '../events';
import type { Category } from './catalog.model';
import { catalogReducer, initialCatalogState } from './catalog.reducer';
import { catalogSnapshot } from './catalog-snapshot';
import { testProduct as product } from './product.fixture';

const ghee: Category = {
  id: 'pcat_ghee',
  name: 'Ghee',
  handle: 'ghee',
  description: 'Desi ghee',
  metadata: { L1_page_icon_link: null },
};
const run = (...events: Event[]) => events.reduce(catalogReducer, initialCatalogState);

/** A catalogue with one of each entry loaded, and others loading, failed or not found. */
const mixed = run(
  { type: 'catalog/categoriesLoaded', payload: { categories: [ghee] } },
  {
    type: 'catalog/listingLoaded',
    payload: { handle: 'ghee', order: 'popularity', category: ghee, products: [product('a')], count: 30, offset: 0 },
  },
  { type: 'catalog/listingLoadStarted', payload: { handle: 'ghee', order: 'popularity', offset: 1 } },
  { type: 'catalog/listingLoadStarted', payload: { handle: 'oils', order: 'popularity', offset: 0 } },
  { type: 'catalog/productLoaded', payload: { handle: 'a', product: product('a') } },
  { type: 'catalog/productNotFound', payload: { handle: 'gone' } },
  { type: 'catalog/railLoaded', payload: { rail: 'bestsellers', products: [product('a')] } },
  { type: 'catalog/railLoadFailed', payload: { rail: 'new', status: 500, message: 'down' } },
);

describe('catalogue snapshot', () => {
  it('keeps only what has loaded, with no further page on its way', () => {
    const snapshot = catalogSnapshot(mixed);
    expect(snapshot.categories).toEqual({ status: 'loaded', items: [ghee], error: null });
    expect(Object.keys(snapshot.listings)).toEqual(['ghee|popularity']);
    expect(snapshot.listings['ghee|popularity']).toMatchObject({ status: 'loaded', loadingMore: false, count: 30 });
    expect(Object.keys(snapshot.products)).toEqual(['a']);
    expect(Object.keys(snapshot.rails)).toEqual(['bestsellers']);
  });

  it('leaves the tiles idle when they had not loaded', () => {
    const started = run({ type: 'catalog/categoriesLoadStarted' });
    expect(catalogSnapshot(started).categories).toEqual(initialCatalogState.categories);
  });

  it('restored, it gives the state it was taken from (JSON round trip included)', () => {
    const snapshot = JSON.parse(JSON.stringify(catalogSnapshot(mixed))) as ReturnType<typeof catalogSnapshot>;
    expect(run({ type: 'catalog/snapshotRestored', payload: { catalog: snapshot } })).toEqual(snapshot);
  });

  it('restored, nothing it holds is asked for again, and what it lacks still is', () => {
    const { store, fakes } = createTestCore();
    store.dispatch({ type: 'catalog/snapshotRestored', payload: { catalog: catalogSnapshot(mixed) } });
    store.dispatch({ type: 'catalog/categoriesRequested' });
    store.dispatch({ type: 'catalog/listingRequested', payload: { handle: 'ghee', order: 'popularity' } });
    store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'a' } });
    store.dispatch({ type: 'catalog/railRequested', payload: { rail: 'bestsellers' } });
    const catalogRequests = () =>
      fakes.http.requests().filter((request) => !request.url.endsWith('/api/v1/events/session-events'));
    expect(catalogRequests()).toEqual([]);
    store.dispatch({ type: 'catalog/railRequested', payload: { rail: 'new' } });
    store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'b' } });
    expect(catalogRequests().map((request) => request.url)).toEqual([
      expect.stringContaining('/store/products?'),
      'http://shop.test/store/products/b',
    ]);
    store.dispose();
  });
});
