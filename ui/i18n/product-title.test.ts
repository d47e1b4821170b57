import { expect, it } from 'vitest';
import { productTitle } from './product-title';

it('is the catalogue title in the English store, even when the product has a Hindi title', () => {
  expect(productTitle({ title: 'Toor Dal', titleHi: 'तूर दाल (अरहर)' })).toBe('Toor Dal');
  expect(productTitle({ title: 'Toor Dal' })).toBe('Toor Dal');
});
