import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../checkout/checkout.model';
import type { Event } from '../events';
import type { PersistedCart } from '../persist/persisted-state';
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

const refreshed = (items: readonly CartItem[]): Event => ({ type: 'cart/refreshed', payload: { items } });
const added = (items: readonly CartItem[]): Event => ({
  type: 'cart/itemAddSucceeded',
  payload: { items, added: [{ variantId: items.at(-1)?.variant_id ?? 'v' }], origin: 'store' },
});
const stored = (cart: Omit<PersistedCart, 'checkout'>): Event => ({
  type: 'persist/rehydrated',
  payload: { state: { cart: { ...cart, checkout: null } }, dropped: [], fromVersion: 2 },
});

describe('cart reducer: the spec operations on real facts', () => {
  it('setCartItems: the server lines read again replace the list and the count', () => {
    const state = cartReducer(
      { ...initialCartState, cartItems: [item('a')], totalCartItems: 1 },
      refreshed([item('b'), item('c')]),
    );
    expect(state.cartItems.map((i) => i.id)).toEqual(['b', 'c']);
    expect(state.totalCartItems).toBe(2);
  });

  it('addItemToCart: an add answered with a new line appends it and increments the count', () => {
    const one = cartReducer(initialCartState, added([item('a')]));
    const two = cartReducer(one, added([item('a'), item('b', 3)]));
    expect(two.cartItems.map((i) => i.id)).toEqual(['a', 'b']);
    expect([one.totalCartItems, two.totalCartItems]).toEqual([1, 2]);
  });

  it('setCartNumbers: rehydration sets the count as stored', () => {
    const state = cartReducer(initialCartState, stored({ id: 'cart_1', cartItems: [item('a')], totalCartItems: 9 }));
    expect(state.totalCartItems).toBe(9);
    expect(state.cartItems.map((i) => i.id)).toEqual(['a']);
  });

  it('setCartItems: an order placed takes the lines; accepting a refused completion shows the backend lines once', () => {
    const filled = cartReducer(initialCartState, refreshed([item('a'), item('b')]));
    const totals = { subtotal: 0, shipping: 0, paymentFee: 0, total: 0 };
    const order: PlacedOrder = {
      id: 'order_1',
      displayId: '1',
      createdAt: '2026-01-01T00:00:00.000Z',
      email: null,
      address: null,
      paymentMethod: 'cod',
      items: [],
      totals,
    };
    expect(cartReducer(filled, { type: 'checkout/orderPlaced', payload: { order } })).toMatchObject({
      cartItems: [],
      totalCartItems: 0,
    });
    const refused = cartReducer(filled, {
      type: 'checkout/completionRefused',
      payload: { message: 'Changed', lines: [], items: [item('b', 2)], totals },
    });
    expect(refused.cartItems).toBe(filled.cartItems);
    const accepted = cartReducer(refused, { type: 'checkout/changesAcceptRequested' });
    expect(accepted).toMatchObject({ cartItems: [{ id: 'b', quantity: 2 }], totalCartItems: 1 });
    expect(cartReducer(accepted, { type: 'checkout/changesAcceptRequested' })).toBe(accepted);
  });

  it('keeps the cart id when items change and resets everything on logout', () => {
    const created = cartReducer(initialCartState, { type: 'cart/created', payload: { cartId: 'cart_1' } });
    const filled = cartReducer(created, added([item('a')]));
    expect(filled.id).toBe('cart_1');
    expect(cartReducer(filled, { type: 'session/loggedOut', payload: { reason: 'user' } })).toEqual(initialCartState);
  });

  it('property: the count equals the lines, whatever the sequence of adds, refreshes and line changes', () => {
    const lines = fc.uniqueArray(itemArbitrary, { maxLength: 5, selector: (line) => line.id });
    const fact = fc.oneof(
      lines.map(added),
      lines.map(refreshed),
      fc
        .record({ lineId: fc.string({ minLength: 1, maxLength: 2 }), quantity: fc.integer({ min: -1, max: 5 }) })
        .map((payload): Event => ({ type: 'cart/lineQuantityRequested', payload })),
      lines.map((items): Event => ({
        type: 'cart/lineChangeFailed',
        payload: { lineId: items[0]?.id ?? 'x', status: 500, message: 'x', items },
      })),
    );
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 40 }), (facts) => {
        const state = facts.reduce(cartReducer, initialCartState);
        expect(state.totalCartItems).toBe(state.cartItems.length);
      }),
    );
  });
});
