/** The catalog's and the search results' texts for the shopper. */
export const CATALOG_MESSAGES = {
  categoriesFailed: 'Could not load the categories. Please try again.',
  listingFailed: 'Could not load the products. Please try again.',
  productFailed: 'Could not load this product. Please try again.',
  searchFailed: 'Could not load the search results. Please try again.',
  unreadable: 'The store sent an answer we could not read. Please try again.',
} as const;
