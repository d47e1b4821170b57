import { hindiTitleOf } from '../../catalog/hindi-title';
import { mrpOver } from '../../catalog/saving';
import type { ProductSummary } from '../../suggestion/suggestion.model';
import { arrayOrEmpty, isFiniteNumber, isJsonObject, objectsOrEmpty, trimmedOrNull, type Json } from '../../json';

const amountOrNull = (value: unknown): number | null => (isFiniteNumber(value) && value >= 0 ? value : null);

function variantOf(variant: Json) {
  const calculated = isJsonObject(variant['calculated_price']) ? variant['calculated_price'] : null;
  const firstPrice = arrayOrEmpty(variant['prices'])[0];
  const listed = isJsonObject(firstPrice) ? amountOrNull(firstPrice['amount']) : null;
  const price = amountOrNull(calculated?.['calculated_amount']) ?? listed;
  return {
    id: trimmedOrNull(variant['id']),
    title: trimmedOrNull(variant['title']),
    thumbnail: trimmedOrNull(variant['thumbnail']),
    rank: amountOrNull(variant['variant_rank']) ?? 0,
    price,
    originalPrice: price === null ? null : mrpOver(price, amountOrNull(calculated?.['original_amount'])),
  };
}

function absoluteImage(path: string | null, base: string): string | null {
  if (path === null) return null;
  try {
    return new URL(path, base.replace(/\/?$/, '/')).href;
  } catch {
    return null;
  }
}

/**
 * The card data of a `GET /store/products/{handle}` answer (`{product}`, Medusa-shaped, money in
 * minor units): title, thumbnail (made absolute against `storeApi`), and the first variant's id,
 * title and calculated price, and every variant by rank. Null when the answer is not a product with a title.
 */
export function toProductSummary(body: unknown, handle: string, storeApi: string): ProductSummary | null {
  const product = isJsonObject(body) ? body['product'] : null;
  const productTitle = isJsonObject(product) ? trimmedOrNull(product['title']) : null;
  if (!isJsonObject(product) || productTitle === null) return null;
  const ranked = objectsOrEmpty(product['variants'])
    .map(variantOf)
    .sort((a, b) => a.rank - b.rank);
  const variant = ranked[0] ?? null;
  const firstImage = objectsOrEmpty(product['images'])[0];
  const image = trimmedOrNull(product['thumbnail']) ?? trimmedOrNull(firstImage?.['url']) ?? variant?.thumbnail ?? null;
  return {
    handle,
    title: productTitle,
    ...hindiTitleOf(product),
    thumbnail: absoluteImage(image, storeApi),
    variantId: variant ? variant.id : null,
    variantTitle: variant ? variant.title : null,
    price: variant ? variant.price : null,
    variants: ranked.flatMap(({ id, title, price, originalPrice }) =>
      id === null ? [] : [{ id, title, price, ...(originalPrice === null ? {} : { originalPrice }) }],
    ),
  };
}
