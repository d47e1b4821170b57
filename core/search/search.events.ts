import type { SearchSuggestion } from './search.model';

export type SearchEvent =
  /** The search box's text changed (every keystroke); the core trims, defers and drops blank queries. */
  | { readonly type: 'search/queryChangeRequested'; readonly payload: { readonly query: string } }
  /** Typing paused: the trimmed, non-blank query goes out. */
  | { readonly type: 'search/suggestionsLoadStarted'; readonly payload: { readonly query: string } }
  | {
      readonly type: 'search/suggestionsLoaded';
      readonly payload: { readonly query: string; readonly suggestions: readonly SearchSuggestion[] };
    }
  /** Ignored by the shopper's view (SPEC §8: search errors are ignored silently); logged for the trace. */
  | { readonly type: 'search/failed'; readonly payload: { readonly query: string; readonly status: number } };
