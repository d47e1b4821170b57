import { concat, EMPTY, exhaustMap, map, merge, mergeMap, of, type Observable } from 'rxjs';
import type { CommerceFailure, CommerceResult } from '../commerce/commerce.port';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { RootState } from '../root-state';
import type { StateObservable } from '../store/store';
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
import { inPriceRegion } from '../region/price-region';

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

/** One page of a listing, in the price region (core/region/price-region.ts). */
function loadPage(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
  { handle, order, offset, category }: { handle: string; order: ProductOrder; offset: number; category: Category },
): Observable<Event> {
  const pageFailed = (failure: CommerceFailure): Observable<Event> =>
    of({
      type: 'catalog/listingLoadFailed',
      payload: { handle, order, offset, ...failed(failure, CATALOG_MESSAGES.listingFailed) },
    });
  return inPriceRegion(
    event$,
    state$,
    deps.commerce,
    (regionId) =>
      deps.commerce.listing(category, order, LISTING_PAGE_SIZE, offset, regionId).pipe(
        mergeMap((result): Observable<Event> =>
          result.ok
            ? of({
                type: 'catalog/listingLoaded',
                payload: {
                  handle,
                  order,
                  category,
                  products: result.value.products,
                  count: result.value.count,
                  offset,
                },
              })
            : pageFailed(result),
        ),
      ),
    pageFailed,
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
              if (found.ok) return loadPage(event$, state$, deps, { handle, order, offset: 0, category: found.value });
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
          loadPage(event$, state$, deps, { handle, order, offset, category: listing.category }),
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
      const productFailed = (failure: CommerceFailure): Observable<Event> =>
        of({
          type: 'catalog/productLoadFailed',
          payload: { handle, ...failed(failure, CATALOG_MESSAGES.productFailed) },
        });
      return concat(
        of<Event>({ type: 'catalog/productLoadStarted', payload: { handle } }),
        inPriceRegion(
          event$,
          state$,
          commerce,
          (regionId) =>
            commerce.product(handle, regionId).pipe(
              mergeMap((result): Observable<Event> => {
                if (result.ok) return of({ type: 'catalog/productLoaded', payload: { handle, product: result.value } });
                if (result.kind === 'notFound') return of({ type: 'catalog/productNotFound', payload: { handle } });
                return productFailed(result);
              }),
            ),
          productFailed,
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
      const railFailed = (failure: CommerceFailure): Observable<Event> =>
        of({ type: 'catalog/railLoadFailed', payload: { rail, ...failed(failure, CATALOG_MESSAGES.listingFailed) } });
      return concat(
        of<Event>({ type: 'catalog/railLoadStarted', payload: { rail } }),
        inPriceRegion(
          event$,
          state$,
          commerce,
          (regionId) =>
            commerce
              .rail(railQuery(rail), regionId)
              .pipe(
                mergeMap((result) =>
                  result.ok
                    ? of<Event>({ type: 'catalog/railLoaded', payload: { rail, products: result.value } })
                    : railFailed(result),
                ),
              ),
          railFailed,
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
