import type { Catalog, CatalogCategory, CatalogProduct } from '../catalog/catalog.model';
import { badRequest } from '../http/http-error';
import { searchProducts } from '../search/product-search';

export const PRODUCT_ORDERS = ['popularity', 'price_asc', 'price_desc', 'title'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

export const DEFAULT_PRODUCT_LIMIT = 50;
export const MAX_PRODUCT_LIMIT = 100;

export interface ProductListing {
  readonly products: readonly CatalogProduct[];
  readonly count: number;
  readonly offset: number;
  readonly limit: number;
}

/** A non-negative integer query parameter, or the fallback when it is absent; 400 otherwise. */
export function integerParam(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be a non-negative integer`);
  return Math.min(Number(raw), max);
}

const lowestPrice = (product: CatalogProduct) => Math.min(...product.variants.map((variant) => variant.calculated_price.calculated_amount));

const COMPARATORS: Readonly<Record<ProductOrder, (a: CatalogProduct, b: CatalogProduct) => number>> = {
  popularity: (a, b) => b.metadata.popularity - a.metadata.popularity,
  price_asc: (a, b) => lowestPrice(a) - lowestPrice(b),
  price_desc: (a, b) => lowestPrice(b) - lowestPrice(a),
  title: () => 0,
};

function orderOf(params: URLSearchParams): ProductOrder | null {
  const raw = params.get('order');
  if (raw === null || raw === '') return null;
  if (!(PRODUCT_ORDERS as readonly string[]).includes(raw)) throw badRequest(`order must be one of ${PRODUCT_ORDERS.join(', ')}`);
  return raw as ProductOrder;
}

function categoryFilter(catalog: Catalog, params: URLSearchParams): readonly CatalogProduct[] | null {
  const handles = params.getAll('category_handle').filter(Boolean);
  const ids = [...params.getAll('category_id'), ...params.getAll('category_id[]')].filter(Boolean);
  if (handles.length === 0 && ids.length === 0) return null;
  const all = [catalog.categories(), ...catalog.categories().category_children];
  const wanted = all.filter((category: CatalogCategory) => handles.includes(category.handle) || ids.includes(category.id));
  const members = new Set(wanted.flatMap((category) => [...catalog.productsInCategory(category.handle)]));
  return catalog.products().filter((product) => members.has(product));
}

/**
 * `GET /store/products`: filters by `category_handle` (or Medusa's `category_id`), `handle`,
 * `id` and `q`; orders by `order` (popularity by default, relevance when searching); pages with
 * `limit` and `offset`. An unknown category gives an empty page.
 */
export function listProducts(catalog: Catalog, params: URLSearchParams): ProductListing {
  const limit = integerParam(params, 'limit', DEFAULT_PRODUCT_LIMIT, MAX_PRODUCT_LIMIT);
  const offset = integerParam(params, 'offset', 0, Number.MAX_SAFE_INTEGER);
  const order = orderOf(params);
  let products: readonly CatalogProduct[] = categoryFilter(catalog, params) ?? catalog.products();
  const handles = params.getAll('handle').filter(Boolean);
  if (handles.length > 0) products = products.filter((product) => handles.includes(product.handle));
  const ids = [...params.getAll('id'), ...params.getAll('id[]')].filter(Boolean);
  if (ids.length > 0) products = products.filter((product) => ids.includes(product.id));
  const query = params.get('q')?.trim();
  let ranked = [...products];
  if (query) {
    const allowed = new Set(products.map((product) => product.id));
    ranked = searchProducts(catalog, query, { rows: Number.MAX_SAFE_INTEGER })
      .filter((suggestion) => allowed.has(suggestion.id))
      .flatMap((suggestion) => catalog.productById(suggestion.id) ?? []);
  }
  if (order || !query) {
    const compare = COMPARATORS[order ?? 'popularity'];
    ranked.sort((a, b) => compare(a, b) || a.title.localeCompare(b.title));
  }
  return { products: ranked.slice(offset, offset + limit), count: ranked.length, offset, limit };
}
