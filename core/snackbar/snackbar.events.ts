import type { SnackbarStatus } from './snackbar.model';

export type SnackbarEvent =
  | {
      readonly type: 'snackbar/opened';
      readonly payload: { readonly status: SnackbarStatus; readonly message: string };
    }
  | { readonly type: 'snackbar/closeRequested' }
  | { readonly type: 'snackbar/autoHidden' };
