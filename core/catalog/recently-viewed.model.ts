import type { ProductVariant } from './catalog.model';

/** The 'Recently viewed' rail shows at most this many products. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** What a product card needs of a product seen on its page, kept across visits. Money in paise. */
export interface RecentProduct {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  /** The product's Hindi title, when its catalogue has one. */
  readonly titleHi?: string;
  readonly thumbnail: string | null;
  readonly variants: readonly ProductVariant[];
}

/**
 * `newer` in front of `older`, newest first, each product once (its newer sighting kept), at most
 * {@link RECENTLY_VIEWED_LIMIT}.
 */
export function mergeRecent(
  newer: readonly RecentProduct[],
  older: readonly RecentProduct[],
): readonly RecentProduct[] {
  const all = [...newer, ...older];
  return all
    .filter((product, index) => all.findIndex((first) => first.handle === product.handle) === index)
    .slice(0, RECENTLY_VIEWED_LIMIT);
}
