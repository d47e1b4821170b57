import type { Product, ProductVariant } from './catalog.model';

/** A price band in rupees, both ends included; `max` null means no upper end. */
export interface PriceRange {
  readonly min: number;
  readonly max: number | null;
}

/**
 * What a listing (a category or search results) is narrowed to. Within a facet any choice matches; across facets
 * every one must. Empty lists and nulls leave a facet open.
 */
export interface ListingFilters {
  /** Pack sizes as {@link packSize} names them ('500g', '1kg', '1l'). */
  readonly sizes: readonly string[];
  /** Diet category handles ('diabetic-friendly'). */
  readonly diets: readonly string[];
  readonly price: PriceRange | null;
  readonly inStock: boolean;
}

/** The query parameters the filters travel in, beside the listing's `sort`. */
export const FILTER_PARAMS = { size: 'size', diet: 'diet', price: 'price', inStock: 'inStock' } as const;

export const NO_FILTERS: ListingFilters = { sizes: [], diets: [], price: null, inStock: false };

/** The diet facet's choices: catalogue category handles and their labels. */
export const DIET_FACETS: readonly { readonly handle: string; readonly label: string }[] = [
  { handle: 'diabetic-friendly', label: 'Diabetic friendly' },
  { handle: 'heart-friendly', label: 'Heart friendly' },
  { handle: 'weight-loss', label: 'Weight loss' },
  { handle: 'kids', label: 'Kids' },
];

/** The price facet's bands, in rupees. */
export const PRICE_FACETS: readonly PriceRange[] = [
  { min: 0, max: 199 },
  { min: 200, max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: null },
];

/** A variant's pack size as the address and the facets name it: its title in lower case, no spaces ('1 Kg': '1kg'). */
export const packSize = (variant: Pick<ProductVariant, 'title'>): string =>
  variant.title.toLowerCase().replace(/\s+/g, '');

const listParam = (params: URLSearchParams, name: string): string[] => [
  ...new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== ''),
  ),
];

/** A `min-max` (or `min-`) band in whole rupees, or null when the text is not one. */
export function parsePriceRange(text: string | null): PriceRange | null {
  const match = /^(\d{1,7})-(\d{1,7})?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  return max !== null && max < min ? null : { min, max };
}

/** `0-199`, `1000-`. */
export const priceRangeText = (range: PriceRange): string => `${range.min}-${range.max ?? ''}`;

/** The filters an address asks for; unknown or malformed values are left out. */
export function parseListingFilters(search: string): ListingFilters {
  const params = new URLSearchParams(search);
  const known = new Set(DIET_FACETS.map((diet) => diet.handle));
  return {
    sizes: listParam(params, FILTER_PARAMS.size),
    diets: listParam(params, FILTER_PARAMS.diet).filter((diet) => known.has(diet)),
    price: parsePriceRange(params.get(FILTER_PARAMS.price)),
    inStock: params.get(FILTER_PARAMS.inStock) === '1',
  };
}

/** Writes the filters into `params` (in place), removing the parameters of open facets. */
export function writeListingFilters(params: URLSearchParams, filters: ListingFilters): URLSearchParams {
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
  if (filters.sizes.length > 0) params.set(FILTER_PARAMS.size, filters.sizes.join(','));
  if (filters.diets.length > 0) params.set(FILTER_PARAMS.diet, filters.diets.join(','));
  if (filters.price) params.set(FILTER_PARAMS.price, priceRangeText(filters.price));
  if (filters.inStock) params.set(FILTER_PARAMS.inStock, '1');
  return params;
}

/** How many facets narrow the listing. */
export const activeFilterCount = (filters: ListingFilters): number =>
  filters.sizes.length + filters.diets.length + (filters.price ? 1 : 0) + (filters.inStock ? 1 : 0);

const inRange = (paise: number, range: PriceRange): boolean =>
  paise >= range.min * 100 && (range.max === null || paise <= range.max * 100);

function variantMatches(variant: ProductVariant, filters: ListingFilters): boolean {
  if (filters.sizes.length > 0 && !filters.sizes.includes(packSize(variant))) return false;
  if (filters.price && !inRange(variant.price, filters.price)) return false;
  return !(filters.inStock && variant.soldOut === true);
}

/**
 * Whether a product passes: it is in one of the chosen diets, and one of its variants has a chosen size, a price in
 * the band and (when asked) stock, all at once.
 */
export function productMatches(product: Product, filters: ListingFilters): boolean {
  if (filters.diets.length > 0 && !product.categories.some((category) => filters.diets.includes(category.handle))) {
    return false;
  }
  return product.variants.some((variant) => variantMatches(variant, filters));
}

/** The products that pass, in the listing's order. */
export const filterProducts = (products: readonly Product[], filters: ListingFilters): readonly Product[] =>
  activeFilterCount(filters) === 0 ? products : products.filter((product) => productMatches(product, filters));

/** One choice a facet offers. */
export interface FacetOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The choices worth offering for a listing: the pack sizes its products come in (smallest first) and its diets, and
 * after them whatever `chosen` names that they lack (so an address's choice can always be unticked).
 */
export function facetOptions(
  products: readonly Product[],
  chosen: Pick<ListingFilters, 'sizes' | 'diets'> = NO_FILTERS,
): {
  readonly sizes: readonly FacetOption[];
  readonly diets: readonly FacetOption[];
} {
  const sizes = new Map<string, { label: string; weight: number }>();
  for (const variant of products.flatMap((product) => product.variants)) {
    const value = packSize(variant);
    if (value !== '' && !sizes.has(value)) {
      sizes.set(value, { label: variant.title.trim(), weight: variant.weight ?? Number.MAX_SAFE_INTEGER });
    }
  }
  const handles = new Set(products.flatMap((product) => product.categories.map((category) => category.handle)));
  return {
    sizes: [
      ...[...sizes.entries()]
        .sort(([a, x], [b, y]) => x.weight - y.weight || a.localeCompare(b))
        .map(([value, { label }]) => ({ value, label })),
      ...chosen.sizes.filter((size) => !sizes.has(size)).map((size) => ({ value: size, label: size })),
    ],
    diets: DIET_FACETS.filter((diet) => handles.has(diet.handle) || chosen.diets.includes(diet.handle)).map((diet) => ({
      value: diet.handle,
      label: diet.label,
    })),
  };
}

/** `href` (a path with or without a query) with the filters written into its query. */
export function withFilters(href: string, filters: ListingFilters): string {
  const [path = '', query = ''] = href.split('?', 2);
  const search = writeListingFilters(new URLSearchParams(query), filters).toString();
  return search === '' ? path : `${path}?${search}`;
}
