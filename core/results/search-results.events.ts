import type { Product } from '../catalog/catalog.model';
import type { SearchOrder } from './search-results.model';

export type SearchResultsEvent =
  // Intents
  /** The results page is shown for a query in an order: load them unless they are here or on their way. */
  | { readonly type: 'results/requested'; readonly payload: { readonly query: string; readonly order: SearchOrder } }
  // Facts
  | { readonly type: 'results/loadStarted'; readonly payload: { readonly query: string; readonly order: SearchOrder } }
  | {
      readonly type: 'results/loaded';
      readonly payload: {
        readonly query: string;
        readonly order: SearchOrder;
        readonly products: readonly Product[];
        readonly count: number;
      };
    }
  | {
      readonly type: 'results/loadFailed';
      readonly payload: {
        readonly query: string;
        readonly order: SearchOrder;
        readonly status: number;
        readonly message: string;
      };
    };
