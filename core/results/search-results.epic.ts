import { concat, EMPTY, map, mergeMap, of } from 'rxjs';
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
      const status = state$.value.searchResults.byKey[searchResultsKey(query, order)]?.status;
      if (status === 'loaded' || status === 'loading') return EMPTY;
      return concat(
        of<Event>({ type: 'results/loadStarted', payload: { query, order } }),
        commerce.searchProducts(query, order, SEARCH_RESULTS_LIMIT).pipe(
          map((result): Event => {
            if (result.ok)
              return {
                type: 'results/loaded',
                payload: { query, order, products: result.value.products, count: result.value.count },
              };
            const message =
              result.kind === 'unreadable'
                ? CATALOG_MESSAGES.unreadable
                : (result.message ?? CATALOG_MESSAGES.searchFailed);
            return { type: 'results/loadFailed', payload: { query, order, status: result.status, message } };
          }),
        ),
      );
    }),
  );
