import type { ProductSummary } from '../../suggestion/suggestion.model';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

function variantPrice(variant: Record<string, unknown>): number | null {
  const calculated = variant['calculated_price'];
  if (isRecord(calculated)) {
    const value = amount(calculated['calculated_amount']);
    if (value !== null) return value;
  }
  const prices = variant['prices'];
  if (Array.isArray(prices) && isRecord(prices[0])) return amount(prices[0]['amount']);
  return null;
}

function rankedVariants(product: Record<string, unknown>): Record<string, unknown>[] {
  const variants = Array.isArray(product['variants']) ? product['variants'].filter(isRecord) : [];
  const rank = (variant: Record<string, unknown>) => amount(variant['variant_rank']) ?? 0;
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
  const product = isRecord(body) ? body['product'] : null;
  if (!isRecord(product)) return null;
  const title = text(product['title']);
  if (title === null) return null;
  const ranked = rankedVariants(product);
  const variant = ranked[0] ?? null;
  const images = Array.isArray(product['images']) ? product['images'].filter(isRecord) : [];
  const image = text(product['thumbnail']) ?? text(images[0]?.['url']) ?? (variant ? text(variant['thumbnail']) : null);
  return {
    handle,
    title,
    thumbnail: absoluteImage(image, storeApi),
    variantId: variant ? text(variant['id']) : null,
    variantTitle: variant ? text(variant['title']) : null,
    price: variant ? variantPrice(variant) : null,
    variants: ranked.flatMap((each) => {
      const id = text(each['id']);
      return id === null ? [] : [{ id, title: text(each['title']), price: variantPrice(each) }];
    }),
  };
}
