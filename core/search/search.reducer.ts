import { match } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { SearchState } from './search.model';

export const initialSearchState: SearchState = { query: '', suggestions: [], suggestionsFor: null, pending: null };

const SEARCH_AREAS = ['search'] as const;

const reduceSearch = (state: SearchState, event: EventInAreas<(typeof SEARCH_AREAS)[number]>): SearchState =>
  match(event)
    .with({ type: 'search/queryChanged' }, ({ payload }) => {
      if (payload.query.trim() === '') return { ...initialSearchState, query: payload.query };
      return payload.query === state.query ? state : { ...state, query: payload.query };
    })
    .with({ type: 'search/requested' }, ({ payload }) => ({ ...state, pending: payload.query }))
    .with({ type: 'search/suggestionsLoaded' }, ({ payload }) =>
      payload.query === state.query.trim()
        ? { ...state, suggestions: payload.suggestions, suggestionsFor: payload.query, pending: null }
        : state,
    )
    .with({ type: 'search/failed' }, ({ payload }) => (state.pending === payload.query ? { ...state, pending: null } : state))
    .exhaustive();

export const searchReducer = (state: SearchState = initialSearchState, event: Event): SearchState =>
  inAreas(event, SEARCH_AREAS) ? reduceSearch(state, event) : state;
