/** How a piece of server data stands: not asked for yet, on its way, here, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A load that can also find nothing: an unknown category or product handle. */
export type LookupStatus = LoadStatus | 'notFound';

/** A category tile (a child of the root category). */
export interface Category {
  readonly id: string;
  readonly name: string;
  readonly handle: string;
  readonly description: string;
  readonly metadata: { readonly L1_page_icon_link: string | null };
}

/** A weight (or size) variant; `price` (the selling price) in paise. */
export interface ProductVariant {
  readonly id: string;
  readonly title: string;
  readonly price: number;
  /** The MRP in paise when the pack is on sale below it (core/catalog/saving.ts); absent or null: no sale. */
  readonly originalPrice?: number | null;
  /** Grams or millilitres, when known. */
  readonly weight: number | null;
  /** Present only when the store says none can be bought (stock is counted, none is left, no backorders). */
  readonly soldOut?: true;
}

/** A product as listings, rails and the product page show it. Money in paise. */
export interface Product {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  /** The title the Hindi store shows, when the catalogue has one (`metadata.title_hi`; core/catalog/hindi-title.ts). */
  readonly titleHi?: string;
  /** The Hindi name in the local catalogue. */
  readonly subtitle: string | null;
  readonly description: string | null;
  readonly thumbnail: string | null;
  /** Image URLs, the thumbnail first when it is one of them. */
  readonly images: readonly string[];
  /** At least one. */
  readonly variants: readonly ProductVariant[];
  /** Its aisle first, then the categories its tags put it in. */
  readonly categories: readonly { readonly handle: string; readonly name: string }[];
  readonly ingredients: string | null;
  /** Per 100 g or 100 ml, label to value (e.g. energy: '341 kcal'). */
  readonly nutrition: Readonly<Record<string, string>> | null;
  readonly popularity: number | null;
  readonly createdAt: string | null;
}

/**
 * Category listing sort orders, as the store API names them: popularity, the first pack's selling price both ways, and
 * its price per kg or litre (core/catalog/unit-price.ts).
 */
export type ProductOrder = 'popularity' | 'price_asc' | 'price_desc' | 'price_per_kg';

export const PRODUCT_ORDERS: readonly ProductOrder[] = ['popularity', 'price_asc', 'price_desc', 'price_per_kg'];

/** One page size of a category listing. */
export const LISTING_PAGE_SIZE = 24;

/** Products in a home rail. */
export const RAIL_SIZE = 12;

/**
 * A home rail: the best sellers, the newest products, or one category's best sellers
 * (`category:ghee`).
 */
export type RailId = 'bestsellers' | 'new' | `category:${string}`;

export interface CategoriesState {
  readonly status: LoadStatus;
  /** The root category's children, in rank order (hidden tiles included; the UI filters them). */
  readonly items: readonly Category[];
  readonly error: string | null;
}

/** One category listing, keyed by {@link listingKey}. */
export interface Listing {
  readonly handle: string;
  readonly order: ProductOrder;
  readonly status: LookupStatus;
  /** The category's name and description, once known. */
  readonly category: Category | null;
  readonly products: readonly Product[];
  /** How many products the category has in all (more pages may follow). */
  readonly count: number;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  readonly error: string | null;
}

export interface ProductEntry {
  readonly status: LookupStatus;
  readonly product: Product | null;
  readonly error: string | null;
}

export interface Rail {
  readonly status: LoadStatus;
  readonly products: readonly Product[];
  readonly error: string | null;
}

export interface CatalogState {
  readonly categories: CategoriesState;
  /** By {@link listingKey}. */
  readonly listings: Readonly<Record<string, Listing>>;
  /** By product handle. */
  readonly products: Readonly<Record<string, ProductEntry>>;
  readonly rails: Readonly<Record<string, Rail>>;
}

/** The key of a category listing in {@link CatalogState.listings}. */
export const listingKey = (handle: string, order: ProductOrder): string => `${handle}|${order}`;

/** The URL-safe form the store expects for a handle typed or linked by anyone. */
export const normalizeHandle = (handle: string): string => handle.trim().toLowerCase();

/** `{ soldOut: true }` for a variant whose stock is counted, with none left and no backorders taken; else `{}`. */
export const soldOutFlag = (variant: Readonly<Record<string, unknown>>): { readonly soldOut?: true } =>
  variant['manage_inventory'] === true &&
  variant['allow_backorder'] !== true &&
  typeof variant['inventory_quantity'] === 'number' &&
  variant['inventory_quantity'] <= 0
    ? { soldOut: true }
    : {};
