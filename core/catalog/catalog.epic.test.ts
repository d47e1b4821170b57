import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';

describe('catalogue loads', () => {
  it("the category request is sent in 'default' cache mode, the other catalogue requests in none", () => {
    const { store, fakes } = createTestCore();
    store.dispatch({ type: 'catalog/categoriesRequested' });
    store.dispatch({ type: 'catalog/productRequested', payload: { handle: 'a2-bilona-ghee' } });
    const [categories, product] = fakes.http.requests();
    expect(categories?.url).toBe('http://shop.test/store/product-categories?handle=grocery');
    expect(categories?.cache).toBe('default');
    expect(product?.url).toBe('http://shop.test/store/products/a2-bilona-ghee');
    expect(product?.cache).toBeUndefined();
    store.dispose();
  });
});
