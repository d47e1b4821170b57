import { PRODUCT_ORDERS, type LoadStatus, type Product, type ProductOrder } from '../catalog/catalog.model';

/** How search results are ordered: best match first, or one of the category listing's orders. */
export type SearchOrder = 'relevance' | ProductOrder;

export const SEARCH_ORDERS: readonly SearchOrder[] = ['relevance', ...PRODUCT_ORDERS];

/** How many products the results page shows for one query (the best matches in the chosen order). */
export const SEARCH_RESULTS_LIMIT = 48;

/** The results for one query in one order, keyed by {@link searchResultsKey}. */
export interface SearchResults {
  /** Trimmed, non-blank. */
  readonly query: string;
  readonly order: SearchOrder;
  readonly status: LoadStatus;
  /** At most {@link SEARCH_RESULTS_LIMIT}. */
  readonly products: readonly Product[];
  /** How many products match in all. */
  readonly count: number;
  readonly error: string | null;
}

export interface SearchResultsState {
  /** By {@link searchResultsKey}. */
  readonly byKey: Readonly<Record<string, SearchResults>>;
}

/** The form of a query the results are asked and kept for: trimmed, inner runs of spaces made one. */
export const normalizeSearchQuery = (query: string): string => query.trim().replace(/\s+/g, ' ');

/** The key of one query's results in one order. */
export const searchResultsKey = (query: string, order: SearchOrder): string =>
  `${order}|${normalizeSearchQuery(query)}`;

/** Whether a value (a URL parameter) names a search order. */
export const isSearchOrder = (value: unknown): value is SearchOrder =>
  (SEARCH_ORDERS as readonly unknown[]).includes(value);

export const initialSearchResultsState: SearchResultsState = { byKey: {} };
