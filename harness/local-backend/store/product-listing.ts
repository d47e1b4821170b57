import type { Catalog, CatalogProduct } from '../catalog/catalog.model';
import { PACK_ORDERS, type PricedPack } from '../../../core/catalog/unit-price';
import { badRequest } from '../http/http-error';
import { queryInteger } from '../http/validate';
import { searchProducts } from '../search/product-search';

const PRODUCT_ORDERS = [
  'popularity',
  'price_asc',
  'price_desc',
  'price_per_kg',
  'title',
  'created_at',
  '-created_at',
] as const;
type ProductOrder = (typeof PRODUCT_ORDERS)[number];

const DEFAULT_PRODUCT_LIMIT = 50;
const MAX_PRODUCT_LIMIT = 100;

interface ProductListing {
  readonly products: readonly CatalogProduct[];
  readonly count: number;
  readonly offset: number;
  readonly limit: number;
}

/** Every non-blank value of a query parameter, given as `name` or as Medusa's `name[]`. */
export function listParam(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(name), ...params.getAll(`${name}[]`)].filter(Boolean);
}

/** A product's first pack (the one its card shows first), as the price orders read it. */
const firstPack = (product: CatalogProduct): PricedPack | undefined => {
  const first = product.variants[0];
  return first && { title: first.title, weight: first.weight, price: first.calculated_price.calculated_amount };
};

/**
 * Newest first; among products created at once (the seeded catalogue), the least popular first: the ones still finding
 * their buyers.
 */
const createdAt = (product: CatalogProduct) => Date.parse(product.created_at ?? '') || 0;
const newestFirst = (a: CatalogProduct, b: CatalogProduct) =>
  createdAt(b) - createdAt(a) || a.metadata.popularity - b.metadata.popularity;

const COMPARATORS: Readonly<Record<ProductOrder, (a: CatalogProduct, b: CatalogProduct) => number>> = {
  popularity: (a, b) => b.metadata.popularity - a.metadata.popularity,
  '-created_at': newestFirst,
  created_at: (a, b) => newestFirst(b, a),
  price_asc: (a, b) => PACK_ORDERS.price_asc(firstPack(a), firstPack(b)),
  price_desc: (a, b) => PACK_ORDERS.price_desc(firstPack(a), firstPack(b)),
  price_per_kg: (a, b) => PACK_ORDERS.price_per_kg(firstPack(a), firstPack(b)),
  title: (a, b) => a.title.localeCompare(b.title),
};

function orderOf(params: URLSearchParams): ProductOrder | null {
  const raw = params.get('order');
  if (raw === null || raw === '') return null;
  if (!(PRODUCT_ORDERS as readonly string[]).includes(raw))
    throw badRequest(`order must be one of ${PRODUCT_ORDERS.join(', ')}`);
  return raw as ProductOrder;
}

/** The filters the query asks for: by category (handle or id), by product handle and by product id. */
function filtersOf(catalog: Catalog, params: URLSearchParams): ((product: CatalogProduct) => boolean)[] {
  const filters: ((product: CatalogProduct) => boolean)[] = [];
  const categoryHandles = listParam(params, 'category_handle');
  const categoryIds = listParam(params, 'category_id');
  if (categoryHandles.length > 0 || categoryIds.length > 0) {
    const wanted = catalog
      .allCategories()
      .filter((category) => categoryHandles.includes(category.handle) || categoryIds.includes(category.id));
    const members = new Set(wanted.flatMap((category) => catalog.productsInCategory(category.handle)));
    filters.push((product) => members.has(product));
  }
  const handles = listParam(params, 'handle');
  if (handles.length > 0) filters.push((product) => handles.includes(product.handle));
  const ids = listParam(params, 'id');
  if (ids.length > 0) filters.push((product) => ids.includes(product.id));
  return filters;
}

/**
 * `GET /store/products`: filters by `category_handle` (or Medusa's `category_id`), `handle`,
 * `id` and `q`; orders by `order` (popularity by default, relevance when searching; `-created_at`
 * newest first, as Medusa names it); pages with
 * `limit` (at most 100) and `offset`. An unknown category gives an empty page.
 */
export function listProducts(catalog: Catalog, params: URLSearchParams): ProductListing {
  const limit = queryInteger(params, 'limit', DEFAULT_PRODUCT_LIMIT, MAX_PRODUCT_LIMIT);
  const offset = queryInteger(params, 'offset', 0, Number.MAX_SAFE_INTEGER);
  const order = orderOf(params);
  const filters = filtersOf(catalog, params);
  const query = params.get('q')?.trim();
  const candidates = query
    ? searchProducts(catalog, query, { rows: Number.MAX_SAFE_INTEGER }).flatMap(
        (suggestion) => catalog.productById(suggestion.id) ?? [],
      )
    : [...catalog.products()];
  const products = candidates.filter((product) => filters.every((keep) => keep(product)));
  if (order || !query) {
    const compare = COMPARATORS[order ?? 'popularity'];
    products.sort((a, b) => compare(a, b) || a.title.localeCompare(b.title));
  }
  return { products: products.slice(offset, offset + limit), count: products.length, offset, limit };
}
