import { expect, it } from 'vitest';
import { INDIAN_STATES } from '../../core/checkout/indian-states';
import { stateName } from './state-names';

it('names every state and union territory in Devanagari in the Hindi store, each its own name', () => {
  const names = INDIAN_STATES.map(stateName);
  for (const name of names) expect(name).toMatch(/^[\u0900-\u097F ]+$/);
  expect(new Set(names).size).toBe(INDIAN_STATES.length);
  expect(stateName('Haryana')).toBe('हरियाणा');
});
