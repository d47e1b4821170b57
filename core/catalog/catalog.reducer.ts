import { reducerFrom, withChanges } from '../reducer-table';
import {
  listingKey,
  type CatalogState,
  type Listing,
  type ProductEntry,
  type ProductOrder,
  type Rail,
  type RailId,
} from './catalog.model';

export const initialCatalogState: CatalogState = {
  categories: { status: 'idle', items: [], error: null },
  listings: {},
  products: {},
  rails: {},
};

const emptyListing = (handle: string, order: ProductOrder): Listing => ({
  handle,
  order,
  status: 'idle',
  category: null,
  products: [],
  count: 0,
  loadingMore: false,
  error: null,
});

const listingOf = (state: CatalogState, handle: string, order: ProductOrder): Listing =>
  state.listings[listingKey(handle, order)] ?? emptyListing(handle, order);

const withListing = (state: CatalogState, listing: Listing): CatalogState => ({
  ...state,
  listings: { ...state.listings, [listingKey(listing.handle, listing.order)]: listing },
});

const withProduct = (state: CatalogState, handle: string, entry: ProductEntry): CatalogState => ({
  ...state,
  products: { ...state.products, [handle]: entry },
});

const withRail = (state: CatalogState, rail: RailId, entry: Rail): CatalogState => ({
  ...state,
  rails: { ...state.rails, [rail]: entry },
});

export const catalogReducer = reducerFrom<CatalogState>(initialCatalogState, {
  'catalog/snapshotRestored': (state, { payload: { catalog } }) => ({
    categories: catalog.categories.status === 'loaded' ? catalog.categories : state.categories,
    listings: { ...state.listings, ...catalog.listings },
    products: { ...state.products, ...catalog.products },
    rails: { ...state.rails, ...catalog.rails },
  }),
  'catalog/categoriesLoadStarted': (state) =>
    withChanges(state, { categories: withChanges(state.categories, { status: 'loading', error: null }) }),
  'catalog/categoriesLoaded': (state, { payload }) => ({
    ...state,
    categories: { status: 'loaded' as const, items: payload.categories, error: null },
  }),
  'catalog/categoriesLoadFailed': (state, { payload }) =>
    withChanges(state, { categories: withChanges(state.categories, { status: 'failed', error: payload.message }) }),
  'catalog/listingLoadStarted': (state, { payload }) => {
    const listing = listingOf(state, payload.handle, payload.order);
    return withListing(
      state,
      payload.offset === 0 ? { ...listing, status: 'loading', error: null } : { ...listing, loadingMore: true },
    );
  },
  'catalog/listingLoaded': (state, { payload }) => {
    const listing = listingOf(state, payload.handle, payload.order);
    const kept = payload.offset === 0 ? [] : listing.products.slice(0, payload.offset);
    const seen = new Set(kept.map((product) => product.id));
    return withListing(state, {
      ...listing,
      products: [...kept, ...payload.products.filter((product) => !seen.has(product.id))],
      category: payload.category ?? listing.category,
      count: payload.count,
      status: 'loaded',
      loadingMore: false,
      error: null,
    });
  },
  'catalog/listingNotFound': (state, { payload }) =>
    withListing(state, { ...emptyListing(payload.handle, payload.order), status: 'notFound' }),
  'catalog/listingLoadFailed': (state, { payload }) => {
    const listing = listingOf(state, payload.handle, payload.order);
    return withListing(state, {
      ...listing,
      status: payload.offset === 0 ? 'failed' : listing.status,
      loadingMore: false,
      error: payload.message,
    });
  },
  'catalog/productLoadStarted': (state, { payload }) =>
    withProduct(state, payload.handle, {
      status: 'loading',
      product: state.products[payload.handle]?.product ?? null,
      error: null,
    }),
  'catalog/productLoaded': (state, { payload }) =>
    withProduct(state, payload.handle, { status: 'loaded', product: payload.product, error: null }),
  'catalog/productNotFound': (state, { payload }) =>
    withProduct(state, payload.handle, { status: 'notFound', product: null, error: null }),
  'catalog/productLoadFailed': (state, { payload }) =>
    withProduct(state, payload.handle, { status: 'failed', product: null, error: payload.message }),
  'catalog/railLoadStarted': (state, { payload }) =>
    withRail(state, payload.rail, {
      status: 'loading',
      products: state.rails[payload.rail]?.products ?? [],
      error: null,
    }),
  'catalog/railLoaded': (state, { payload }) =>
    withRail(state, payload.rail, { status: 'loaded', products: payload.products, error: null }),
  'catalog/railLoadFailed': (state, { payload }) =>
    withRail(state, payload.rail, { status: 'failed', products: [], error: payload.message }),
});
