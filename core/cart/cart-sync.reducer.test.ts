import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import type { CartItem, CartState } from './cart.model';
import { cartReducer, initialCartState } from './cart.reducer';

const item = (id: string, quantity: number): CartItem => ({
  id,
  title: id,
  thumbnail: null,
  quantity,
  price: 100,
  total: 100 * quantity,
  variant_id: `v_${id}`,
});
const known = (lines: readonly CartItem[]): CartState => ({
  ...initialCartState,
  id: 'cart_1',
  cartItems: lines,
  totalCartItems: lines.length,
  sync: { ...initialCartState.sync, server: lines },
});
const play = (state: CartState, ...events: Event[]): CartState => events.reduce(cartReducer, state);
const wants = (lineId: string, quantity: number): Event => ({
  type: 'cart/lineQuantityRequested',
  payload: { lineId, quantity },
});
const synced = (lineId: string, quantity: number, items: readonly CartItem[]): Event => ({
  type: 'cart/linesSynced',
  payload: { lineId, quantity, items },
});

describe('cart.sync: what the cart queue knows, changed only by events', () => {
  it('a quantity asked for waits until the answer for that quantity; one asked for since keeps waiting and is laid over the answer', () => {
    const asked = play(known([item('a', 1)]), wants('a', 2), wants('a', 5));
    expect(asked.sync.wanted).toEqual({ a: 5 });
    const answered = play(asked, synced('a', 2, [item('a', 2)]));
    expect(answered.sync).toMatchObject({ server: [{ id: 'a', quantity: 2 }], wanted: { a: 5 } });
    expect(answered.cartItems).toEqual([item('a', 5)]);
    const settled = play(answered, synced('a', 5, [item('a', 5)]));
    expect(settled.sync.wanted).toEqual({});
    expect(settled.cartItems).toEqual([item('a', 5)]);
  });

  it('a removal waits as 0; an invalid quantity is not recorded', () => {
    const state = play(
      known([item('a', 1), item('b', 1)]),
      { type: 'cart/lineRemoveRequested', payload: { lineId: 'a' } },
      wants('b', -3),
      wants('b', 1.5),
    );
    expect(state.sync.wanted).toEqual({ a: 0 });
  });

  it('a skipped or unapplied change no longer waits, unless another quantity was asked for since', () => {
    const asked = play(known([item('a', 1)]), wants('a', 3));
    expect(play(asked, { type: 'cart/lineChangeSkipped', payload: { lineId: 'a', quantity: 3 } }).sync.wanted).toEqual(
      {},
    );
    expect(
      play(asked, { type: 'cart/lineChangeNotApplied', payload: { lineId: 'a', quantity: 2 } }).sync.wanted,
    ).toEqual({ a: 3 });
  });

  it('a failed change rolls back to the lines read after it, or to the last known when they could not be read', () => {
    const asked = play(known([item('a', 1), item('b', 1)]), wants('a', 4), wants('b', 2), {
      type: 'cart/lineChangeNotApplied',
      payload: { lineId: 'a', quantity: 4 },
    });
    const failed = (items: readonly CartItem[] | null): Event => ({
      type: 'cart/lineChangeFailed',
      payload: { lineId: 'a', status: 500, message: 'x', items },
    });
    expect(play(asked, failed([item('a', 7), item('b', 1)])).cartItems).toEqual([item('a', 7), item('b', 2)]);
    expect(play(asked, failed(null)).cartItems).toEqual([item('a', 1), item('b', 2)]);
    const unknown = { ...asked, sync: { ...asked.sync, server: null } };
    expect(play(unknown, failed(null))).toBe(unknown);
  });

  it('adds and refreshes are the server lines with the waiting quantities laid over them', () => {
    const asked = play(known([item('a', 1)]), wants('a', 4));
    const add = play(asked, {
      type: 'cart/itemAddSucceeded',
      payload: { items: [item('a', 1), item('g', 1)], added: [{ variantId: 'v_g' }], origin: 'store' },
    });
    expect(add.sync.server).toEqual([item('a', 1), item('g', 1)]);
    expect(add.cartItems).toEqual([item('a', 4), item('g', 1)]);
    expect(play(asked, { type: 'cart/refreshed', payload: { items: [item('a', 2)] } }).cartItems).toEqual([
      item('a', 4),
    ]);
  });

  it('a renewal is under way from its start to the cart made or refused, across a logout', () => {
    const started = play(known([item('a', 1)]), wants('a', 2), { type: 'cart/renewalStarted' });
    const loggedOut = play(started, { type: 'session/loggedOut', payload: { reason: 'forced' } });
    expect(loggedOut.sync).toEqual({ server: null, wanted: {}, renewing: true, refused: null });
    expect(play(loggedOut, { type: 'cart/createFailed', payload: { status: 401, message: 'x' } }).sync.renewing).toBe(
      false,
    );
    expect(play(loggedOut, { type: 'cart/created', payload: { cartId: 'cart_2' } }).sync).toEqual({
      server: [],
      wanted: {},
      renewing: false,
      refused: null,
    });
  });

  it('a customer cart starts empty and forgets the waiting quantities; rehydration keeps them', () => {
    const asked = play(known([item('a', 1)]), wants('a', 2));
    expect(play(asked, { type: 'cart/customerCartCreated', payload: { cartId: 'cart_c' } }).sync).toMatchObject({
      server: [],
      wanted: {},
    });
    const restored = play(asked, {
      type: 'persist/externalChange',
      payload: { state: { cart: { id: 'cart_1', cartItems: [], totalCartItems: 0, checkout: null } }, stored: '1:a:b' },
    });
    expect(restored.sync).toBe(asked.sync);
  });
});
