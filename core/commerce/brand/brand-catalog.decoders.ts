/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import { soldOutFlag, type Category, type Product, type ProductVariant } from '../../catalog/catalog.model';
import { hindiTitleOf } from '../../catalog/hindi-title';
import { withMrp } from '../../catalog/sale-decode';
import { arrayOrEmpty, isJsonObject, nonBlankOrNull, numberOrNull, objectOrEmpty, stringOrNull } from '../../json';

/** A category as the tiles and listings need it, or null when it has no name or handle. */
export function toCategory(value: unknown): Category | null {
  if (!isJsonObject(value)) return null;
  const name = nonBlankOrNull(value['name']);
  const handle = nonBlankOrNull(value['handle']);
  if (!name || !handle) return null;
  const metadata = objectOrEmpty(value['metadata']);
  return {
    id: stringOrNull(value['id']) ?? handle,
    name,
    handle,
    description: stringOrNull(value['description']) ?? '',
    metadata: { L1_page_icon_link: nonBlankOrNull(metadata['L1_page_icon_link']) },
  };
}

/**
 * The tiles of a `GET /store/product-categories` answer: the first category's children. Null when
 * the answer is not that shape (a malformed answer is a failure, not an empty list).
 */
export function toCategoryTiles(body: unknown): Category[] | null {
  if (!isJsonObject(body) || !Array.isArray(body['product_categories'])) return null;
  const root: unknown = body['product_categories'][0];
  if (!isJsonObject(root) || !Array.isArray(root['category_children'])) return null;
  return root['category_children'].map(toCategory).filter((category): category is Category => category !== null);
}

function toVariant(value: unknown): ProductVariant | null {
  if (!isJsonObject(value)) return null;
  const id = nonBlankOrNull(value['id']);
  const prices = objectOrEmpty(value['calculated_price']);
  const price = numberOrNull(prices['calculated_amount']);
  if (!id || price === null) return null;
  return {
    id,
    title: stringOrNull(value['title']) ?? '',
    price,
    ...withMrp(price, prices['original_amount']),
    weight: numberOrNull(value['weight']),
    ...soldOutFlag(value),
  };
}

function toNutrition(value: unknown): Readonly<Record<string, string>> | null {
  if (!isJsonObject(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** A product with at least one priced variant, or null when it cannot be shown or sold. */
export function toProduct(value: unknown): Product | null {
  if (!isJsonObject(value)) return null;
  const id = nonBlankOrNull(value['id']);
  const handle = nonBlankOrNull(value['handle']);
  const title = nonBlankOrNull(value['title']);
  if (!id || !handle || !title || !Array.isArray(value['variants'])) return null;
  const variants = value['variants'].map(toVariant).filter((variant): variant is ProductVariant => variant !== null);
  if (variants.length === 0) return null;
  const thumbnail = nonBlankOrNull(value['thumbnail']);
  const imageUrls = arrayOrEmpty(value['images'])
    .map((image) => (isJsonObject(image) ? nonBlankOrNull(image['url']) : null))
    .filter((url): url is string => url !== null);
  const images = thumbnail && !imageUrls.includes(thumbnail) ? [thumbnail, ...imageUrls] : imageUrls;
  const categories = arrayOrEmpty(value['categories'])
    .map(toCategory)
    .filter((category): category is Category => category !== null)
    .map(({ handle: categoryHandle, name }) => ({ handle: categoryHandle, name }));
  const metadata = objectOrEmpty(value['metadata']);
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

/** The products of a `GET /store/products` answer and the total count; null when it is not a listing. */
export function toProductPage(body: unknown): { readonly products: Product[]; readonly count: number } | null {
  if (!isJsonObject(body) || !Array.isArray(body['products'])) return null;
  const products = body['products'].map(toProduct).filter((product): product is Product => product !== null);
  return { products, count: numberOrNull(body['count']) ?? products.length };
}

/** The product of a `GET /store/products/{handle}` answer (`{ product }`), or null. */
export function toProductDetail(body: unknown): Product | null {
  return isJsonObject(body) ? toProduct(body['product']) : null;
}
