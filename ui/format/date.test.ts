import { expect, it } from 'vitest';
import { formatDate } from './date';

it('writes a date as Indian readers do, in India’s time zone', () => {
  expect(formatDate('2026-11-28T10:00:00Z')).toBe('28 November 2026');
  expect(formatDate('2026-11-27T20:00:00Z')).toBe('28 November 2026');
});

it('leaves a text that is not a date as it is', () => {
  expect(formatDate('soon')).toBe('soon');
});
