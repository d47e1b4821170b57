import * as m from '#ui-messages';
import type { FacetOption, PriceRange } from '../../core/catalog/listing-filters';

/** The diet facet's names, by the catalogue category handle it filters on. */
const DIET_LABELS: Readonly<Record<string, () => string>> = {
  'diabetic-friendly': m.catalog_diet_diabetic_friendly,
  'heart-friendly': m.catalog_diet_heart_friendly,
  'weight-loss': m.catalog_diet_weight_loss,
  kids: m.catalog_diet_kids,
};

/** A diet choice's name in the store's language; the catalogue's name for a diet the store has no words for. */
export const dietLabel = (option: FacetOption): string =>
  Object.hasOwn(DIET_LABELS, option.value) ? DIET_LABELS[option.value]!() : option.label;

/** 'Under ₹200', '₹200 – ₹499', '₹1000 and above'. */
export function priceRangeLabel(range: PriceRange): string {
  if (range.max === null) return m.catalog_filter_price_from({ min: range.min });
  if (range.min === 0) return m.catalog_filter_price_under({ amount: range.max + 1 });
  return m.catalog_filter_price_between({ min: range.min, max: range.max });
}
