import type { RootState } from '../root.reducer';
import { searchResultsKey, type SearchOrder, type SearchResults } from './search-results.model';
import type { SearchState } from './search.model';

/** The search box's state: the query as typed, its suggestions, the query awaiting an answer. */
export const selectSearch = (state: RootState): SearchState => state.search;

/** The results page for a query in an order, once asked for. */
export const selectSearchResults =
  (query: string, order: SearchOrder) =>
  (state: RootState): SearchResults | undefined =>
    state.searchResults.byKey[searchResultsKey(query, order)];
