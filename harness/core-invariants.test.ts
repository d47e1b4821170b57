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

const lineId = fc.constantFrom('li_1', 'li_2', 'li_3');

/** Anything a shopper (or the UI) can set off, plus the passage of time. */
const step = fc.oneof(
  fc.constantFrom('variant_a', 'variant_b').map((variantId): Event => ({
    type: 'cart/itemAddRequested',
    payload: { items: [{ variantId }], origin: 'store' },
  })),
  fc
    .record({ lineId, quantity: fc.integer({ min: 0, max: 4 }) })
    .map((payload): Event => ({ type: 'cart/lineQuantityRequested', payload })),
  lineId.map((id): Event => ({ type: 'cart/lineRemoveRequested', payload: { lineId: id } })),
  fc.constantFrom<Event>(
    { type: 'cart/refreshRequested' },
    { type: 'session/logoutRequested' },
    { type: 'snackbar/closeRequested' },
    { type: 'persist/flushRequested' },
    { type: 'snackbar/opened', payload: { status: 'info', message: 'Added' } },
  ),
  fc.string({ maxLength: 6 }).map((handle): Event => ({ type: 'catalog/productRequested', payload: { handle } })),
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
      return {
        status,
        body:
          request.url.endsWith('/store/carts') && status < 300
            ? { cart: { id: `cart_${requests}` } }
            : { message: 'x' },
      };
    },
  });
  store.dispatch({ type: 'app/startRequested' });
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
        if (stored !== undefined)
          expect(Object.keys(JSON.parse(stored)).sort()).toEqual(['cart', 'chat', 'user', 'version']);
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

  it('the cart count always equals the lines, and once settled the cart shows the server lines, through adds, line changes and refreshes', () => {
    const cartAction = fc.oneof(
      cartItem.map((line) => ({ add: line.variant_id, quantity: line.quantity })),
      fc.record({ at: fc.nat(3), quantity: fc.integer({ min: 0, max: 5 }) }),
      fc.constant('refresh' as const),
    );
    fc.assert(
      fc.property(fc.array(cartAction, { maxLength: 20 }), (actions) => {
        const server = new Map<string, { variant: string; quantity: number }>();
        const items = () =>
          [...server].map(([id, line]) => ({
            id,
            title: id,
            quantity: line.quantity,
            unit_price: 100,
            total: 100 * line.quantity,
            variant_id: line.variant,
          }));
        const { store, fakes } = createTestCore({
          start: true,
          respond: ({ method, url, body }) => {
            const lineId = /line-items\/([^/?]+)/.exec(url)?.[1];
            const fields = (body ?? {}) as { variant_id?: string; quantity?: number };
            if (url.endsWith('/store/carts')) return { status: 200, body: { cart: { id: 'cart_1' } } };
            if (url.endsWith('/cart-line-item') && fields.variant_id) {
              const id = `li_${fields.variant_id}`;
              server.set(id, {
                variant: fields.variant_id,
                quantity: (server.get(id)?.quantity ?? 0) + (fields.quantity ?? 1),
              });
            } else if (lineId && method === 'DELETE') {
              server.delete(decodeURIComponent(lineId));
              return { status: 200, body: { parent: { items: items() } } };
            } else if (lineId && server.has(decodeURIComponent(lineId))) {
              server.set(decodeURIComponent(lineId), {
                ...server.get(decodeURIComponent(lineId))!,
                quantity: fields.quantity ?? 1,
              });
            }
            return { status: 200, body: { cart: { id: 'cart_1', items: items() } } };
          },
        });
        for (const action of actions) {
          const lines = store.getState().cart.cartItems;
          if (action === 'refresh') store.dispatch({ type: 'cart/refreshRequested' });
          else if ('add' in action)
            store.dispatch({
              type: 'cart/itemAddRequested',
              payload: { items: [{ variantId: action.add, quantity: action.quantity }], origin: 'store' },
            });
          else if (lines.length > 0)
            store.dispatch({
              type: 'cart/lineQuantityRequested',
              payload: { lineId: lines[action.at % lines.length]!.id, quantity: action.quantity },
            });
          expect(store.getState().cart.totalCartItems).toBe(store.getState().cart.cartItems.length);
          fakes.clock.runDue();
        }
        fakes.clock.advance(1000);
        const { cart } = store.getState();
        expect(cart.totalCartItems).toBe(cart.cartItems.length);
        expect(cart.cartItems.map((line) => [line.id, line.quantity])).toEqual(
          items().map((line) => [line.id, line.quantity]),
        );
        store.dispose();
      }),
    );
  });
});
