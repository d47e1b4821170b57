import { expect, it } from 'vitest';
import { categoryName } from './category-name';
import { POPULAR_CATEGORIES } from '../shared/store-links';

it('names the categories in Hindi', () => {
  expect(categoryName('fresh-chakki-atta', 'Fresh Chakki Atta')).toBe('ताज़ा चक्की आटा');
  expect(categoryName('ghee', 'Ghee')).toBe('घी');
  for (const category of POPULAR_CATEGORIES) {
    expect(categoryName(category.handle, category.name)).toMatch(/[\u0900-\u097F]/);
  }
});

it("keeps the catalogue's own name for a category it has no Hindi for", () => {
  expect(categoryName('millets', 'Millets')).toBe('Millets');
});
