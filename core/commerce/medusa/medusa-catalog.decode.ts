/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import { soldOutFlag, type Category, type Product, type ProductVariant } from '../../catalog/catalog.model';
import type { SearchSuggestion } from '../../search/search.model';
import type { ProductSummary } from '../../suggestion/suggestion.model';
import { hindiTitleOf } from '../../catalog/hindi-title';
import { withMrp } from '../../catalog/sale-decode';
import { toMinorUnits } from './currency-exponent';
import { isJsonObject, nonBlankOrNull, numberOrNull, objectsOrEmpty, stringOrNull, type Json } from '../../json';

/** A Medusa product category as a tile or listing heading; null without a name or handle. */
export function toCategory(value: unknown): Category | null {
  if (!isJsonObject(value)) return null;
  const name = nonBlankOrNull(value['name']);
  const handle = nonBlankOrNull(value['handle']);
  const id = nonBlankOrNull(value['id']);
  if (!name || !handle || !id) return null;
  const metadata = isJsonObject(value['metadata']) ? value['metadata'] : {};
  return {
    id,
    name,
    handle,
    description: stringOrNull(value['description']) ?? '',
    metadata: { L1_page_icon_link: nonBlankOrNull(metadata['L1_page_icon_link']) },
  };
}

const byRank = (a: Json, b: Json) => (numberOrNull(a['rank']) ?? 0) - (numberOrNull(b['rank']) ?? 0);

/**
 * The root's children of `GET /store/product-categories?handle={root}` (`*category_children`), in rank order; null when
 * not that shape.
 */
export function toCategoryTiles(body: unknown, rootHandle: string): Category[] | null {
  if (!isJsonObject(body) || !Array.isArray(body['product_categories'])) return null;
  const root = objectsOrEmpty(body['product_categories']).find((category) => category['handle'] === rootHandle);
  if (!root || !Array.isArray(root['category_children'])) return null;
  return objectsOrEmpty(root['category_children'])
    .sort(byRank)
    .map(toCategory)
    .filter((category): category is Category => category !== null);
}

/**
 * The category with this handle in a `GET /store/product-categories?handle=` list; undefined when the list has none;
 * null when not a list.
 */
export function toCategoryByHandle(body: unknown, handle: string): Category | undefined | null {
  if (!isJsonObject(body) || !Array.isArray(body['product_categories'])) return null;
  return (
    objectsOrEmpty(body['product_categories'])
      .map(toCategory)
      .find((category) => category?.handle === handle) ?? undefined
  );
}

const calculatedPrice = (variant: Json): Json =>
  isJsonObject(variant['calculated_price']) ? variant['calculated_price'] : {};

/** An amount of the variant's calculated price (`calculated_amount`, `original_amount`) in paise, or null. */
function amountOf(variant: Json, field: 'calculated_amount' | 'original_amount'): number | null {
  const calculated = calculatedPrice(variant);
  const amount = numberOrNull(calculated[field]);
  if (amount === null || amount < 0) return null;
  return toMinorUnits(amount, stringOrNull(calculated['currency_code']) ?? '');
}

/** The variant's calculated price in paise, or null when the region has no price for it. */
const variantPrice = (variant: Json): number | null => amountOf(variant, 'calculated_amount');

const byVariantRank = (a: Json, b: Json) =>
  (numberOrNull(a['variant_rank']) ?? 0) - (numberOrNull(b['variant_rank']) ?? 0);

function toVariant(value: Json): ProductVariant | null {
  const id = nonBlankOrNull(value['id']);
  const price = variantPrice(value);
  if (!id || price === null) return null;
  return {
    id,
    title: stringOrNull(value['title']) ?? '',
    price,
    ...withMrp(price, amountOf(value, 'original_amount')),
    weight: numberOrNull(value['weight']),
    ...soldOutFlag(value),
  };
}

