import { map, of, switchMap, type Observable } from 'rxjs';
import type { Product, ProductOrder } from '../../catalog/catalog.model';
import { PACK_ORDERS } from '../../catalog/unit-price';
import { isOk } from '../../http/api-client';
import { SEARCH_ROWS, SEARCH_START } from '../../search/search.model';
import type { SearchOrder } from '../../results/search-results.model';
import { AUTOSUGGEST_PATH } from '../brand/brand.commerce';
import { toSuggestions } from '../brand/brand-search.decoders';
import type { CatalogCommerce, CommerceContext, CommerceResult, ProductPage, RailQuery } from '../commerce.port';
import {
  productRecords,
  toCategoryByHandle,
  toCategoryTiles,
  toCollectionId,
  toProduct,
  toProductPage,
  toProductSummary,
  toSearchSuggestions,
} from './medusa-catalog.decode';
import type { Json } from '../../json';
import { decoded, failureOf, notFound, success } from './medusa-results';
import { regionQuery } from './medusa-region';

export const MEDUSA_CATALOG_PATHS = {
  categories: '/store/product-categories',
  products: '/store/products',
  collections: '/store/collections',
} as const;

/**
 * The handles of the Medusa product collections the home rails come from, when the store has them (the harness seeds
 * them: harness/medusa/server/src/scripts/seed-collections.ts). A store without them gets the rails the slower way:
 * best sellers sorted here out of the first products, new ones by `-created_at`.
 */
export const RAIL_COLLECTIONS = { bestsellers: 'bestsellers', new: 'new' } as const;

/**
 * What a product card shows, with what listings are ordered by here: `calculated_price` (needs `region_id`) and
 * `metadata.popularity`.
 */
export const CARD_FIELDS =
  'id,title,handle,thumbnail,created_at,metadata,variants.id,variants.title,variants.weight,variants.variant_rank,*variants.calculated_price';

/** What a product page shows: a card's fields, the description, every image and the categories (its aisle). */
export const PRODUCT_FIELDS =
  'id,title,subtitle,description,handle,thumbnail,created_at,metadata,images.url,variants.id,variants.title,variants.weight,variants.variant_rank,*variants.calculated_price,*categories';

/**
 * What a rail's card shows: no `created_at`; `metadata` for the Hindi title (`title_hi`; Medusa selects a JSON column
 * whole) and the best sellers' popularity.
 */
export const RAIL_FIELDS =
  'id,title,handle,thumbnail,metadata,variants.id,variants.title,variants.weight,variants.variant_rank,*variants.calculated_price';
/** What an assistant's product card shows: a rail card's fields and the images. */
const SUMMARY_FIELDS =
  'id,title,handle,thumbnail,metadata,images.url,variants.id,variants.title,variants.variant_rank,*variants.calculated_price';
const COLLECTION_FIELDS = 'id,handle';

const CATEGORY_FIELDS = 'id,name,handle,description,metadata,rank';
const TILE_FIELDS = 'id,name,handle,description,metadata,rank,*category_children';
const SUGGESTION_FIELDS = 'id,title,handle';

/** How many products of a category (or of the store, for best sellers) are fetched to be ordered here. */
export const DEFAULT_SORT_WINDOW = 100;

const byTitle = (a: Product, b: Product) => a.title.localeCompare(b.title);

/**
 * The listing orders, applied here because Medusa's store API cannot order by them: it orders
 * only by product columns (`created_at`, `title`, `handle`...), and answers 400 `Order field
 * popularity is not valid`, or `... variants.calculated_price.calculated_amount is not valid`.
 * - popularity: `metadata.popularity`, highest first (what the brand API orders by);
 * - price_asc / price_desc: the first pack's calculated (selling) price in the region;
 * - price_per_kg: that price per kg or litre (core/catalog/unit-price.ts {@link PACK_ORDERS}).
 * Ties go by title. The order holds across the first `sortWindow` products of the category
 * (fetched oldest first, `order=created_at`); pages beyond that window come in Medusa's
 * `created_at` order unsorted.
 */
