import { concat, EMPTY, exhaustMap, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { isOk, serverMessage } from '../http/api-client';
import type { HttpResponse } from '../ports';
import { toCategory, toCategoryTiles, toProductDetail, toProductPage } from '../commerce/brand/brand-catalog.decoders';
import {
  LISTING_PAGE_SIZE,
  listingKey,
  RAIL_SIZE,
  type Category,
  type Product,
  type ProductOrder,
  type RailId,
} from './catalog.model';

export const CATEGORIES_PATH = '/store/product-categories';
export const PRODUCTS_PATH = '/store/products';
/** How many products the 'new' rail chooses from. */
const NEW_RAIL_POOL = 50;

export const CATALOG_MESSAGES = {
  categoriesFailed: 'Could not load the categories. Please try again.',
  listingFailed: 'Could not load the products. Please try again.',
  productFailed: 'Could not load this product. Please try again.',
  unreadable: 'The store sent an answer we could not read. Please try again.',
} as const;

const failed = (response: HttpResponse, fallback: string) => ({
  status: response.status,
  message: isOk(response) ? CATALOG_MESSAGES.unreadable : (serverMessage(response) ?? fallback),
});

/** The category tiles, loaded once; asked again only after a failure. */
const categoriesEpic: CoreEpic = (event$, state$, { api, endpoints }) =>
  event$.pipe(
    ofType('catalog/categoriesRequested'),
    exhaustMap(() => {
      const status = state$.value.catalog.categories.status;
      if (status === 'loaded' || status === 'loading') return EMPTY;
      return concat(
        of<Event>({ type: 'catalog/categoriesLoadStarted' }),
        api.get(CATEGORIES_PATH, { query: { handle: endpoints.rootCategoryHandle }, cache: 'default' }).pipe(
          map((response): Event => {
            const categories = isOk(response) ? toCategoryTiles(response.body) : null;
            return categories
              ? { type: 'catalog/categoriesLoaded', payload: { categories } }
              : { type: 'catalog/categoriesLoadFailed', payload: failed(response, CATALOG_MESSAGES.categoriesFailed) };
          }),
        ),
      );
    }),
  );

/** The category named by a handle: from the tiles when they hold it, else asked for; null when none has it. */
function findCategory(deps: CoreDependencies, tiles: readonly Category[], handle: string): Observable<Category | null | HttpResponse> {
  const known = tiles.find((category) => category.handle === handle);
  if (known) return of(known);
  return deps.api.get(CATEGORIES_PATH, { query: { handle } }).pipe(
    map((response) => {
      const list = isOk(response) && typeof response.body === 'object' && response.body !== null
        ? (response.body as { product_categories?: unknown }).product_categories
        : undefined;
      if (!Array.isArray(list)) return response;
      return list.map(toCategory).find((category) => category?.handle === handle) ?? null;
    }),
  );
}

function loadPage(deps: CoreDependencies, handle: string, order: ProductOrder, offset: number, category: Category | null): Observable<Event> {
  return deps.api.get(PRODUCTS_PATH, { query: { category_handle: handle, order, limit: LISTING_PAGE_SIZE, offset } }).pipe(
    map((response): Event => {
      const page = isOk(response) ? toProductPage(response.body) : null;
      return page
        ? { type: 'catalog/listingLoaded', payload: { handle, order, category, products: page.products, count: page.count, offset } }
        : { type: 'catalog/listingLoadFailed', payload: { handle, order, offset, ...failed(response, CATALOG_MESSAGES.listingFailed) } };
    }),
  );
}

/** A category listing's first page (unless loaded or loading), and further pages on request. */
const listingEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('catalog/categoryViewed'),
      mergeMap(({ payload: { handle, order } }) => {
        const state = state$.value.catalog;
        const status = state.listings[listingKey(handle, order)]?.status;
        if (status === 'loaded' || status === 'loading' || status === 'notFound') return EMPTY;
        return concat(
          of<Event>({ type: 'catalog/listingLoadStarted', payload: { handle, order, offset: 0 } }),
          findCategory(deps, state.categories.items, handle).pipe(
            mergeMap((found): Observable<Event> => {
              if (found === null) return of({ type: 'catalog/listingNotFound', payload: { handle, order } });
              if ('status' in found) {
                return of({ type: 'catalog/listingLoadFailed', payload: { handle, order, offset: 0, ...failed(found, CATALOG_MESSAGES.listingFailed) } });
              }
              return loadPage(deps, handle, order, 0, found);
            }),
          ),
        );
      }),
    ),
    event$.pipe(
      ofType('catalog/categoryMoreRequested'),
      mergeMap(({ payload: { handle, order } }) => {
        const listing = state$.value.catalog.listings[listingKey(handle, order)];
        if (!listing || listing.status !== 'loaded' || listing.loadingMore || listing.products.length >= listing.count) return EMPTY;
        const offset = listing.products.length;
        return concat(
          of<Event>({ type: 'catalog/listingLoadStarted', payload: { handle, order, offset } }),
          loadPage(deps, handle, order, offset, listing.category),
        );
      }),
    ),
  );

