import { expect, it } from 'vitest';
import { packTitle } from './pack-title';

it('writes pack sizes in Hindi units, and a pack without a size as it is', () => {
  expect(packTitle('1 kg')).toBe('1 किलो');
  expect(packTitle('500g')).toBe('500 ग्राम');
  expect(packTitle('1 L')).toBe('1 लीटर');
  expect(packTitle('200 ml')).toBe('200 मि.ली.');
  expect(packTitle('2.5 KG')).toBe('2.5 किलो');
  expect(packTitle('Classic')).toBe('Classic');
});
