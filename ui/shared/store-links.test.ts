import { describe, expect, it } from 'vitest';
import { returnPath } from '../pages/login-page';
import { IMPORTANT_LINKS, MENU_CATEGORIES, POPULAR_SEARCHES, loginHref } from './store-links';

describe('store links', () => {
  it('builds login links the login page reads back', () => {
    expect(loginHref('/categories/ghee?order=price_asc')).toBe('/login?from=%2Fcategories%2Fghee%3Forder%3Dprice_asc');
    for (const path of ['/', '/product/desi-cow-ghee', '/categories/ghee?order=price_asc']) {
      expect(returnPath(loginHref(path).split('?').slice(1).join('?'))).toBe(path);
    }
    expect(loginHref('/login')).toBe('/login');
  });

  it('has nine menu categories, sixteen popular searches with distinct products, and eight important links', () => {
    expect(MENU_CATEGORIES).toHaveLength(9);
    expect(new Set(MENU_CATEGORIES.map((c) => c.handle)).size).toBe(9);
    expect(POPULAR_SEARCHES).toHaveLength(16);
    expect(new Set(POPULAR_SEARCHES.map((s) => s.handle)).size).toBe(16);
    expect(IMPORTANT_LINKS).toHaveLength(8);
  });
  // That the local backend's seed has every one of them is checked beside the seed
  // (harness/local-backend/catalog/store-links-seed.test.ts).
});
