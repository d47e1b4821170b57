import { reducerFrom } from '../reducer-table';
import type { SearchState } from './search.model';
import { initialSearchState } from './search.model';

export { initialSearchState };

export const searchReducer = reducerFrom<SearchState>(initialSearchState, {
  'search/queryChangeRequested': (state, { payload }) => {
    if (payload.query.trim() === '') return { ...initialSearchState, query: payload.query };
    return payload.query === state.query ? state : { ...state, query: payload.query };
  },
  'search/suggestionsLoadStarted': (state, { payload }) => ({ ...state, pending: payload.query }),
  'search/suggestionsLoaded': (state, { payload }) =>
    payload.query === state.query.trim()
      ? { ...state, suggestions: payload.suggestions, suggestionsFor: payload.query, pending: null }
      : state,
  'search/failed': (state, { payload }) => (state.pending === payload.query ? { ...state, pending: null } : state),
});
