import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import type { HttpRequest, HttpResponse } from '../ports';
import { commerceFromEnv } from '../../harness/commerce-from-env';
import { initialRootState, rootReducer, type RootState } from '../root.reducer';

/** A Medusa that has two regions, a cart in the second, and every product priced in the region asked for. */
function medusa(request: HttpRequest): HttpResponse | undefined {
  const url = new URL(request.url);
  if (url.pathname === '/store/regions') return { status: 200, body: { regions: [{ id: 'reg_first' }] } };
  if (url.pathname === '/store/carts/cart_south')
    return { status: 200, body: { cart: { id: 'cart_south', region_id: 'reg_south', total: 0, items: [] } } };
  const handle = url.searchParams.get('handle');
  if (url.pathname !== '/store/products' || !handle) return undefined;
  const price = {
    calculated_amount: url.searchParams.get('region_id') === 'reg_south' ? 600 : 649,
    currency_code: 'inr',
  };
  const variants = [{ id: `variant_${handle}`, title: '500 ml', weight: 500, calculated_price: price }];
  return { status: 200, body: { products: [{ id: `prod_${handle}`, title: handle, handle, variants }] } };
}

/** Medusa mode with no configured region. */
const MEDUSA = { VITE_COMMERCE: 'medusa' };

function medusaCore(initialState?: RootState) {
  return createTestCore({
    env: MEDUSA,
    commerce: commerceFromEnv(MEDUSA),
    storage: { items: { cart_id: 'cart_south' } },
    respond: medusa,
    ...(initialState ? { initialState } : {}),
  });
}

const productRequests = (requests: readonly HttpRequest[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/store/products').map((request) => request.url);

describe('the price region is a fact in the log (issue 24 item 2)', () => {
  it('replaying the log gives the same region, and a core started from it asks for a product as the first core does', () => {
    const first = medusaCore();
    first.store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'desi-cow-ghee' } });
    first.fakes.clock.runDue();
    first.store.dispatch({ type: 'app/startRequested' });
    first.store.dispatch({ type: 'cart/refreshRequested' });
    first.fakes.clock.runDue();
    expect(first.store.getState().region).toEqual({ id: 'reg_south', from: 'cart', lookingUp: false });

    const replayed = first.store.log().reduce((state, { event }) => rootReducer(state, event), initialRootState);
    expect(replayed.region).toEqual(first.store.getState().region);

    const second = medusaCore(replayed);
    for (const { store, fakes } of [first, second]) {
      store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'a2-bilona-ghee' } });
      fakes.clock.runDue();
    }
    const asked = productRequests(second.fakes.http.requests());
    expect(asked).toEqual([productRequests(first.fakes.http.requests()).at(-1)]);
    expect(new URL(asked[0]!).searchParams.get('region_id')).toBe('reg_south');
    expect(second.fakes.http.requests().map((request) => new URL(request.url).pathname)).not.toContain(
      '/store/regions',
    );
    expect(second.store.getState().catalog.products['a2-bilona-ghee']).toMatchObject({ status: 'loaded' });
  });
});
