import type { RootState } from '../root.reducer';
import { hasProfileEdits, type AccountState } from './account.model';

/** The login form's progress: the step, what is being sent, its error. */
export const selectLoginState = (state: RootState): AccountState['login'] => state.account.login;

/** The profile page's data and the progress of its save. */
export const selectProfileState = (state: RootState): AccountState['profile'] => state.account.profile;

/** The order history: its load status, the orders, its error. */
export const selectOrderHistory = (state: RootState): AccountState['orders'] => state.account.orders;

/** Whether the profile form holds edits not saved yet (Save and Cancel have something to do). */
export const selectProfileEdited = (state: RootState): boolean => hasProfileEdits(state.account.profile);
