import { concat, debounceTime, EMPTY, map, of, switchMap } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { SEARCH_DEBOUNCE_MS } from './search.model';

/**
 * Search suggestions (SPEC §5, §7, §8): the query is trimmed, deferred until typing pauses, sent
 * only when non-blank and not already answered; a newer query cancels an older one (and the reducer
 * drops an answer for a query that is no longer typed); errors are ignored silently.
 */
export const searchEpic: CoreEpic = (event$, state$, { commerce, ports }) =>
  event$.pipe(
    ofType('search/queryChangeRequested'),
    map(({ payload }) => payload.query.trim()),
    debounceTime(SEARCH_DEBOUNCE_MS, ports.clock.scheduler),
    switchMap((query) => {
      const search = state$.value.search;
      if (query === '' || (search.suggestionsFor === query && search.pending === null)) return EMPTY;
      return concat(
        of<Event>({ type: 'search/suggestionsLoadStarted', payload: { query } }),
        commerce
          .searchSuggestions(query)
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'search/suggestionsLoaded', payload: { query, suggestions: result.value } }
                : { type: 'search/failed', payload: { query, status: result.status } },
            ),
          ),
      );
    }),
  );
