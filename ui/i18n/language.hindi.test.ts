import { expect, it } from 'vitest';
import { INTL_LOCALE, STORE_LANGUAGE } from './language';

it('is Hindi in a build with the hindi condition, money and dates in hi-IN', () => {
  expect(STORE_LANGUAGE).toBe('hi');
  expect(INTL_LOCALE).toBe('hi-IN');
});
