import { concat, EMPTY, mergeMap, of, type Observable } from 'rxjs';
import type { CommerceFailure } from '../commerce/commerce.port';
import { inPriceRegion } from '../region/price-region';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { normalizeSearchQuery, SEARCH_RESULTS_LIMIT, searchResultsKey } from './search-results.model';
import { CATALOG_MESSAGES } from '../messages/catalog.messages';

/**
 * The results page's products: the best {@link SEARCH_RESULTS_LIMIT} matches of a query in the
 * chosen order, loaded once per query and order (again only after a failure). A blank query asks
 * for nothing.
 */
export const searchResultsEpic: CoreEpic = (event$, state$, { commerce }) =>
  event$.pipe(
    ofType('results/requested'),
    mergeMap(({ payload }) => {
      const query = normalizeSearchQuery(payload.query);
      const { order } = payload;
      if (query === '') return EMPTY;
      const resultsFailed = (failure: CommerceFailure): Observable<Event> => {
        const message =
          failure.kind === 'unreadable'
            ? CATALOG_MESSAGES.unreadable
            : (failure.message ?? CATALOG_MESSAGES.searchFailed);
        return of({ type: 'results/loadFailed', payload: { query, order, status: failure.status, message } });
      };
      const status = state$.value.searchResults.byKey[searchResultsKey(query, order)]?.status;
      if (status === 'loaded' || status === 'loading') return EMPTY;
      return concat(
        of<Event>({ type: 'results/loadStarted', payload: { query, order } }),
        inPriceRegion(
          event$,
          state$,
          commerce,
          (regionId) =>
            commerce.searchProducts(query, order, SEARCH_RESULTS_LIMIT, regionId).pipe(
              mergeMap((result): Observable<Event> => {
                if (result.ok)
                  return of({
                    type: 'results/loaded',
                    payload: { query, order, products: result.value.products, count: result.value.count },
                  });
                return resultsFailed(result);
              }),
            ),
          resultsFailed,
        ),
      );
    }),
  );
