import type { RootState } from '../root.reducer';
import type { SearchState } from './search.model';

/** The search box's state: the query as typed, its suggestions, the query awaiting an answer. */
export const selectSearch = (state: RootState): SearchState => state.search;
