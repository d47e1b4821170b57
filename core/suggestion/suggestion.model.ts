/** The product an assistant message names, as its card shows it. */
export interface ProductSuggestion {
  readonly handle: string;
  readonly status: 'loading' | 'loaded' | 'failed';
  readonly title: string | null;
  /** Absolute image URL. */
  readonly thumbnail: string | null;
  /** The variant the card's 'Add to cart' adds (the product's first). */
  readonly variantId: string | null;
  readonly variantTitle: string | null;
  /** Price of that variant in minor units (paise). */
  readonly price: number | null;
}

/** Product cards by handle. Not persisted. */
export type SuggestionsState = Readonly<Record<string, ProductSuggestion>>;

export const initialSuggestionsState: SuggestionsState = {};

/** A loaded card's data. */
export type ProductSummary = Omit<ProductSuggestion, 'status' | 'title'> & { readonly title: string };
