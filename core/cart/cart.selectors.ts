import type { RootState } from '../root.reducer';
import type { CartItem } from './cart.model';

/**
 * How many items the cart holds, as shoppers count them: units (packs), the sum of the lines'
 * quantities. The one count the cart bar, the header and bottom bar badges and the cart summary show.
 */
export const selectCartUnitCount = (state: RootState): number =>
  state.cart.cartItems.reduce((sum, item) => sum + item.quantity, 0);

/** The cart's lines, in the order they were added. */
export const selectCartItems = (state: RootState): readonly CartItem[] => state.cart.cartItems;

/** The items' subtotal in paise: the sum of the lines' totals (what free delivery is reckoned on). */
export const selectCartSubtotal = (state: RootState): number =>
  state.cart.cartItems.reduce((sum, item) => sum + item.total, 0);

/** How many lines the cart has (not units: see {@link selectCartUnitCount}). */
export const selectCartLineCount = (state: RootState): number => state.cart.cartItems.length;

/** True while adds, line changes or a refresh are on their way to the server (checkout waits). */
export const selectCartReconciling = (state: RootState): boolean => state.cart.reconciling ?? false;
