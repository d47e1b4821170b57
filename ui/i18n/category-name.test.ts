import { expect, it } from 'vitest';
import { categoryName } from './category-name';
import { MENU_CATEGORIES, POPULAR_CATEGORIES } from '../shared/store-links';

it("names every menu and popular category in English as the store's links do", () => {
  for (const category of [...MENU_CATEGORIES, ...POPULAR_CATEGORIES]) {
    expect(categoryName(category.handle, 'fallback')).toBe(category.name);
  }
});

it("gives a category without an entry the catalogue's own name, also for inherited property names", () => {
  expect(categoryName('millets', 'Millets')).toBe('Millets');
  expect(categoryName('constructor', 'Constructor')).toBe('Constructor');
});
