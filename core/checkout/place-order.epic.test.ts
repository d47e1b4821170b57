import type { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { runEpicMarbles, type EpicMarbles, type MarbleHelpers } from '../../harness/fakes/epic-marbles';
import type { CartItem } from '../cart/cart.model';
import type { CommerceFailureKind, CommerceResult, Completion } from '../commerce/commerce.port';
import type { CoreEpic } from '../epic';
import type { Event } from '../events';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';
import { initialRootState, type RootState } from '../root.reducer';
import type { PlacedOrder } from './checkout.model';
import {
  COMPLETE_CONFLICT_DELAY_MS,
  COMPLETE_CONFLICT_RETRIES,
  orderViewEpic,
  placeOrderEpic,
} from './place-order.epic';

const atta: CartItem = {
  id: 'line_atta',
  title: 'Chakki Atta',
  thumbnail: null,
  quantity: 2,
  price: 7500,
  total: 15000,
  variant_id: 'variant_atta',
};
const totals = { subtotal: 15000, shipping: 0, paymentFee: 0, total: 15000 };
const order: PlacedOrder = {
  id: 'order/1',
  displayId: '1001',
  createdAt: '2026-11-27T10:00:00.000Z',
  email: null,
  address: null,
  paymentMethod: 'cod',
  items: [
    {
      id: 'oi_1',
      title: 'Chakki Atta',
      variantTitle: '1 kg',
      quantity: 2,
      unitPrice: 7500,
      total: 15000,
      thumbnail: null,
    },
  ],
  totals,
};

/** A cart with a line, every step before the review done, storage read back. */
function readyState(change: (state: RootState) => RootState = (state) => state): RootState {
  const state: RootState = {
    ...initialRootState,
    persist: { ...initialRootState.persist, phase: 'rehydrated' },
    cart: { ...initialRootState.cart, id: 'cart_1', cartItems: [atta], totalCartItems: 1 },
    checkout: {
      ...initialRootState.checkout,
      draft: { ...initialRootState.checkout.draft, done: ['contact', 'address', 'delivery', 'payment'] },
    },
  };
  return change(state);
}

const placed = (value: PlacedOrder = order): CommerceResult<Completion> => ({
  ok: true,
  value: { type: 'order', order: value },
});
const failure = (kind: CommerceFailureKind, message: string | null = null, status = 500) =>
  ({ ok: false, kind, status, message }) as const;

interface Calls {
  readonly complete: [cartId: string, key: string][];
  readonly order: string[];
}

/**
 * Runs `epic` in virtual time with a commerce port answering `complete` and `order` with the
 * observables given, and says what it was asked.
 */
function run(
  epic: CoreEpic,
  setup: (helpers: MarbleHelpers) => Omit<EpicMarbles, 'deps'> & {
    complete?: (cartId: string, key: string) => Observable<CommerceResult<Completion>>;
    order?: (orderId: string) => Observable<CommerceResult<PlacedOrder>>;
  },
): Calls {
  const calls: Calls = { complete: [], order: [] };
  runEpicMarbles(epic, (helpers) => {
    const given = setup(helpers);
    const commerce = {
      complete: (cartId: string, key: string) => {
        calls.complete.push([cartId, key]);
        return given.complete!(cartId, key);
      },
      order: (orderId: string) => {
        calls.order.push(orderId);
        return given.order!(orderId);
      },
    };
    return { ...given, deps: { commerce } };
  });
  return calls;
}

const press: Event = { type: 'checkout/placeOrderRequested' };
const started = (key = 'complete_k1', cartId = 'cart_1'): Event => ({
  type: 'checkout/placeStarted',
  payload: { cartId, key },
});
const orderPlaced: Event = { type: 'checkout/orderPlaced', payload: { order } };
const redirected: Event = { type: 'navigation/redirected', payload: { to: '/order/order%2F1' } };

describe('placeOrderEpic', () => {
  it('places the order once the steps are done: started, then placed and on to its page', () => {
    const calls = run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('-p', { p: press }),
      state: readyState(),
      complete: () => cold('--r|', { r: placed() }),
      expected: '-s-(on)',
      values: { s: started(), o: orderPlaced, n: redirected },
    }));
    expect(calls.complete).toEqual([['cart_1', 'complete_k1']]);
  });

  it('a second press while the order is being placed sends nothing; a press after the answer completes again', () => {
    const calls = run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('-pp-p---p', { p: press }),
      state: readyState(),
      complete: () => cold('----r|', { r: failure('failed') }),
      expected: '-s---f--t---f',
      values: {
        s: started(),
        t: started('complete_k2'),
        f: { type: 'checkout/placeFailed', payload: { message: CHECKOUT_MESSAGES.placeFailed, retry: true } },
      },
    }));
    expect(calls.complete).toEqual([
      ['cart_1', 'complete_k1'],
      ['cart_1', 'complete_k2'],
    ]);
  });

  it('sends nothing without a cart, before every step is done, or while the cart is still reconciling', () => {
    for (const state of [
      readyState((s) => ({ ...s, cart: { ...s.cart, id: null } })),
      readyState((s) => ({ ...s, checkout: { ...s.checkout, draft: { ...s.checkout.draft, done: ['contact'] } } })),
      readyState((s) => ({ ...s, cart: { ...s.cart, reconciling: true } })),
    ]) {
      const calls = run(placeOrderEpic, ({ hot }) => ({
        events: hot('-p', { p: press }),
        state,
        expected: '--',
        values: {},
      }));
      expect(calls.complete).toEqual([]);
    }
  });

  it('a 409 (being completed already) is asked again with the same key, a second apart, and the order it gives is placed', () => {
    let answers = 0;
    const calls = run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('-p', { p: press }),
      state: readyState(),
      complete: () =>
        ++answers < 3 ? cold('-c|', { c: failure('conflict', null, 409) }) : cold('-r|', { r: placed() }),
      expected: `-s ${COMPLETE_CONFLICT_DELAY_MS}ms ${COMPLETE_CONFLICT_DELAY_MS}ms 2ms (on)`,
      values: { s: started(), o: orderPlaced, n: redirected },
    }));
    expect(calls.complete).toEqual([
      ['cart_1', 'complete_k1'],
      ['cart_1', 'complete_k1'],
      ['cart_1', 'complete_k1'],
    ]);
  });

  it(`gives up after ${COMPLETE_CONFLICT_RETRIES} more 409s, saying the order was not placed and may be tried again`, () => {
    const calls = run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('p', { p: press }),
      state: readyState(),
      complete: () => cold('c|', { c: failure('conflict', null, 409) }),
      expected: `s ${COMPLETE_CONFLICT_DELAY_MS - 1}ms - ${COMPLETE_CONFLICT_DELAY_MS - 1}ms - ${COMPLETE_CONFLICT_DELAY_MS - 1}ms f`,
      values: {
        s: started(),
        f: { type: 'checkout/placeFailed', payload: { message: CHECKOUT_MESSAGES.placeFailed, retry: true } },
      },
    }));
    expect(calls.complete).toHaveLength(1 + COMPLETE_CONFLICT_RETRIES);
  });

  it("a refused answer shows the server's own words and no retry; an expired cart hands its lines on", () => {
    run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('p', { p: press }),
      state: readyState(),
      complete: () => cold('r|', { r: failure('invalid', 'Atta is out of stock', 400) }),
      expected: '(sf)',
      values: {
        s: started(),
        f: { type: 'checkout/placeFailed', payload: { message: 'Atta is out of stock', retry: false } },
      },
    }));
    run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('p', { p: press }),
      state: readyState(),
      complete: () => cold('r|', { r: failure('notFound', null, 404) }),
      expected: '(se)',
      values: { s: started(), e: { type: 'checkout/cartExpired', payload: { items: [atta] } } },
    }));
  });

  it('a completion the backend refused with the cart back names the lines whose price changed', () => {
    const dearer = { ...atta, price: 8000, total: 16000 };
    const cart = { id: 'cart_1', items: [dearer], totals: { ...totals, subtotal: 16000, total: 16000 } };
    run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('p', { p: press }),
      state: readyState(),
      complete: () => cold('r|', { r: { ok: true, value: { type: 'cart', cart, message: 'Prices changed' } } }),
      expected: '(sr)',
      values: {
        s: started(),
        r: {
          type: 'checkout/completionRefused',
          payload: {
            message: 'Prices changed',
            lines: [{ title: 'Chakki Atta', before: 7500, after: 8000 }],
            items: [dearer],
            totals: cart.totals,
          },
        },
      },
    }));
  });

  it('a completion on its way when the page was reloaded is sent again with its key once storage is read back', () => {
    const placing = { cartId: 'cart_9', key: 'complete_saved' };
    const reloaded = readyState((s) => ({
      ...s,
      checkout: { ...s.checkout, draft: { ...s.checkout.draft, done: [], placing } },
    }));
    const calls = run(placeOrderEpic, ({ hot, cold }) => ({
      events: hot('---'),
      state: { ...reloaded, persist: initialRootState.persist },
      states: { marble: '--r', values: { r: reloaded } },
      complete: () => cold('-r|', { r: placed() }),
      expected: '--s(on)',
      values: { s: started('complete_saved', 'cart_9'), o: orderPlaced, n: redirected },
    }));
    expect(calls.complete).toEqual([['cart_9', 'complete_saved']]);
  });
});

