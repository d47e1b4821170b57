// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { englishLeft } from './english-left';

it("finds the catalogue's English phrases in an element's text and shown attributes, not in product names", () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<h2>Shop by category</h2><button aria-label="Add Ghee to cart">+</button><p>Fresh Chakki Atta</p><input placeholder="Try searching chakki atta">';
  expect(englishLeft(root)).toEqual(['to cart', 'Try searching chakki atta', 'Shop by category']);
});
