import type { RootState } from '../root.reducer';
import { searchResultsKey, type SearchOrder, type SearchResults } from './search-results.model';

/** The results page for a query in an order, once asked for. */
export const selectSearchResults =
  (query: string, order: SearchOrder) =>
  (state: RootState): SearchResults | undefined =>
    state.searchResults.byKey[searchResultsKey(query, order)];
