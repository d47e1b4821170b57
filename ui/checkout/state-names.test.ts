import { expect, it } from 'vitest';
import { INDIAN_STATES } from '../../core/checkout/indian-states';
import { stateName } from './state-names';

it('names every state and union territory as INDIAN_STATES spells it in the English store, and other text as it is', () => {
  expect(INDIAN_STATES.map(stateName)).toEqual(INDIAN_STATES);
  expect(stateName('Somewhere')).toBe('Somewhere');
});