export const LISTING_ORDERS: Readonly<Record<ProductOrder, (a: Product, b: Product) => number>> = {
  popularity: (a, b) => (b.popularity ?? -Infinity) - (a.popularity ?? -Infinity) || byTitle(a, b),
  price_asc: (a, b) => PACK_ORDERS.price_asc(a.variants[0], b.variants[0]) || byTitle(a, b),
  price_desc: (a, b) => PACK_ORDERS.price_desc(a.variants[0], b.variants[0]) || byTitle(a, b),
  price_per_kg: (a, b) => PACK_ORDERS.price_per_kg(a.variants[0], b.variants[0]) || byTitle(a, b),
};

/**
 * How closely a title matches a query: 0 the same, 1 starts with it, 2 a word starts with it, 3 holds it, 4 not in the
 * title.
 */
function titleMatch(title: string, query: string): number {
  const name = title.toLowerCase();
  const wanted = query.toLowerCase();
  if (name === wanted) return 0;
  if (name.startsWith(wanted)) return 1;
  if (name.split(/\s+/).some((word) => word.startsWith(wanted))) return 2;
  return name.includes(wanted) ? 3 : 4;
}

/**
 * The search result orders. Medusa's `q` finds products whose title, description or other text
 * holds the query, unranked; `relevance` ranks them here by how closely the title matches (see
 * {@link titleMatch}), then by popularity, then by title. The listing orders are {@link LISTING_ORDERS}.
 * Like a listing, the order holds across the first `sortWindow` matches.
 */
export const searchOrder = (query: string, order: SearchOrder): ((a: Product, b: Product) => number) =>
  order === 'relevance'
    ? (a, b) => titleMatch(a.title, query) - titleMatch(b.title, query) || LISTING_ORDERS.popularity(a, b)
    : LISTING_ORDERS[order];

const productsOf = (page: CommerceResult<ProductPage>): CommerceResult<readonly Product[]> =>
  page.ok ? success(page.value.products) : page;

