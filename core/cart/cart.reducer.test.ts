import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { addItemToCart, setCartItems, setCartNumbers } from './cart.events';
import type { CartItem } from './cart.model';
import { cartReducer, initialCartState } from './cart.reducer';

const item = (id: string, quantity = 1): CartItem => ({
  id,
  title: `Item ${id}`,
  thumbnail: null,
  quantity,
  price: 10000,
  total: 10000 * quantity,
  variant_id: `variant_${id}`,
});

const itemArbitrary = fc.record({
  id: fc.string({ minLength: 1 }),
  title: fc.string(),
  thumbnail: fc.option(fc.webUrl(), { nil: null }),
  quantity: fc.integer({ min: 1, max: 50 }),
  price: fc.integer({ min: 0, max: 10_000_000 }),
  total: fc.integer({ min: 0, max: 500_000_000 }),
  variant_id: fc.string({ minLength: 1 }),
});

describe('cart reducer', () => {
  it('setCartItems replaces the list and the count', () => {
    const state = cartReducer({ ...initialCartState, cartItems: [item('a')], totalCartItems: 1 }, setCartItems([item('b'), item('c')]));
    expect(state.cartItems.map((i) => i.id)).toEqual(['b', 'c']);
    expect(state.totalCartItems).toBe(2);
  });

  it('addItemToCart appends and increments the count', () => {
    const state = cartReducer(cartReducer(initialCartState, addItemToCart(item('a'))), addItemToCart(item('b', 3)));
    expect(state.cartItems.map((i) => i.id)).toEqual(['a', 'b']);
    expect(state.totalCartItems).toBe(2);
  });

  it('setCartNumbers sets the count only', () => {
    const before = cartReducer(initialCartState, addItemToCart(item('a')));
    const after = cartReducer(before, setCartNumbers(9));
    expect(after.totalCartItems).toBe(9);
    expect(after.cartItems).toBe(before.cartItems);
  });

  it('keeps the cart id when items change and resets everything on logout', () => {
    const created = cartReducer(initialCartState, { type: 'cart/created', payload: { cartId: 'cart_1' } });
    const filled = cartReducer(created, addItemToCart(item('a')));
    expect(filled.id).toBe('cart_1');
    expect(cartReducer(filled, { type: 'session/loggedOut', payload: { reason: 'user' } })).toEqual(initialCartState);
  });

  it('property: the count equals the items added, whatever the sequence of setCartItems and addItemToCart', () => {
    const operation = fc.oneof(
      itemArbitrary.map((i) => addItemToCart(i)),
      fc.array(itemArbitrary, { maxLength: 5 }).map((items) => setCartItems(items)),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations: Event[]) => {
        const state = operations.reduce(cartReducer, initialCartState);
        expect(state.totalCartItems).toBe(state.cartItems.length);
      }),
    );
  });
});
