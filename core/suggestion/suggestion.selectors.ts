import type { RootState } from '../root.reducer';
import type { ProductSuggestion } from './suggestion.model';

/** The product data for a suggested handle, once asked for. */
export const selectSuggestion =
  (handle: string) =>
  (state: RootState): ProductSuggestion | undefined =>
    state.suggestions[handle];
