import type { RootState } from '../root.reducer';
import type { AccountState } from './account.model';

/** The login form's progress: the step, what is being sent, its error. */
export const selectLoginState = (state: RootState): AccountState['login'] => state.account.login;

/** The profile page's data and the progress of its save. */
export const selectProfileState = (state: RootState): AccountState['profile'] => state.account.profile;

/** The order history: its load status, the orders, its error. */
export const selectOrderHistory = (state: RootState): AccountState['orders'] => state.account.orders;
