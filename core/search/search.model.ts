/** One autosuggest entry (SPEC §3 Search suggestion). */
export interface SearchSuggestion {
  readonly id: string;
  readonly title: string;
  readonly handle: string;
}

export interface SearchState {
  /** What the shopper typed, as typed. */
  readonly query: string;
  /** The suggestions for {@link suggestionsFor}; kept when a later search fails. */
  readonly suggestions: readonly SearchSuggestion[];
  /** The trimmed query the suggestions answer, or null when there are none. */
  readonly suggestionsFor: string | null;
  /** The trimmed query whose answer is awaited, or null. */
  readonly pending: string | null;
}

/** How long typing must pause before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** SPEC §9: 20 rows, start 0. */
export const SEARCH_ROWS = 20;
export const SEARCH_START = 0;

export const initialSearchState: SearchState = { query: '', suggestions: [], suggestionsFor: null, pending: null };
