import type { RootState } from '../root.reducer';
import type { SnackbarState } from './snackbar.model';

/** The snackbar: whether it shows, its status and message, and how many times it opened. */
export const selectSnackbar = (state: RootState): SnackbarState => state.snackbar;
