import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import type { CartItem } from './cart.model';
import { selectCartItems, selectCartLineCount, selectCartReconciling, selectCartUnitCount } from './cart.selectors';

const line = (id: string, quantity: number): CartItem => ({
  id,
  title: id,
  thumbnail: null,
  quantity,
  price: 100,
  total: 100 * quantity,
  variant_id: `v_${id}`,
});
const withCart = (cart: Partial<RootState['cart']>): RootState => ({
  ...initialRootState,
  cart: { ...initialRootState.cart, ...cart },
});

describe('cart selectors', () => {
  const items = [line('ghee', 2), line('atta', 3)];

  it('counts units (the sum of quantities) and lines apart', () => {
    const state = withCart({ cartItems: items });
    expect(selectCartUnitCount(state)).toBe(5);
    expect(selectCartLineCount(state)).toBe(2);
    expect(selectCartItems(state)).toBe(items);
    expect([selectCartUnitCount(initialRootState), selectCartLineCount(initialRootState)]).toEqual([0, 0]);
  });

  it('reconciling is false when the slice has not set it', () => {
    expect(initialRootState.cart.reconciling).toBeUndefined();
    expect(selectCartReconciling(initialRootState)).toBe(false);
    expect(selectCartReconciling(withCart({ reconciling: true }))).toBe(true);
    expect(selectCartReconciling(withCart({ reconciling: false }))).toBe(false);
  });
});
