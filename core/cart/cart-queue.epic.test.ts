import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestCore, type PendingRequest } from '../../harness/fakes';
import { rootReducer } from '../root.reducer';
import { initialRootState, type RootState } from '../root.reducer';
import type { CartItem } from './cart.model';

const PRICES: Readonly<Record<string, number>> = { cali_a: 7500, cali_g: 89900 };

const item = (id: string, quantity: number): CartItem => ({
  id,
  title: id,
  thumbnail: null,
  quantity,
  price: PRICES[id] ?? 0,
  total: (PRICES[id] ?? 0) * quantity,
  variant_id: `variant_${id}`,
});

function startState(): RootState {
  return {
    ...initialRootState,
    cart: {
      ...initialRootState.cart,
      id: 'cart_1',
      cartItems: [item('cali_a', 1), item('cali_g', 1)],
      totalCartItems: 2,
    },
  };
}

/** A server that keeps line quantities and fails the requests it is told to fail. */
class FakeCartServer {
  readonly lines = new Map<string, number>([
    ['cali_a', 1],
    ['cali_g', 1],
  ]);

  answer(pending: PendingRequest, fail: boolean, latencyMs: number): void {
    const { method, url, body } = pending.request;
    const lineId = /line-items\/([^/?]+)/.exec(url)?.[1];
    if (fail && method !== 'GET') {
      pending.respond({ status: 500, body: { message: 'Temporary failure' } }, latencyMs);
      return;
    }
    if (lineId && method === 'POST') this.lines.set(lineId, (body as { quantity: number }).quantity);
    if (lineId && method === 'DELETE') this.lines.delete(lineId);
    const items = [...this.lines].map(([id, quantity]) => ({
      id,
      title: id,
      quantity,
      unit_price: PRICES[id],
      total: (PRICES[id] ?? 0) * quantity,
      variant_id: `variant_${id}`,
    }));
    pending.respond(
      { status: 200, body: method === 'DELETE' ? { parent: { items } } : { cart: { id: 'cart_1', items } } },
      latencyMs,
    );
  }
}

interface Click {
  readonly lineId: 'cali_a' | 'cali_g';
  readonly quantity: number;
  readonly waitMs: number;
  readonly latencyMs: number;
  readonly fail: boolean;
}

const clickArbitrary = (failures: boolean) =>
  fc.record({
    lineId: fc.constantFrom('cali_a' as const, 'cali_g' as const),
    quantity: fc.integer({ min: 1, max: 6 }),
    waitMs: fc.integer({ min: 0, max: 400 }),
    latencyMs: fc.integer({ min: 0, max: 500 }),
    fail: failures ? fc.boolean() : fc.constant(false),
  });

function play(clicks: readonly Click[]) {
  const { store, fakes } = createTestCore({ initialState: startState() });
  const server = new FakeCartServer();
  const asked = new Map<string, number>();
  let steppedBack = 0;
  store.subscribe(() => {
    const shown = new Map(store.getState().cart.cartItems.map((line) => [line.id, line.quantity]));
    if ([...asked].some(([lineId, quantity]) => shown.get(lineId) !== quantity)) steppedBack += 1;
  });
  let next = 0;
  const answerAll = () => {
    for (let pending = fakes.http.claimNext(); pending; pending = fakes.http.claimNext()) {
      const click = clicks[Math.min(next, clicks.length - 1)];
      next += 1;
      server.answer(pending, click?.fail ?? false, click?.latencyMs ?? 0);
    }
  };
  for (const click of clicks) {
    asked.set(click.lineId, click.quantity);
    store.dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: click.lineId, quantity: click.quantity } });
    answerAll();
    fakes.clock.advance(click.waitMs);
    answerAll();
  }
  for (let i = 0; i < 100 && (fakes.http.unclaimedRequests().length > 0 || i === 0); i++) {
    answerAll();
    fakes.clock.advance(1000);
  }
  answerAll();
  fakes.clock.advance(1000);
  const shown = Object.fromEntries(store.getState().cart.cartItems.map((line) => [line.id, line.quantity]));
  const totals = store.getState().cart.cartItems.every((line) => line.total === line.price * line.quantity);
  store.dispose();
  return { shown, server: Object.fromEntries(server.lines), totals, steppedBack };
}

