import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectFirstName, selectGreetingName, selectIsLoggedIn, selectUserData } from './session.selectors';
import type { UserData } from './user.model';

const asha: UserData = {
  id: 'cus_asha',
  first_name: 'Asha',
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '9876543210',
  phone_country_code: '+91',
};
const loggedIn = (userData: UserData | null): RootState => ({
  ...initialRootState,
  user: { ...initialRootState.user, isLoggedIn: true, userData },
});

describe('session selectors', () => {
  it('logged in, and the customer details', () => {
    expect(selectIsLoggedIn(initialRootState)).toBe(false);
    expect(selectUserData(initialRootState)).toBeNull();
    expect(selectIsLoggedIn(loggedIn(asha))).toBe(true);
    expect(selectUserData(loggedIn(asha))).toBe(asha);
  });

  it('the first name as the account gives it, null when logged out', () => {
    expect(selectFirstName(loggedIn(asha))).toBe('Asha');
    expect(selectFirstName(loggedIn({ ...asha, first_name: '' }))).toBe('');
    expect(selectFirstName(initialRootState)).toBeNull();
  });

  it('greets by the first name, else the first word of the full name, else nothing', () => {
    expect(selectGreetingName(loggedIn({ ...asha, first_name: '  Asha ' }))).toBe('Asha');
    expect(selectGreetingName(loggedIn({ ...asha, first_name: ' ', name: '  Ravi  Kumar ' }))).toBe('Ravi');
    expect(selectGreetingName(loggedIn({ ...asha, first_name: '', name: '' }))).toBe('');
    expect(selectGreetingName(loggedIn(null))).toBe('');
  });
});
