import { describe, expect, it } from 'vitest';
import { initialNavigationState, navigationReducer } from './navigation.reducer';

describe('navigation reducer', () => {
  it('gives every request a new id, even after an earlier one completed', () => {
    const first = navigationReducer(initialNavigationState, {
      type: 'navigation/redirected',
      payload: { to: '/login' },
    });
    const done = navigationReducer(first, { type: 'navigation/redirectClearRequested', payload: { to: '/login' } });
    const second = navigationReducer(done, { type: 'navigation/redirected', payload: { to: '/login' } });
    expect(first.request).toEqual({ to: '/login', id: 1 });
    expect(done.request).toBeNull();
    expect(second.request).toEqual({ to: '/login', id: 2 });
  });

  it('keeps a request that a completion for another path does not answer', () => {
    const pending = navigationReducer(initialNavigationState, {
      type: 'navigation/redirected',
      payload: { to: '/login' },
    });
    expect(navigationReducer(pending, { type: 'navigation/redirectClearRequested', payload: { to: '/cart' } })).toBe(
      pending,
    );
  });
});
