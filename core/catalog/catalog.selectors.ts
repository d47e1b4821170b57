import type { RootState } from '../root.reducer';
import {
  listingKey,
  type CategoriesState,
  type Listing,
  type ProductEntry,
  type ProductOrder,
  type Rail,
  type RailId,
} from './catalog.model';

/** The store's categories and their load status. */
export const selectCategories = (state: RootState): CategoriesState => state.catalog.categories;

/** A product rail (bestsellers, new, a category's), once asked for. */
export const selectRail =
  (rail: RailId) =>
  (state: RootState): Rail | undefined =>
    state.catalog.rails[rail];

/** A category's listing in an order, once asked for. */
export const selectListing =
  (handle: string, order: ProductOrder) =>
  (state: RootState): Listing | undefined =>
    state.catalog.listings[listingKey(handle, order)];

/** A product page's product and its load status, once asked for. */
export const selectProductEntry =
  (handle: string) =>
  (state: RootState): ProductEntry | undefined =>
    state.catalog.products[handle];

/** Whether the shopper has opened any product page, on this visit or an earlier one (SPEC §10.8). */
export const selectHasRecentlyViewed = (state: RootState): boolean => state.recentlyViewed.length > 0;