function toNutrition(value: unknown): Readonly<Record<string, string>> | null {
  if (!isJsonObject(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** A Medusa store product with at least one priced variant (prices in paise), or null. */
export function toProduct(value: unknown): Product | null {
  if (!isJsonObject(value)) return null;
  const id = nonBlankOrNull(value['id']);
  const handle = nonBlankOrNull(value['handle']);
  const title = nonBlankOrNull(value['title']);
  if (!id || !handle || !title || !Array.isArray(value['variants'])) return null;
  const variants = objectsOrEmpty(value['variants'])
    .sort(byVariantRank)
    .map(toVariant)
    .filter((variant): variant is ProductVariant => variant !== null);
  if (variants.length === 0) return null;
  const thumbnail = nonBlankOrNull(value['thumbnail']);
  const imageUrls = objectsOrEmpty(value['images'])
    .map((image) => nonBlankOrNull(image['url']))
    .filter((url): url is string => url !== null);
  const images = thumbnail && !imageUrls.includes(thumbnail) ? [thumbnail, ...imageUrls] : imageUrls;
  const categories = objectsOrEmpty(value['categories'])
    .map(toCategory)
    .filter((category): category is Category => category !== null)
    .map(({ handle: categoryHandle, name }) => ({ handle: categoryHandle, name }));
  const metadata = isJsonObject(value['metadata']) ? value['metadata'] : {};
  return {
    id,
    handle,
    title,
    ...hindiTitleOf(value),
    subtitle: nonBlankOrNull(value['subtitle']),
    description: nonBlankOrNull(value['description']),
    thumbnail: thumbnail ?? images[0] ?? null,
    images,
    variants,
    categories,
    ingredients: nonBlankOrNull(metadata['ingredients']),
    nutrition: toNutrition(metadata['nutrition']),
    popularity: numberOrNull(metadata['popularity']),
    createdAt: stringOrNull(value['created_at']),
  };
}

/**
 * The products of a `GET /store/products` answer (unpriced ones left out) and Medusa's `count`; null when not a product
 * list.
 */
export function toProductPage(body: unknown): { readonly products: Product[]; readonly count: number } | null {
  if (!isJsonObject(body) || !Array.isArray(body['products'])) return null;
  const products = body['products'].map(toProduct).filter((product): product is Product => product !== null);
  return { products, count: numberOrNull(body['count']) ?? products.length };
}

/** The raw product records of a `GET /store/products` answer; null when not a product list. */
export function productRecords(body: unknown): Json[] | null {
  return isJsonObject(body) && Array.isArray(body['products']) ? objectsOrEmpty(body['products']) : null;
}

function absoluteUrl(path: string | null, base: string): string | null {
  if (path === null) return null;
  try {
    return new URL(path, base.replace(/\/?$/, '/')).href;
  } catch {
    return null;
  }
}

/**
 * The assistant card of a Medusa product record: image made absolute against `storeApi`, the first variant by rank, its
 * price in paise.
 */
export function toProductSummary(product: Json, handle: string, storeApi: string): ProductSummary | null {
  const title = nonBlankOrNull(product['title'])?.trim() ?? null;
  if (title === null) return null;
  const ranked = objectsOrEmpty(product['variants']).sort(byVariantRank);
  const variant = ranked[0] ?? null;
  const image = nonBlankOrNull(product['thumbnail']) ?? nonBlankOrNull(objectsOrEmpty(product['images'])[0]?.['url']);
  return {
    handle,
    title,
    ...hindiTitleOf(product),
    thumbnail: absoluteUrl(image, storeApi),
    variantId: variant ? nonBlankOrNull(variant['id']) : null,
    variantTitle: variant ? nonBlankOrNull(variant['title']) : null,
    price: variant ? variantPrice(variant) : null,
    variants: ranked.flatMap((each) => {
      const id = nonBlankOrNull(each['id']);
      const price = variantPrice(each);
      const mrp = price === null ? {} : withMrp(price, amountOf(each, 'original_amount'));
      return id === null ? [] : [{ id, title: nonBlankOrNull(each['title']), price, ...mrp }];
    }),
  };
}

/** Search suggestions from a `GET /store/products?q=&fields=id,title,handle` answer; null when not a product list. */
export function toSearchSuggestions(body: unknown): SearchSuggestion[] | null {
  const products = productRecords(body);
  if (products === null) return null;
  return products.flatMap((product) => {
    const id = nonBlankOrNull(product['id']);
    const title = stringOrNull(product['title']);
    const handle = nonBlankOrNull(product['handle']);
    return id && title !== null && handle ? [{ id, title, handle }] : [];
  });
}

/**
 * The collection with `handle` in a `GET /store/collections` answer: its id, or null when the answer holds none; null
 * for an answer that is not a collection list.
 */
export function toCollectionId(body: unknown, handle: string): { readonly id: string | null } | null {
  if (!isJsonObject(body) || !Array.isArray(body['collections'])) return null;
  const found = objectsOrEmpty(body['collections']).find((collection) => collection['handle'] === handle);
  return { id: found ? nonBlankOrNull(found['id']) : null };
}
