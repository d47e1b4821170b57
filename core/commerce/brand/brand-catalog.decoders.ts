import type { Category, Product, ProductVariant } from '../../catalog/catalog.model';

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A category as the tiles and listings need it, or null when it has no name or handle. */
export function toCategory(value: unknown): Category | null {
  if (!isRecord(value)) return null;
  const name = nonEmpty(value['name']);
  const handle = nonEmpty(value['handle']);
  if (!name || !handle) return null;
  const metadata = isRecord(value['metadata']) ? value['metadata'] : {};
  return {
    id: text(value['id']) ?? handle,
    name,
    handle,
    description: text(value['description']) ?? '',
    metadata: { L1_page_icon_link: nonEmpty(metadata['L1_page_icon_link']) },
  };
}

/**
 * The tiles of a `GET /store/product-categories` answer: the first category's children. Null when
 * the answer is not that shape (a malformed answer is a failure, not an empty list).
 */
export function toCategoryTiles(body: unknown): Category[] | null {
  if (!isRecord(body) || !Array.isArray(body['product_categories'])) return null;
  const root: unknown = body['product_categories'][0];
  if (!isRecord(root) || !Array.isArray(root['category_children'])) return null;
  return root['category_children'].map(toCategory).filter((category): category is Category => category !== null);
}

function toVariant(value: unknown): ProductVariant | null {
  if (!isRecord(value)) return null;
  const id = nonEmpty(value['id']);
  const prices = isRecord(value['calculated_price']) ? value['calculated_price'] : {};
  const price = finite(prices['calculated_amount']);
  if (!id || price === null) return null;
  return { id, title: text(value['title']) ?? '', price, weight: finite(value['weight']) };
}

function toNutrition(value: unknown): Readonly<Record<string, string>> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** A product with at least one priced variant, or null when it cannot be shown or sold. */
export function toProduct(value: unknown): Product | null {
  if (!isRecord(value)) return null;
  const id = nonEmpty(value['id']);
  const handle = nonEmpty(value['handle']);
  const title = nonEmpty(value['title']);
  if (!id || !handle || !title || !Array.isArray(value['variants'])) return null;
  const variants = value['variants'].map(toVariant).filter((variant): variant is ProductVariant => variant !== null);
  if (variants.length === 0) return null;
  const thumbnail = nonEmpty(value['thumbnail']);
  const imageUrls = (Array.isArray(value['images']) ? value['images'] : [])
    .map((image) => (isRecord(image) ? nonEmpty(image['url']) : null))
    .filter((url): url is string => url !== null);
  const images = thumbnail && !imageUrls.includes(thumbnail) ? [thumbnail, ...imageUrls] : imageUrls;
  const categories = (Array.isArray(value['categories']) ? value['categories'] : [])
    .map(toCategory)
    .filter((category): category is Category => category !== null)
    .map(({ handle: categoryHandle, name }) => ({ handle: categoryHandle, name }));
  const metadata = isRecord(value['metadata']) ? value['metadata'] : {};
  return {
    id,
    handle,
    title,
    subtitle: nonEmpty(value['subtitle']),
    description: nonEmpty(value['description']),
    thumbnail: thumbnail ?? images[0] ?? null,
    images,
    variants,
    categories,
    ingredients: nonEmpty(metadata['ingredients']),
    nutrition: toNutrition(metadata['nutrition']),
    popularity: finite(metadata['popularity']),
    createdAt: text(value['created_at']),
  };
}

/** The products of a `GET /store/products` answer and the total count; null when it is not a listing. */
export function toProductPage(body: unknown): { readonly products: Product[]; readonly count: number } | null {
  if (!isRecord(body) || !Array.isArray(body['products'])) return null;
  const products = body['products'].map(toProduct).filter((product): product is Product => product !== null);
  return { products, count: finite(body['count']) ?? products.length };
}

/** The product of a `GET /store/products/{handle}` answer (`{ product }`), or null. */
export function toProductDetail(body: unknown): Product | null {
  return isRecord(body) ? toProduct(body['product']) : null;
}