describe('orderViewEpic', () => {
  const viewed = (orderId: string): Event => ({ type: 'checkout/orderRequested', payload: { orderId } });

  it('loads an order it does not hold, once while it loads, and says whether it was not found', () => {
    const calls = run(orderViewEpic, ({ hot, cold }) => ({
      events: hot('-aa---b', { a: viewed('order/1'), b: viewed('order_gone') }),
      state: readyState(),
      order: (id) =>
        id === 'order/1' ? cold('---r|', { r: { ok: true, value: order } }) : cold('-n|', { n: failure('notFound') }),
      expected: '-s--l-tg',
      values: {
        s: { type: 'checkout/orderLoadStarted', payload: { orderId: 'order/1' } },
        l: { type: 'checkout/orderLoaded', payload: { order } },
        t: { type: 'checkout/orderLoadStarted', payload: { orderId: 'order_gone' } },
        g: { type: 'checkout/orderLoadFailed', payload: { orderId: 'order_gone', notFound: true } },
      },
    }));
    expect(calls.order).toEqual(['order/1', 'order_gone']);
  });

  it('asks nothing for an order it holds already', () => {
    const calls = run(orderViewEpic, ({ hot }) => ({
      events: hot('-a', { a: viewed('order/1') }),
      state: readyState((s) => ({
        ...s,
        checkout: { ...s.checkout, orders: { 'order/1': { status: 'loaded', order } } },
      })),
      expected: '--',
      values: {},
    }));
    expect(calls.order).toEqual([]);
  });

  it('a second order viewed while the first loads is loaded too', () => {
    const calls = run(orderViewEpic, ({ hot, cold }) => ({
      events: hot('-ab', { a: viewed('order/1'), b: viewed('order_2') }),
      state: readyState(),
      order: (id) => cold('---r|', { r: { ok: true, value: { ...order, id } } }),
      expected: '-st-lm',
      values: {
        s: { type: 'checkout/orderLoadStarted', payload: { orderId: 'order/1' } },
        t: { type: 'checkout/orderLoadStarted', payload: { orderId: 'order_2' } },
        l: { type: 'checkout/orderLoaded', payload: { order } },
        m: { type: 'checkout/orderLoaded', payload: { order: { ...order, id: 'order_2' } } },
      },
    }));
    expect(calls.order).toEqual(['order/1', 'order_2']);
  });
});
