import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectNavigationRequest } from './navigation.selectors';

describe('navigation selectors', () => {
  it('the navigation the core last asked for, null before any', () => {
    expect(selectNavigationRequest(initialRootState)).toBeNull();
    const navigation: RootState['navigation'] = {
      request: { to: '/login', id: 2, reason: 'sessionEnded' },
      requested: 3,
    };
    expect(selectNavigationRequest({ ...initialRootState, navigation })).toEqual({
      to: '/login',
      id: 2,
      reason: 'sessionEnded',
    });
  });
});
