import type { ProductSummary } from '../../suggestion/suggestion.model';
import { isJsonObject, objectsOrEmpty, trimmedOrNull, type Json } from '../../json';

const nonNegativeOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

function variantPrice(variant: Json): number | null {
  const calculated = variant['calculated_price'];
  if (isJsonObject(calculated)) {
    const value = nonNegativeOrNull(calculated['calculated_amount']);
    if (value !== null) return value;
  }
  const prices = variant['prices'];
  if (Array.isArray(prices) && isJsonObject(prices[0])) return nonNegativeOrNull(prices[0]['amount']);
  return null;
}

function rankedVariants(product: Json): Json[] {
  const variants = objectsOrEmpty(product['variants']);
  const rank = (variant: Json) => nonNegativeOrNull(variant['variant_rank']) ?? 0;
  return [...variants].sort((a, b) => rank(a) - rank(b));
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
  if (!isJsonObject(product)) return null;
  const title = trimmedOrNull(product['title']);
  if (title === null) return null;
  const ranked = rankedVariants(product);
  const variant = ranked[0] ?? null;
  const images = objectsOrEmpty(product['images']);
  const image =
    trimmedOrNull(product['thumbnail']) ??
    trimmedOrNull(images[0]?.['url']) ??
    (variant ? trimmedOrNull(variant['thumbnail']) : null);
  return {
    handle,
    title,
    thumbnail: absoluteImage(image, storeApi),
    variantId: variant ? trimmedOrNull(variant['id']) : null,
    variantTitle: variant ? trimmedOrNull(variant['title']) : null,
    price: variant ? variantPrice(variant) : null,
    variants: ranked.flatMap((each) => {
      const id = trimmedOrNull(each['id']);
      return id === null ? [] : [{ id, title: trimmedOrNull(each['title']), price: variantPrice(each) }];
    }),
  };
}
