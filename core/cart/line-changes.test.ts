import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.model';
import { cartReducer, initialCartState } from './cart.reducer';
import { isValidQuantity, overlay, wantedFor, withQuantity } from './line-changes';

const item = (id: string, quantity: number, price = 1000): CartItem => ({
  id,
  title: id,
  thumbnail: null,
  quantity,
  price,
  total: price * quantity,
  variant_id: `v_${id}`,
});
const filled = { ...initialCartState, id: 'cart_1', cartItems: [item('a', 1), item('b', 2)], totalCartItems: 2 };

describe('line changes', () => {
  it('sets a quantity with its total, removes at 0, and ignores unknown lines', () => {
    expect(withQuantity(filled.cartItems, 'a', 3)[0]).toMatchObject({ quantity: 3, total: 3000 });
    expect(withQuantity(filled.cartItems, 'a', 0).map((i) => i.id)).toEqual(['b']);
    expect(withQuantity(filled.cartItems, 'zz', 3)).toBe(filled.cartItems);
  });

  it('accepts whole quantities from 0 to 999 only', () => {
    expect([0, 1, 999].every(isValidQuantity)).toBe(true);
    expect([-1, 1.5, 1000, Number.NaN].some(isValidQuantity)).toBe(false);
  });

  it('lays waiting quantities over the server lines, and reads a waiting quantity only from the lines asked for', () => {
    expect(overlay(filled.cartItems, { b: 5, a: 0 })).toEqual([item('b', 5)]);
    expect([wantedFor({ b: 5 }, 'b'), wantedFor({ b: 5 }, 'a'), wantedFor({ b: 5 }, 'toString')]).toEqual([
      5,
      undefined,
      undefined,
    ]);
  });

  it('the reducer shows quantity changes and removals at once and keeps the count right', () => {
    const changed = cartReducer(filled, { type: 'cart/lineQuantityRequested', payload: { lineId: 'b', quantity: 4 } });
    expect(changed.cartItems[1]).toMatchObject({ quantity: 4, total: 4000 });
    const removed = cartReducer(changed, { type: 'cart/lineRemoveRequested', payload: { lineId: 'a' } });
    expect(removed).toMatchObject({ totalCartItems: 1, cartItems: [{ id: 'b' }] });
    expect(cartReducer(filled, { type: 'cart/lineQuantityRequested', payload: { lineId: 'a', quantity: -2 } })).toBe(
      filled,
    );
    expect(
      cartReducer(filled, {
        type: 'cart/lineChangeFailed',
        payload: { lineId: 'a', status: 0, message: 'x', items: null },
      }),
    ).toBe(filled);
    const failed = cartReducer(
      cartReducer(changed, { type: 'cart/lineChangeNotApplied', payload: { lineId: 'b', quantity: 4 } }),
      {
        type: 'cart/lineChangeFailed',
        payload: { lineId: 'b', status: 500, message: 'x', items: filled.cartItems },
      },
    );
    expect(failed.cartItems).toBe(filled.cartItems);
  });

  it('property: the count equals the lines after any mix of changes and server answers', () => {
    const event = fc.oneof(
      fc
        .record({ lineId: fc.constantFrom('a', 'b', 'c'), quantity: fc.integer({ min: -2, max: 5 }) })
        .map((payload) => ({ type: 'cart/lineQuantityRequested' as const, payload })),
      fc
        .constantFrom('a', 'b', 'c')
        .map((lineId) => ({ type: 'cart/lineRemoveRequested' as const, payload: { lineId } })),
      fc
        .tuple(
          fc.constantFrom('a', 'b', 'c'),
          fc.integer({ min: 0, max: 5 }),
          fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
        )
        .map(([lineId, quantity, ids]) => ({
          type: 'cart/linesSynced' as const,
          payload: { lineId, quantity, items: [...new Set(ids)].map((id) => item(id, 1)) },
        })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const state = events.reduce(cartReducer, { ...initialCartState, ...filled });
        expect(state.totalCartItems).toBe(state.cartItems.length);
        expect(state.cartItems.every((line) => line.total === line.price * line.quantity && line.quantity > 0)).toBe(
          true,
        );
      }),
    );
  });
});
