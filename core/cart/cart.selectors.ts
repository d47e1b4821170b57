import type { RootState } from '../root.reducer';

/**
 * How many items the cart holds, as shoppers count them: units (packs), the sum of the lines'
 * quantities. The one count the cart bar, the header and bottom bar badges and the cart summary show.
 */
export const selectCartUnitCount = (state: RootState): number => state.cart.cartItems.reduce((sum, item) => sum + item.quantity, 0);
