import type { ProductSummary } from './suggestion.model';

export type SuggestionEvent =
  /** An assistant message named a product not yet fetched: its card starts loading. */
  | {
      readonly type: 'suggestion/loadStarted';
      readonly payload: { readonly handle: string; readonly messageId: string };
    }
  | { readonly type: 'suggestion/loaded'; readonly payload: { readonly product: ProductSummary } }
  | {
      readonly type: 'suggestion/failed';
      readonly payload: { readonly handle: string; readonly status: number; readonly message: string };
    };
