/** One pack of a suggested product. */
export interface SuggestionVariant {
  readonly id: string;
  readonly title: string | null;
  /** Minor units (paise). */
  readonly price: number | null;
  /** The MRP in paise when the pack is on sale below it (core/catalog/saving.ts). */
  readonly originalPrice?: number | null;
}

/** The product an assistant message names, as its card shows it. */
export interface ProductSuggestion {
  readonly handle: string;
  readonly status: 'loading' | 'loaded' | 'failed';
  readonly title: string | null;
  /** The product's Hindi title, when its catalogue has one (`metadata.title_hi`). */
  readonly titleHi?: string;
  /** Absolute image URL. */
  readonly thumbnail: string | null;
  /** The variant the card's 'Add to cart' adds (the product's first). */
  readonly variantId: string | null;
  readonly variantTitle: string | null;
  /** Price of that variant in minor units (paise). */
  readonly price: number | null;
  /** Every pack, first-ranked first, so a card can show the one its message means. */
  readonly variants?: readonly SuggestionVariant[];
}

/** Product cards by handle. Not persisted. */
export type SuggestionsState = Readonly<Record<string, ProductSuggestion>>;

export const initialSuggestionsState: SuggestionsState = {};

/** A product is fetched when its handle has no card yet, or its card failed. */
export const needsFetch = (suggestions: SuggestionsState, handle: string): boolean =>
  (suggestions[handle]?.status ?? 'failed') === 'failed';

/** A loaded card's data. */
export type ProductSummary = Omit<ProductSuggestion, 'status' | 'title'> & { readonly title: string };

/** What a card shows and adds: the variant its message meant when the product has it, else the first. */
export function cardVariant(suggestion: ProductSuggestion, meantVariantId: string | null): SuggestionVariant | null {
  const meant =
    meantVariantId === null ? undefined : suggestion.variants?.find((variant) => variant.id === meantVariantId);
  if (meant) return meant;
  return suggestion.variantId === null
    ? null
    : { id: suggestion.variantId, title: suggestion.variantTitle, price: suggestion.price };
}
