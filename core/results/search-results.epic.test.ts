import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import { CARD_FIELDS } from '../commerce/brand/brand.commerce';
import { searchResultsKey } from './search-results.model';
import { CATALOG_MESSAGES } from '../messages/catalog.messages';
import { runEpicMarbles } from '../../harness/fakes/epic-marbles';
import type { Product } from '../catalog/catalog.model';
import type { Event } from '../events';
import { initialRootState } from '../root.reducer';
import { searchResultsEpic } from './search-results.epic';

const gheeCard = {
  id: 'prod_ghee',
  handle: 'desi-cow-ghee',
  title: 'Desi Cow Ghee',
  variants: [{ id: 'variant_ghee', title: '500 ml', calculated_price: { calculated_amount: 64900 } }],
};

function started() {
  const core = createTestCore();
  const view = (query: string, order: 'relevance' | 'price_asc' = 'relevance') =>
    core.store.dispatch({ type: 'results/requested', payload: { query, order } });
  const results = (query: string, order: 'relevance' | 'price_asc' = 'relevance') =>
    core.store.getState().searchResults.byKey[searchResultsKey(query, order)];
  const answer = (response: { status: number; body: unknown }) => {
    core.fakes.http.claimNext()!.respond(response);
    core.fakes.clock.runDue();
  };
  const searches = () => core.fakes.http.requests().filter((request) => new URL(request.url).searchParams.has('q'));
  return { ...core, view, results, searches, answer };
}

describe('search results epic', () => {
  it('asks the store for the trimmed query with the results limit, and keeps what it answers', () => {
    const { view, results, searches, answer, store } = started();
    view('  ghee ');
    expect(searches().map((request) => request.url)).toEqual([
      `http://shop.test/store/products?q=ghee&limit=48&offset=0&fields=${encodeURIComponent(CARD_FIELDS)}`,
    ]);
    expect(results('ghee')).toMatchObject({ status: 'loading' });
    answer({ status: 200, body: { products: [gheeCard], count: 1 } });
    expect(results('ghee')).toMatchObject({
      status: 'loaded',
      count: 1,
      products: [{ handle: 'desi-cow-ghee', variants: [{ price: 64900 }] }],
    });
    store.dispose();
  });

  it('loads once per query and order: again while loading or once loaded asks nothing; another order asks again', () => {
    const { view, searches, answer, store } = started();
    view('ghee');
    view('ghee');
    answer({ status: 200, body: { products: [gheeCard], count: 1 } });
    view(' ghee');
    expect(searches()).toHaveLength(1);
    view('ghee', 'price_asc');
    expect(searches().map((request) => new URL(request.url).searchParams.get('order'))).toEqual([null, 'price_asc']);
    store.dispose();
  });

  it('a blank query asks for nothing', () => {
    const { view, searches, store } = started();
    view('   ');
    view('');
    expect(searches()).toEqual([]);
    expect(store.getState().searchResults.byKey).toEqual({});
    store.dispose();
  });

  it('a failure keeps a shopper-readable message (never a raw body), and viewing again retries', () => {
    const { view, results, searches, answer, store } = started();
    view('ghee');
    answer({ status: 502, body: '<html>Bad gateway</html>' });
    expect(results('ghee')).toMatchObject({ status: 'failed', error: CATALOG_MESSAGES.searchFailed });
    view('ghee');
    answer({ status: 200, body: { products: 'none' } });
    expect(results('ghee')).toMatchObject({ status: 'failed', error: CATALOG_MESSAGES.unreadable });
    expect(searches()).toHaveLength(2);
    store.dispose();
  });
});

describe('search results epic in virtual time', () => {
  const viewed = (query: string): Event => ({ type: 'results/requested', payload: { query, order: 'relevance' } });
  const card = (handle: string) => ({ handle }) as unknown as Product;

  it('answers that arrive out of order each land under their own query: a slow older search never shows as the newer', () => {
    const asked: string[] = [];
    runEpicMarbles(searchResultsEpic, ({ hot, cold }) => ({
      events: hot('ab', { a: viewed('ghee'), b: viewed(' atta ') }),
      state: initialRootState,
      deps: {
        commerce: {
          regions: null,
          searchProducts: (query: string) => {
            asked.push(query);
            return query === 'ghee'
              ? cold('----r|', { r: { ok: true, value: { products: [card('ghee')], count: 1 } } })
              : cold('-r|', { r: { ok: true, value: { products: [card('atta')], count: 1 } } });
          },
        },
      },
      expected: 'abB-A',
      values: {
        a: { type: 'results/loadStarted', payload: { query: 'ghee', order: 'relevance' } },
        b: { type: 'results/loadStarted', payload: { query: 'atta', order: 'relevance' } },
        B: {
          type: 'results/loaded',
          payload: { query: 'atta', order: 'relevance', products: [card('atta')], count: 1 },
        },
        A: {
          type: 'results/loaded',
          payload: { query: 'ghee', order: 'relevance', products: [card('ghee')], count: 1 },
        },
      },
    }));
    expect(asked).toEqual(['ghee', 'atta']);
  });
});
