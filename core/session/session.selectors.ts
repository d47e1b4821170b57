import type { RootState } from '../root.reducer';
import type { UserData } from './user.model';

/** Whether a customer is logged in. */
export const selectIsLoggedIn = (state: RootState): boolean => state.user.isLoggedIn;

/** The logged-in customer's details, or null. */
export const selectUserData = (state: RootState): UserData | null => state.user.userData;

/** The customer's first name as their account gives it, or null when logged out. */
export const selectFirstName = (state: RootState): string | null => state.user.userData?.first_name ?? null;

/**
 * The name to greet the customer by: the first name, else the first word of the full name, else ''
 * (logged out, or an account with neither).
 */
export const selectGreetingName = (state: RootState): string => {
  const data = state.user.userData;
  return data?.first_name.trim() || data?.name.trim().split(/\s+/)[0] || '';
};
