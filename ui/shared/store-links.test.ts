import { describe, expect, it } from 'vitest';
import { returnPath } from '../pages/login-page';
import { IMPORTANT_LINKS, MENU_CATEGORIES, POPULAR_SEARCHES, loginHref } from './store-links';
import { FLOUR_SEEDS } from '../../harness/local-backend/catalog/seed-flours';
import { GHEE_SEEDS, OIL_SEEDS } from '../../harness/local-backend/catalog/seed-ghee-oils';
import { PULSE_SEEDS } from '../../harness/local-backend/catalog/seed-pulses';
import { PREMIX_SEEDS, RICE_SEEDS } from '../../harness/local-backend/catalog/seed-rice-premixes';
import { HAMPER_SEEDS, SALT_SUGAR_SEEDS } from '../../harness/local-backend/catalog/seed-salt-sugar-hampers';
import { CATEGORY_SEEDS } from '../../harness/local-backend/catalog/seed-categories';

describe('store links', () => {
  it('builds login links the login page reads back', () => {
    expect(loginHref('/categories/ghee?order=price_asc')).toBe('/login?from=%2Fcategories%2Fghee%3Forder%3Dprice_asc');
    for (const path of ['/', '/product/desi-cow-ghee', '/categories/ghee?order=price_asc']) {
      expect(returnPath(loginHref(path).split('?').slice(1).join('?'))).toBe(path);
    }
    expect(loginHref('/login')).toBe('/login');
  });

  it('has nine menu categories and sixteen popular searches, all in the seeded catalogue', () => {
    const products = new Set([...FLOUR_SEEDS, ...GHEE_SEEDS, ...OIL_SEEDS, ...PULSE_SEEDS, ...RICE_SEEDS, ...PREMIX_SEEDS, ...SALT_SUGAR_SEEDS, ...HAMPER_SEEDS].map((p) => p.handle));
    const categories = new Set<string>(CATEGORY_SEEDS.map((c) => c.handle));
    expect(MENU_CATEGORIES).toHaveLength(9);
    for (const c of MENU_CATEGORIES) expect(categories.has(c.handle), c.handle).toBe(true);
    expect(POPULAR_SEARCHES).toHaveLength(16);
    for (const s of POPULAR_SEARCHES) expect(products.has(s.handle), s.handle).toBe(true);
    expect(IMPORTANT_LINKS).toHaveLength(8);
  });
});
