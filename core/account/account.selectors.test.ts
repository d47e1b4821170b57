import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectLoginState, selectOrderHistory, selectProfileState } from './account.selectors';

describe('account selectors', () => {
  it('each reads its own part of the account slice', () => {
    const account: RootState['account'] = {
      login: { ...initialRootState.account.login },
      profile: { ...initialRootState.account.profile, status: 'failed', error: 'down' },
      orders: { status: 'loaded', items: [], count: 0, error: null },
    };
    const state: RootState = { ...initialRootState, account };
    expect(selectLoginState(state)).toBe(account.login);
    expect(selectProfileState(state)).toBe(account.profile);
    expect(selectOrderHistory(state)).toBe(account.orders);
  });
});
