import { describe, expect, it } from 'vitest';
import { recentlyViewedReducer } from './recently-viewed.reducer';
import {
  decodeRecentlyViewed,
  encodeRecentlyViewed,
  mergeRecent,
  RECENTLY_VIEWED_LIMIT,
  type RecentProduct,
} from './recently-viewed';

const recent = (handle: string): RecentProduct => ({
  id: `prod_${handle}`,
  handle,
  title: handle,
  thumbnail: null,
  variants: [{ id: `variant_${handle}`, title: '1 kg', price: 9900, weight: 1000 }],
});

describe('Recently viewed (SPEC §10.8)', () => {
  it('puts a product seen again first, once, and keeps at most 12, newest first', () => {
    let state: readonly RecentProduct[] = [];
    for (let index = 0; index < 14; index += 1) {
      state = recentlyViewedReducer(state, { type: 'catalog/productSeen', payload: { product: recent(`p${index}`) } });
    }
    state = recentlyViewedReducer(state, { type: 'catalog/productSeen', payload: { product: recent('p5') } });
    const handles = state.map((product) => product.handle);
    expect(handles).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(handles.slice(0, 3)).toEqual(['p5', 'p13', 'p12']);
    expect(handles.filter((handle) => handle === 'p5')).toHaveLength(1);
  });

  it('a list restored from storage goes after what was seen in this visit already', () => {
    const seen = recentlyViewedReducer([], {
      type: 'catalog/productSeen',
      payload: { product: recent('b') },
    });
    const restored = recentlyViewedReducer(seen, {
      type: 'catalog/recentlyViewedRestored',
      payload: { products: [recent('a'), recent('b'), recent('c')] },
    });
    expect(restored.map((product: RecentProduct) => product.handle)).toEqual(['b', 'a', 'c']);
    expect(mergeRecent([], [])).toEqual([]);
  });

  it('reads back what it stored', () => {
    const products = [recent('a'), recent('b')];
    expect(decodeRecentlyViewed(encodeRecentlyViewed(products))).toEqual(products);
  });

  it.each([
    ['not JSON', '{"products": [tru'],
    ['not an object', '[1,2,3]'],
    ['a list of something else', '{"products": "atta"}'],
    ['nothing stored', null],
  ])('a corrupt value (%s) gives no products and no error', (_, raw) => {
    expect(decodeRecentlyViewed(raw)).toEqual([]);
  });

  it('drops the entries it cannot read and keeps the others', () => {
    const raw = JSON.stringify({
      products: [
        recent('a'),
        { ...recent('b'), handle: '' },
        { ...recent('c'), variants: [{ id: 'v', price: 'free' }] },
        42,
        recent('a'),
        recent('d'),
      ],
    });
    expect(decodeRecentlyViewed(raw).map((product) => product.handle)).toEqual(['a', 'd']);
  });
});
