import * as m from '#core-messages';

/** The catalog's and the search results' texts for the shopper. */
export const CATALOG_MESSAGES = {
  categoriesFailed: m.core_catalog_categories_failed(),
  listingFailed: m.core_catalog_listing_failed(),
  productFailed: m.core_catalog_product_failed(),
  searchFailed: m.core_catalog_search_failed(),
  unreadable: m.core_catalog_unreadable(),
} as const;
