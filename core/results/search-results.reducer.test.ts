import { describe, expect, it } from 'vitest';
import { testProduct as product } from '../catalog/product.fixture';
import type { Event } from '../events';
import { normalizeSearchQuery, searchResultsKey } from './search-results.model';
import { initialSearchResultsState, searchResultsReducer } from './search-results.reducer';

const run = (...events: Event[]) => events.reduce(searchResultsReducer, initialSearchResultsState);
const ghee = [product('desi-cow-ghee'), product('a2-gir-cow-ghee')];

describe('search results reducer', () => {
  it('keeps each query and order apart, loading then loaded with every match counted', () => {
    const state = run(
      { type: 'results/loadStarted', payload: { query: 'ghee', order: 'relevance' } },
      { type: 'results/loadStarted', payload: { query: 'ghee', order: 'price_asc' } },
      { type: 'results/loaded', payload: { query: 'ghee', order: 'relevance', products: ghee, count: 7 } },
    );
    expect(state.byKey[searchResultsKey('ghee', 'relevance')]).toEqual({
      query: 'ghee',
      order: 'relevance',
      status: 'loaded',
      products: ghee,
      count: 7,
      error: null,
    });
    expect(state.byKey[searchResultsKey('ghee', 'price_asc')]).toMatchObject({ status: 'loading', products: [] });
  });

  it('a failure keeps the message; a new load clears it', () => {
    const failed = run(
      { type: 'results/loadStarted', payload: { query: 'atta', order: 'relevance' } },
      { type: 'results/loadFailed', payload: { query: 'atta', order: 'relevance', status: 0, message: 'offline' } },
    );
    expect(failed.byKey[searchResultsKey('atta', 'relevance')]).toMatchObject({ status: 'failed', error: 'offline' });
    const retried = searchResultsReducer(failed, {
      type: 'results/loadStarted',
      payload: { query: 'atta', order: 'relevance' },
    });
    expect(retried.byKey[searchResultsKey('atta', 'relevance')]).toMatchObject({ status: 'loading', error: null });
  });

  it('the intent alone changes nothing', () => {
    expect(run({ type: 'results/requested', payload: { query: 'ghee', order: 'relevance' } })).toBe(
      initialSearchResultsState,
    );
  });

  it('a query is kept trimmed, with inner runs of spaces made one', () => {
    expect(normalizeSearchQuery('  sarson   tel ')).toBe('sarson tel');
    expect(searchResultsKey(' sarson  tel', 'price_desc')).toBe(searchResultsKey('sarson tel', 'price_desc'));
  });
});
