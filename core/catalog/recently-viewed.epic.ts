import { catchError, EMPTY, filter, ignoreElements, map, merge, mergeMap, switchMap, take } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { STORAGE_KEYS } from '../storage-keys';
import { productWhenLoaded } from './product-when-loaded';
import { decodeRecentlyViewed, encodeRecentlyViewed, recentOf } from './recently-viewed';

/**
 * SPEC §10.8 Recently viewed: at startup the products seen on earlier visits come back from storage (a corrupt value
 * gives none); each product page opened puts its product first once the product is known, and the list, as the
 * slice has it after that (with what came back from storage merged in), is stored.
 * Kept apart from `persist:root` so that the persisted state (and the runs recorded with it) stay as they are.
 */
export const recentlyViewedEpic: CoreEpic = (event$, state$, { ports }) =>
  merge(
    event$.pipe(
      ofType('app/startRequested'),
      take(1),
      mergeMap(() =>
        ports.storage.read(STORAGE_KEYS.recentlyViewed).pipe(
          map(decodeRecentlyViewed),
          filter((products) => products.length > 0),
          map((products): Event => ({ type: 'catalog/recentlyViewedRestored', payload: { products } })),
          catchError(() => EMPTY),
        ),
      ),
    ),
    event$.pipe(
      ofType('catalog/productRequested'),
      switchMap(({ payload: { handle } }) => productWhenLoaded(event$, state$, handle)),
      map((product): Event => ({ type: 'catalog/productSeen', payload: { product: recentOf(product) } })),
    ),
    event$.pipe(
      ofType('catalog/productSeen', 'catalog/recentlyViewedRestored'),
      mergeMap(() =>
        ports.storage.write(STORAGE_KEYS.recentlyViewed, encodeRecentlyViewed(state$.value.recentlyViewed)).pipe(
          ignoreElements(),
          catchError(() => EMPTY),
        ),
      ),
    ),
  );
