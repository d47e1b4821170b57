import { expect, it } from 'vitest';
import { packTitle } from './pack-title';

it('leaves pack names as the catalogue writes them in the English store', () => {
  expect(packTitle('1 kg')).toBe('1 kg');
  expect(packTitle('500g')).toBe('500g');
});
