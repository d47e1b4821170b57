import { isJsonObject, numberOrNull, objectsOrEmpty, stringOrNull, nonBlankOrNull, type Json } from '../json';
import type { Product, ProductVariant } from './catalog.model';
import { hindiTitleField } from './hindi-title';
import { mergeRecent, type RecentProduct } from './recently-viewed.model';

export { mergeRecent, RECENTLY_VIEWED_LIMIT, type RecentProduct } from './recently-viewed.model';

/** The card fields of a product. */
export const recentOf = ({ id, handle, title, titleHi, thumbnail, variants }: Product): RecentProduct => ({
  id,
  handle,
  title,
  ...hindiTitleField(titleHi),
  thumbnail,
  variants: variants.map(({ id: variantId, title: pack, price, weight }) => ({
    id: variantId,
    title: pack,
    price,
    weight,
  })),
});

function variantOf(value: Json): ProductVariant | null {
  const id = nonBlankOrNull(value['id']);
  const price = numberOrNull(value['price']);
  if (!id || price === null || price < 0) return null;
  return { id, title: stringOrNull(value['title']) ?? '', price, weight: numberOrNull(value['weight']) };
}

function recentProductOf(value: Json): RecentProduct | null {
  const id = nonBlankOrNull(value['id']);
  const handle = nonBlankOrNull(value['handle']);
  const title = nonBlankOrNull(value['title']);
  const variants = objectsOrEmpty(value['variants'])
    .map(variantOf)
    .filter((variant): variant is ProductVariant => variant !== null);
  if (!id || !handle || !title || variants.length === 0) return null;
  return {
    id,
    handle,
    title,
    ...hindiTitleField(value['titleHi']),
    thumbnail: stringOrNull(value['thumbnail']),
    variants,
  };
}

/**
 * What the `recently_viewed` storage key holds, read back: a value that is not JSON, not a list, or holds entries
 * that are not products gives the products it can read (none at worst), never an error.
 */
export function decodeRecentlyViewed(raw: string | null): readonly RecentProduct[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = isJsonObject(parsed) ? parsed['products'] : null;
  const products = objectsOrEmpty(list)
    .map(recentProductOf)
    .filter((product): product is RecentProduct => product !== null);
  return mergeRecent(products, []);
}

/** The value the `recently_viewed` storage key keeps. */
export const encodeRecentlyViewed = (products: readonly RecentProduct[]): string => JSON.stringify({ products });

/** A product card's product from a product seen earlier (the fields a card does not show left empty). */
export const cardProductOf = (recent: RecentProduct): Product => ({
  ...recent,
  subtitle: null,
  description: null,
  images: recent.thumbnail ? [recent.thumbnail] : [],
  categories: [],
  ingredients: null,
  nutrition: null,
  popularity: null,
  createdAt: null,
});
