import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Event } from '../core/events';
import { STORAGE_KEYS } from '../core/storage-keys';
import { createTestCore } from './fakes';

const cartItem = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  title: fc.string({ maxLength: 20 }),
  thumbnail: fc.constant(null),
  quantity: fc.integer({ min: 1, max: 9 }),
  price: fc.integer({ min: 0, max: 100_000 }),
  total: fc.integer({ min: 0, max: 900_000 }),
  variant_id: fc.string({ minLength: 1, maxLength: 8 }),
});

/** Anything a shopper (or the UI) can set off, plus the passage of time. */
const step = fc.oneof(
  cartItem.map((item): Event => ({ type: 'cart/itemAdded', payload: { item } })),
  fc.array(cartItem, { maxLength: 4 }).map((items): Event => ({ type: 'cart/itemsSet', payload: { items } })),
  fc.integer({ min: 0, max: 99 }).map((count): Event => ({ type: 'cart/numbersSet', payload: { count } })),
  fc.constantFrom<Event>(
    { type: 'session/logoutRequested' },
    { type: 'snackbar/closeRequested' },
    { type: 'persist/flushRequested' },
    { type: 'snackbar/openRequested', payload: { status: 'info', message: 'Added' } },
  ),
  fc.record({ productId: fc.string({ maxLength: 6 }), variantId: fc.option(fc.string({ maxLength: 6 }), { nil: null }) }).map(
    (payload): Event => ({ type: 'product/viewed', payload }),
  ),
  fc.integer({ min: 0, max: 6000 }),
);

const statuses = fc.constantFrom(200, 200, 201, 400, 401, 404, 500, 0);

/** More requests than any session of 30 steps needs; past it requests stay unanswered, which ends a request loop. */
const MAX_REQUESTS = 200;

/** Plays a random session on a test core whose requests are answered with `answers` in turn. */
function playSession(steps: readonly (Event | number)[], answers: readonly number[]) {
  let requests = 0;
  const { store, fakes } = createTestCore({
    respond: (request) => {
      if (++requests > MAX_REQUESTS) return undefined;
      const status = answers[(requests - 1) % answers.length]!;
      return { status, body: request.url.endsWith('/store/carts') && status < 300 ? { cart: { id: `cart_${requests}` } } : { message: 'x' } };
    },
  });
  store.dispatch({ type: 'app/started' });
  for (const s of steps) {
    if (typeof s === 'number') fakes.clock.advance(s);
    else store.dispatch(s);
    fakes.clock.runDue();
  }
  fakes.clock.advance(1000);
  return { store, fakes, requests };
}

const session = [fc.array(step, { maxLength: 30 }), fc.array(statuses, { minLength: 1, maxLength: 10 })] as const;

describe('core invariants under random sessions', () => {
  it('every logged event survives a JSON round trip, and only user, cart and chat are ever persisted', () => {
    fc.assert(
      fc.property(...session, (steps, answers) => {
        const { store, fakes } = playSession(steps, answers);
        for (const entry of store.log()) expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
        const stored = fakes.storage.snapshot()[STORAGE_KEYS.persistedRoot];
        const loggedOut = store.log().some((entry) => entry.event.type === 'session/loggedOut');
        if (!loggedOut) expect(stored, 'persist:root is written within a second of the last step').toBeDefined();
        if (stored !== undefined) expect(Object.keys(JSON.parse(stored)).sort()).toEqual(['cart', 'chat', 'user', 'version']);
        store.dispose();
      }),
      { numRuns: 60 },
    );
  });

  it('no session loops: whatever the server answers, the requests stay bounded', () => {
    fc.assert(
      fc.property(...session, (steps, answers) => {
        const { store, requests } = playSession(steps, answers);
        store.dispose();
        expect(requests).toBeLessThanOrEqual(MAX_REQUESTS);
      }),
      { numRuns: 60, examples: [[[], [401]]] },
    );
  });

  it('the cart count always equals the items added through addItemToCart and setCartItems', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(cartItem.map((i) => [i]), fc.array(cartItem, { maxLength: 3 }).map((items) => items)), { maxLength: 20 }), fc.array(fc.boolean(), { maxLength: 20 }), (batches, replaces) => {
        const { store } = createTestCore({ respond: () => ({ status: 200, body: { cart: { id: 'cart_1' } } }), start: true });
        let expected = 0;
        batches.forEach((items, index) => {
          if (replaces[index]) {
            store.dispatch({ type: 'cart/itemsSet', payload: { items } });
            expected = items.length;
          } else {
            for (const item of items) store.dispatch({ type: 'cart/itemAdded', payload: { item } });
            expected += items.length;
          }
        });
        expect(store.getState().cart.totalCartItems).toBe(expected);
        expect(store.getState().cart.cartItems).toHaveLength(expected);
        store.dispose();
      }),
    );
  });
});
