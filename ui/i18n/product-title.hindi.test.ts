import { expect, it } from 'vitest';
import { productTitle } from './product-title';

it('is the Hindi title in the Hindi store when the product has one', () => {
  expect(productTitle({ title: 'Toor Dal', titleHi: 'तूर दाल (अरहर)' })).toBe('तूर दाल (अरहर)');
});

it('is the title as given in the Hindi store when the product has no Hindi title', () => {
  expect(productTitle({ title: 'Toor Dal' })).toBe('Toor Dal');
  expect(productTitle({ title: 'Toor Dal', titleHi: '' })).toBe('Toor Dal');
});