describe('the cart queue', () => {
  it('property: after any burst of clicks and latencies, the cart shows the last quantity asked for each line, as the server has it', () => {
    fc.assert(
      fc.property(fc.array(clickArbitrary(false), { minLength: 1, maxLength: 25 }), (clicks) => {
        const { shown, server, totals } = play(clicks);
        const expected: Record<string, number> = { cali_a: 1, cali_g: 1 };
        for (const click of clicks) expected[click.lineId] = click.quantity;
        expect(shown).toEqual(expected);
        expect(server).toEqual(expected);
        expect(totals).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('property: while answers come in, the view never steps back from the last quantity asked for a line', () => {
    fc.assert(
      fc.property(fc.array(clickArbitrary(false), { minLength: 1, maxLength: 25 }), (clicks) => {
        expect(play(clicks).steppedBack).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('property: with failures along the way, the cart ends showing exactly what the server has', () => {
    fc.assert(
      fc.property(fc.array(clickArbitrary(true), { minLength: 1, maxLength: 25 }), (clicks) => {
        const { shown, server, totals } = play(clicks);
        expect(shown).toEqual(server);
        expect(totals).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('sends one request at a time, in order', () => {
    const { store, fakes } = createTestCore({ initialState: startState() });
    store.dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: 'cali_a', quantity: 2 } });
    store.dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: 'cali_g', quantity: 3 } });
    expect(fakes.http.unclaimedRequests()).toHaveLength(1);
    expect(fakes.http.unclaimedRequests()[0]?.request.url).toContain('/line-items/cali_a');
    store.dispose();
  });
});

describe('the cart queue keeps what it knows in the store', () => {
  const withSync = (sync: Partial<RootState['cart']['sync']>): RootState => {
    const state = startState();
    return { ...state, cart: { ...state.cart, sync: { ...state.cart.sync, ...sync } } };
  };

  it("sends nothing for a quantity the store's last server lines already have", () => {
    const { store, fakes } = createTestCore({
      initialState: withSync({ server: [item('cali_a', 1), item('cali_g', 1)] }),
    });
    store.dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: 'cali_a', quantity: 1 } });
    expect(fakes.http.unclaimedRequests()).toHaveLength(0);
    expect(store.log().map((entry) => entry.event.type)).toContain('cart/lineChangeSkipped');
    expect(store.getState().cart.sync.wanted).toEqual({});
    store.dispose();
  });

  it('sends a quantity when the store knows no server lines yet', () => {
    const { store, fakes } = createTestCore({ initialState: startState() });
    store.dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: 'cali_a', quantity: 1 } });
    expect(fakes.http.unclaimedRequests().map((pending) => pending.request.url)).toEqual([
      expect.stringContaining('/line-items/cali_a'),
    ]);
    store.dispose();
  });

  it('makes no fresh cart on a logout while the store says a renewal is under way', () => {
    const renewing = createTestCore({ initialState: withSync({ renewing: true }) });
    renewing.store.dispatch({ type: 'session/loggedOut', payload: { reason: 'forced' } });
    expect(renewing.fakes.http.unclaimedRequests()).toHaveLength(0);
    renewing.store.dispose();
    const idle = createTestCore({ initialState: startState() });
    idle.store.dispatch({ type: 'session/loggedOut', payload: { reason: 'forced' } });
    expect(idle.fakes.http.unclaimedRequests().map((pending) => pending.request.url)).toEqual([
      expect.stringContaining('/store/carts'),
    ]);
    idle.store.dispose();
  });

  it('property: replaying the event log into a fresh store gives the same cart, with what the queue knows, at any moment', () => {
    fc.assert(
      fc.property(
        fc.array(clickArbitrary(true), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 12 }),
        (clicks, stopAt) => {
          const { store, fakes } = createTestCore({ initialState: startState() });
          const server = new FakeCartServer();
          clicks.slice(0, stopAt).forEach((click) => {
            store.dispatch({
              type: 'cart/lineQuantityRequested',
              payload: { lineId: click.lineId, quantity: click.quantity },
            });
            const pending = fakes.http.claimNext();
            if (pending) server.answer(pending, click.fail, click.latencyMs);
            fakes.clock.advance(click.waitMs);
          });
          const replayed = store.log().reduce((state, entry) => rootReducer(state, entry.event), startState());
          expect(replayed.cart).toEqual(store.getState().cart);
          store.dispose();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the replay holds the waiting quantities while a change is on its way', () => {
    const { store } = createTestCore({ initialState: startState() });
    store.dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: 'cali_a', quantity: 2 } });
    store.dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: 'cali_a', quantity: 3 } });
    const replayed = store.log().reduce((state, entry) => rootReducer(state, entry.event), startState());
    expect(replayed.cart.sync.wanted).toEqual({ cali_a: 3 });
    expect(replayed.cart).toEqual(store.getState().cart);
    store.dispose();
  });
});
