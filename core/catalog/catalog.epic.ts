import { concat, EMPTY, exhaustMap, map, merge, mergeMap, of, type Observable } from 'rxjs';
import type { CommerceFailure, CommerceResult } from '../commerce/commerce.port';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import {
  LISTING_PAGE_SIZE,
  listingKey,
  RAIL_SIZE,
  type Category,
  type ProductOrder,
  type RailId,
} from './catalog.model';
import { CATALOG_MESSAGES } from '../messages/catalog.messages';

const failed = (failure: CommerceFailure, fallback: string) => ({
  status: failure.status,
  message: failure.kind === 'unreadable' ? CATALOG_MESSAGES.unreadable : (failure.message ?? fallback),
});

/** The category tiles, loaded once; asked again only after a failure. */
const categoriesEpic: CoreEpic = (event$, state$, { commerce }) =>
  event$.pipe(
    ofType('catalog/categoriesRequested'),
    exhaustMap(() => {
      const status = state$.value.catalog.categories.status;
      if (status === 'loaded' || status === 'loading') return EMPTY;
      return concat(
        of<Event>({ type: 'catalog/categoriesLoadStarted' }),
        commerce
          .categories()
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'catalog/categoriesLoaded', payload: { categories: result.value } }
                : { type: 'catalog/categoriesLoadFailed', payload: failed(result, CATALOG_MESSAGES.categoriesFailed) },
            ),
          ),
      );
    }),
  );

/** The category named by a handle: from the tiles when they hold it, else asked for. */
function findCategory(
  deps: CoreDependencies,
  tiles: readonly Category[],
  handle: string,
): Observable<CommerceResult<Category>> {
  const known = tiles.find((category) => category.handle === handle);
  return known ? of({ ok: true, value: known }) : deps.commerce.category(handle);
}

function loadPage(
  deps: CoreDependencies,
  handle: string,
  order: ProductOrder,
  offset: number,
  category: Category,
): Observable<Event> {
  return deps.commerce.listing(category, order, LISTING_PAGE_SIZE, offset).pipe(
    map((result): Event =>
      result.ok
        ? {
            type: 'catalog/listingLoaded',
            payload: { handle, order, category, products: result.value.products, count: result.value.count, offset },
          }
        : {
            type: 'catalog/listingLoadFailed',
            payload: { handle, order, offset, ...failed(result, CATALOG_MESSAGES.listingFailed) },
          },
    ),
  );
}

/** A category listing's first page (unless loaded or loading), and further pages on request. */
const listingEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('catalog/listingRequested'),
      mergeMap(({ payload: { handle, order } }) => {
        const state = state$.value.catalog;
        const status = state.listings[listingKey(handle, order)]?.status;
        if (status === 'loaded' || status === 'loading' || status === 'notFound') return EMPTY;
        return concat(
          of<Event>({ type: 'catalog/listingLoadStarted', payload: { handle, order, offset: 0 } }),
          findCategory(deps, state.categories.items, handle).pipe(
            mergeMap((found): Observable<Event> => {
              if (found.ok) return loadPage(deps, handle, order, 0, found.value);
              if (found.kind === 'notFound') return of({ type: 'catalog/listingNotFound', payload: { handle, order } });
              return of({
                type: 'catalog/listingLoadFailed',
                payload: { handle, order, offset: 0, ...failed(found, CATALOG_MESSAGES.listingFailed) },
              });
            }),
          ),
        );
      }),
    ),
    event$.pipe(
      ofType('catalog/categoryMoreRequested'),
      mergeMap(({ payload: { handle, order } }) => {
        const listing = state$.value.catalog.listings[listingKey(handle, order)];
        if (!listing || listing.status !== 'loaded' || listing.loadingMore || listing.products.length >= listing.count)
          return EMPTY;
        if (!listing.category) return EMPTY;
        const offset = listing.products.length;
        return concat(
          of<Event>({ type: 'catalog/listingLoadStarted', payload: { handle, order, offset } }),
          loadPage(deps, handle, order, offset, listing.category),
        );
      }),
    ),
  );

/** A product page's product, on its view or a retry, unless loaded or loading; an unknown handle is not found. */
const productEpic: CoreEpic = (event$, state$, { commerce }) =>
  event$.pipe(
    ofType('catalog/productRequested', 'catalog/productRetryRequested'),
    mergeMap(({ payload: { handle } }) => {
      const status = state$.value.catalog.products[handle]?.status;
      if (status === 'loaded' || status === 'loading' || status === 'notFound') return EMPTY;
      return concat(
        of<Event>({ type: 'catalog/productLoadStarted', payload: { handle } }),
        commerce.product(handle).pipe(
          map((result): Event => {
            if (result.ok) return { type: 'catalog/productLoaded', payload: { handle, product: result.value } };
            if (result.kind === 'notFound') return { type: 'catalog/productNotFound', payload: { handle } };
            return {
              type: 'catalog/productLoadFailed',
              payload: { handle, ...failed(result, CATALOG_MESSAGES.productFailed) },
            };
          }),
        ),
      );
    }),
  );

const railQuery = (rail: RailId) =>
  rail === 'new' || rail === 'bestsellers'
    ? { kind: rail, limit: RAIL_SIZE }
    : { kind: 'category' as const, handle: rail.slice('category:'.length), limit: RAIL_SIZE };

/** A home rail (best sellers, new, or a category's best sellers), loaded once. */
const railEpic: CoreEpic = (event$, state$, { commerce }) =>
  event$.pipe(
    ofType('catalog/railRequested'),
    mergeMap(({ payload: { rail } }) => {
      const status = state$.value.catalog.rails[rail]?.status;
      if (status === 'loaded' || status === 'loading') return EMPTY;
      return concat(
        of<Event>({ type: 'catalog/railLoadStarted', payload: { rail } }),
        commerce.rail(railQuery(rail)).pipe(
          map((result): Event =>
            result.ok
              ? { type: 'catalog/railLoaded', payload: { rail, products: result.value } }
              : {
                  type: 'catalog/railLoadFailed',
                  payload: { rail, ...failed(result, CATALOG_MESSAGES.listingFailed) },
                },
          ),
        ),
      );
    }),
  );

/** Every catalogue load: categories, listings, products and rails. */
export const catalogEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    categoriesEpic(event$, state$, deps),
    listingEpic(event$, state$, deps),
    productEpic(event$, state$, deps),
    railEpic(event$, state$, deps),
  );
