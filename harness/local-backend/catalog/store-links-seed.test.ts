import { describe, expect, it } from 'vitest';
import { MENU_CATEGORIES, POPULAR_SEARCHES } from '../../../ui/shared/store-links';
import { createSeedCatalog } from './seed-catalog';

const catalog = createSeedCatalog();

describe('the seed catalogue serves what the store links to', () => {
  it('has every menu category and every popular search product', () => {
    for (const category of MENU_CATEGORIES)
      expect(catalog.categoryByHandle(category.handle), category.handle).toBeDefined();
    for (const search of POPULAR_SEARCHES) expect(catalog.productByHandle(search.handle), search.handle).toBeDefined();
  });
});
