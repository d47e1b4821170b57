import { concat, debounceTime, EMPTY, map, of, switchMap } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { isOk } from '../http/api-client';
import { SEARCH_DEBOUNCE_MS, SEARCH_ROWS, SEARCH_START, type SearchSuggestion } from './search.model';

export const AUTOSUGGEST_PATH = '/product_search/autosuggest';

const isSuggestion = (value: unknown): value is SearchSuggestion => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, handle } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof title === 'string' && typeof handle === 'string' && handle !== '';
};

/** The suggestions of an autosuggest answer, or null when it has none to read. */
export function toSuggestions(body: unknown): SearchSuggestion[] | null {
  const list = typeof body === 'object' && body !== null ? (body as { suggestions?: unknown }).suggestions : undefined;
  if (!Array.isArray(list)) return null;
  return list.filter(isSuggestion).map(({ id, title, handle }) => ({ id, title, handle }));
}

/**
 * Search suggestions (SPEC §5, §7, §8): the query is trimmed, deferred until typing pauses, sent
 * only when non-blank and not already answered; a newer query cancels an older one (and the reducer
 * drops an answer for a query that is no longer typed); errors are ignored silently.
 */
export const searchEpic: CoreEpic = (event$, state$, { raw, endpoints, ports }) =>
  event$.pipe(
    ofType('search/queryChanged'),
    map(({ payload }) => payload.query.trim()),
    debounceTime(SEARCH_DEBOUNCE_MS, ports.clock.scheduler),
    switchMap((query) => {
      const search = state$.value.search;
      if (query === '' || (search.suggestionsFor === query && search.pending === null)) return EMPTY;
      return concat(
        of<Event>({ type: 'search/requested', payload: { query } }),
        raw.post(`${endpoints.searchApi}${AUTOSUGGEST_PATH}`, { query, start: SEARCH_START, rows: SEARCH_ROWS }).pipe(
          map((response): Event => {
            const suggestions = isOk(response) ? toSuggestions(response.body) : null;
            return suggestions
              ? { type: 'search/suggestionsLoaded', payload: { query, suggestions } }
              : { type: 'search/failed', payload: { query, status: response.status } };
          }),
        ),
      );
    }),
  );
