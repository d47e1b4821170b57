import type { RecentProduct } from './recently-viewed.model';
import type { CatalogState, Category, Product, ProductOrder, RailId } from './catalog.model';

export type CatalogEvent =
  // Intents
  /** Something shows the category tiles: load them once (again only after a failure). */
  | { readonly type: 'catalog/categoriesRequested' }
  /** A category listing is shown with this sort order: load its first page unless it is already here. */
  | {
      readonly type: 'catalog/listingRequested';
      readonly payload: { readonly handle: string; readonly order: ProductOrder };
    }
  /** The shopper scrolled to the end of a listing: load its next page. */
  | {
      readonly type: 'catalog/categoryMoreRequested';
      readonly payload: { readonly handle: string; readonly order: ProductOrder };
    }
  /**
   * A product page is shown: load the product unless it is already here, and post the view's session event once the
   * product is known (analytics/session-events.epic.ts).
   */
  | { readonly type: 'catalog/productRequested'; readonly payload: { readonly handle: string } }
  /**
   * SPEC §10.8: the product of a product page the shopper opened is known; it goes first in 'Recently viewed' (kept
   * in storage, `recently_viewed`).
   */
  | { readonly type: 'catalog/productSeen'; readonly payload: { readonly product: RecentProduct } }
  /** SPEC §10.8: the products seen on earlier visits, newest first, read from storage at startup when there are any. */
  | {
      readonly type: 'catalog/recentlyViewedRestored';
      readonly payload: { readonly products: readonly RecentProduct[] };
    }
  /** The shopper asks again for a product page's product whose load failed ('Try again'). */
  | { readonly type: 'catalog/productRetryRequested'; readonly payload: { readonly handle: string } }
  /** A home rail (or the related products of a product page, `category:{handle}`) is shown. */
  | { readonly type: 'catalog/railRequested'; readonly payload: { readonly rail: RailId } }
  // Facts
  /**
   * The catalogue a prerendered page was rendered from (its embedded snapshot, see
   * `catalogSnapshot`): what it holds is loaded, so it is not asked for again.
   */
  | { readonly type: 'catalog/snapshotRestored'; readonly payload: { readonly catalog: CatalogState } }
  | { readonly type: 'catalog/categoriesLoadStarted' }
  | { readonly type: 'catalog/categoriesLoaded'; readonly payload: { readonly categories: readonly Category[] } }
  | {
      readonly type: 'catalog/categoriesLoadFailed';
      readonly payload: { readonly status: number; readonly message: string };
    }
  | {
      readonly type: 'catalog/listingLoadStarted';
      readonly payload: { readonly handle: string; readonly order: ProductOrder; readonly offset: number };
    }
  | {
      readonly type: 'catalog/listingLoaded';
      readonly payload: {
        readonly handle: string;
        readonly order: ProductOrder;
        readonly category: Category | null;
        readonly products: readonly Product[];
        readonly count: number;
        readonly offset: number;
      };
    }
  /** No category has this handle. */
  | {
      readonly type: 'catalog/listingNotFound';
      readonly payload: { readonly handle: string; readonly order: ProductOrder };
    }
  | {
      readonly type: 'catalog/listingLoadFailed';
      readonly payload: {
        readonly handle: string;
        readonly order: ProductOrder;
        readonly offset: number;
        readonly status: number;
        readonly message: string;
      };
    }
  | { readonly type: 'catalog/productLoadStarted'; readonly payload: { readonly handle: string } }
  | { readonly type: 'catalog/productLoaded'; readonly payload: { readonly handle: string; readonly product: Product } }
  | { readonly type: 'catalog/productNotFound'; readonly payload: { readonly handle: string } }
  | {
      readonly type: 'catalog/productLoadFailed';
      readonly payload: { readonly handle: string; readonly status: number; readonly message: string };
    }
  | { readonly type: 'catalog/railLoadStarted'; readonly payload: { readonly rail: RailId } }
  | {
      readonly type: 'catalog/railLoaded';
      readonly payload: { readonly rail: RailId; readonly products: readonly Product[] };
    }
  | {
      readonly type: 'catalog/railLoadFailed';
      readonly payload: { readonly rail: RailId; readonly status: number; readonly message: string };
    };
