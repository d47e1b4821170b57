import { reducerFrom } from '../reducer-table';
import { mergeRecent, type RecentProduct } from './recently-viewed.model';

/** SPEC §10.8: the products whose pages the shopper opened, newest first (an on-demand slice). */
export const recentlyViewedReducer = reducerFrom<readonly RecentProduct[]>([], {
  'catalog/productSeen': (state, { payload }) => mergeRecent([payload.product], state),
  'catalog/recentlyViewedRestored': (state, { payload }) => mergeRecent(state, payload.products),
});