/** The catalogue on Medusa v2's store API. */
export function createMedusaCatalog(context: CommerceContext, sortWindow: number): CatalogCommerce {
  const { api, raw, endpoints } = context;
  const products = (
    regionId: string | null,
    query: Readonly<Record<string, string | number>>,
    fields = CARD_FIELDS,
  ): Observable<CommerceResult<ProductPage>> =>
    api
      .get(MEDUSA_CATALOG_PATHS.products, { query: { ...query, ...regionQuery(regionId), fields } })
      .pipe(decoded(toProductPage));

  /** The id of the collection with `handle`; null when the store has none. */
  const collectionId = (handle: string): Observable<CommerceResult<string | null>> =>
    api.get(MEDUSA_CATALOG_PATHS.collections, { query: { handle, fields: COLLECTION_FIELDS }, cache: 'default' }).pipe(
      decoded((body) => toCollectionId(body, handle)),
      map((found) => (found.ok ? success(found.value.id) : found)),
    );

  /**
   * Up to `limit` products from `offset` in `order`, out of the first `sortWindow` fetched (see
   * {@link LISTING_ORDERS}).
   */
  const ordered = (
    regionId: string | null,
    filter: Readonly<Record<string, string>>,
    order: ProductOrder,
    limit: number,
    offset: number,
  ): Observable<CommerceResult<ProductPage>> => {
    if (offset >= sortWindow) return products(regionId, { ...filter, order: 'created_at', limit, offset });
    return products(regionId, { ...filter, order: 'created_at', limit: sortWindow, offset: 0 }).pipe(
      map((page) =>
        page.ok
          ? success({
              products: [...page.value.products].sort(LISTING_ORDERS[order]).slice(offset, offset + limit),
              count: page.value.count,
            })
          : page,
      ),
    );
  };

  const byHandle = (handle: string, fields: string, regionId: string | null) =>
    api.get(MEDUSA_CATALOG_PATHS.products, { query: { handle, ...regionQuery(regionId), fields } }).pipe(
      map((response): CommerceResult<{ product: Json; status: number }> => {
        const list = isOk(response) ? productRecords(response.body) : null;
        if (list === null) return failureOf(response);
        const found = list.find((product) => product['handle'] === handle);
        return found ? success({ product: found, status: response.status }) : notFound(response.status);
      }),
    );

  /**
   * The best sellers or new rail: the products of its collection ({@link RAIL_COLLECTIONS}) with a rail card's fields,
   * best sellers ordered here by popularity; without the collection, the store's first products ordered here, or the
   * newest.
   */
  const collectionRail = (
    kind: keyof typeof RAIL_COLLECTIONS,
    limit: number,
    regionId: string | null,
  ): Observable<CommerceResult<readonly Product[]>> =>
    collectionId(RAIL_COLLECTIONS[kind]).pipe(
      switchMap((found): Observable<CommerceResult<readonly Product[]>> => {
        if (!found.ok) return of(found);
        const id = found.value;
        if (kind === 'new')
          return products(
            regionId,
            { ...(id === null ? {} : { collection_id: id }), order: '-created_at', limit, offset: 0 },
            RAIL_FIELDS,
          ).pipe(map(productsOf));
        if (id === null) return ordered(regionId, {}, 'popularity', limit, 0).pipe(map(productsOf));
        return products(
          regionId,
          { collection_id: id, order: 'created_at', limit: sortWindow, offset: 0 },
          RAIL_FIELDS,
        ).pipe(
          map((page) =>
            page.ok ? success([...page.value.products].sort(LISTING_ORDERS.popularity).slice(0, limit)) : page,
          ),
        );
      }),
    );

  const catalog: CatalogCommerce = {
    categories: () =>
      api
        .get(MEDUSA_CATALOG_PATHS.categories, {
          query: { handle: endpoints.rootCategoryHandle, fields: TILE_FIELDS },
          cache: 'default',
        })
        .pipe(decoded((body) => toCategoryTiles(body, endpoints.rootCategoryHandle))),

    category: (handle) =>
      api.get(MEDUSA_CATALOG_PATHS.categories, { query: { handle, fields: CATEGORY_FIELDS } }).pipe(
        map((response) => {
          const found = isOk(response) ? toCategoryByHandle(response.body, handle) : null;
          if (found === null) return failureOf(response);
          return found === undefined ? notFound(response.status) : success(found);
        }),
      ),

    listing: (category, order, limit, offset, regionId) =>
      ordered(regionId, { category_id: category.id }, order, limit, offset),

    rail: (query: RailQuery, regionId): Observable<CommerceResult<readonly Product[]>> => {
      if (query.kind !== 'category') return collectionRail(query.kind, query.limit, regionId);
      return catalog
        .category(query.handle)
        .pipe(
          switchMap((found) =>
            found.ok
              ? ordered(regionId, { category_id: found.value.id }, 'popularity', query.limit, 0).pipe(map(productsOf))
              : of(found),
          ),
        );
    },

    product: (handle, regionId) =>
      byHandle(handle, PRODUCT_FIELDS, regionId).pipe(
        map((found) => {
          if (!found.ok) return found;
          const product = toProduct(found.value.product);
          return product ? success(product) : failureOf({ status: found.value.status, body: null });
        }),
      ),

    productSummary: (handle, regionId) =>
      byHandle(handle, SUMMARY_FIELDS, regionId).pipe(
        map((found) => {
          if (!found.ok) return found;
          const summary = toProductSummary(found.value.product, handle, endpoints.storeApi);
          return summary ? success(summary) : failureOf({ status: found.value.status, body: null });
        }),
      ),

    searchSuggestions: (query) =>
      searchServiceConfigured(context)
        ? raw
            .post(`${endpoints.searchApi}${AUTOSUGGEST_PATH}`, { query, start: SEARCH_START, rows: SEARCH_ROWS })
            .pipe(decoded(toSuggestions))
        : api
            .get(MEDUSA_CATALOG_PATHS.products, {
              query: { q: query, limit: SEARCH_ROWS, offset: SEARCH_START, fields: SUGGESTION_FIELDS },
            })
            .pipe(decoded(toSearchSuggestions)),

    searchProducts: (query, order, limit, regionId) =>
      products(regionId, { q: query, order: 'created_at', limit: sortWindow, offset: 0 }).pipe(
        map((page) =>
          page.ok
            ? success({
                products: [...page.value.products].sort(searchOrder(query, order)).slice(0, limit),
                count: page.value.count,
              })
            : page,
        ),
      ),
  };
  return catalog;
}

/** Whether a separate search service is configured (`VITE_SEARCH_API_URL`); without one, Medusa's `?q=` answers. */
export function searchServiceConfigured({ endpoints }: CommerceContext): boolean {
  return endpoints.searchServiceConfigured ?? endpoints.searchApi !== endpoints.appOrigin;
}