/** A product page's product, unless loaded or loading; an unknown handle is not found. */
const productEpic: CoreEpic = (event$, state$, { api }) =>
  event$.pipe(
    ofType('catalog/productViewed'),
    mergeMap(({ payload: { handle } }) => {
      const status = state$.value.catalog.products[handle]?.status;
      if (status === 'loaded' || status === 'loading' || status === 'notFound') return EMPTY;
      return concat(
        of<Event>({ type: 'catalog/productLoadStarted', payload: { handle } }),
        api.get(`${PRODUCTS_PATH}/${encodeURIComponent(handle)}`).pipe(
          map((response): Event => {
            if (response.status === 404) return { type: 'catalog/productNotFound', payload: { handle } };
            const product = isOk(response) ? toProductDetail(response.body) : null;
            return product
              ? { type: 'catalog/productLoaded', payload: { handle, product } }
              : { type: 'catalog/productLoadFailed', payload: { handle, ...failed(response, CATALOG_MESSAGES.productFailed) } };
          }),
        ),
      );
    }),
  );

/** Newest first; among equals (a catalogue seeded at one time) the ones still finding their buyers. */
function newestFirst(products: readonly Product[]): Product[] {
  return [...products].sort(
    (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || (a.popularity ?? 0) - (b.popularity ?? 0),
  );
}

function railRequest(rail: RailId): { query: Readonly<Record<string, string | number>>; pick: (products: Product[]) => Product[] } {
  if (rail === 'new') return { query: { limit: NEW_RAIL_POOL }, pick: (products) => newestFirst(products).slice(0, RAIL_SIZE) };
  const base = { order: 'popularity', limit: RAIL_SIZE };
  if (rail === 'bestsellers') return { query: base, pick: (products) => products };
  return { query: { category_handle: rail.slice('category:'.length), ...base }, pick: (products) => products };
}

/** A home rail (best sellers, new, or a category's best sellers), loaded once. */
const railEpic: CoreEpic = (event$, state$, { api }) =>
  event$.pipe(
    ofType('catalog/railRequested'),
    mergeMap(({ payload: { rail } }) => {
      const status = state$.value.catalog.rails[rail]?.status;
      if (status === 'loaded' || status === 'loading') return EMPTY;
      const { query, pick } = railRequest(rail);
      return concat(
        of<Event>({ type: 'catalog/railLoadStarted', payload: { rail } }),
        api.get(PRODUCTS_PATH, { query }).pipe(
          map((response): Event => {
            const page = isOk(response) ? toProductPage(response.body) : null;
            return page
              ? { type: 'catalog/railLoaded', payload: { rail, products: pick(page.products) } }
              : { type: 'catalog/railLoadFailed', payload: { rail, ...failed(response, CATALOG_MESSAGES.listingFailed) } };
          }),
        ),
      );
    }),
  );

/** Every catalogue load: categories, listings, products and rails. */
export const catalogEpic: CoreEpic = (event$, state$, deps) =>
  merge(categoriesEpic(event$, state$, deps), listingEpic(event$, state$, deps), productEpic(event$, state$, deps), railEpic(event$, state$, deps));
