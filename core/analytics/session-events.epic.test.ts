import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import { testProduct as product } from '../catalog/product.fixture';

describe('productViewEpic', () => {
  it('posts a view once its product is known, and none for a page left for another product before it loaded', () => {
    const { store, fakes } = createTestCore();
    const viewed = () =>
      fakes.http
        .requests()
        .filter((request) => request.url.endsWith('/api/v1/events/session-events'))
        .map((request) => (request.body as { event_data: { product_id: string; variant_id: string } }).event_data);
    store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'atta' } });
    expect(viewed()).toEqual([]);
    store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'ghee' } });
    store.dispatch({ type: 'catalog/productLoaded', payload: { handle: 'atta', product: product('atta') } });
    expect(viewed()).toEqual([]);
    store.dispatch({ type: 'catalog/productLoaded', payload: { handle: 'ghee', product: product('ghee') } });
    expect(viewed()).toEqual([expect.objectContaining({ product_id: 'prod_ghee', variant_id: 'variant_ghee' })]);
    store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'atta' } });
    expect(viewed().map((data) => data.product_id)).toEqual(['prod_ghee', 'prod_atta']);
    store.dispose();
  });
});
