import { expect, it } from 'vitest';
import { formatDate } from './date';

it('writes a date in Hindi with the month named in Hindi', () => {
  expect(formatDate('2026-11-28T10:00:00Z')).toBe('28 नवंबर 2026');
  expect(formatDate('2026-03-12T10:00:00Z')).toBe('12 मार्च 2026');
});
