export type SnackbarStatus = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarState {
  readonly show: boolean;
  readonly status: SnackbarStatus;
  readonly message: string;
  /** Increases with every opening, so a new message restarts the auto-hide timer. */
  readonly openings: number;
}

/** How long a snackbar stays up. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

export const initialSnackbarState: SnackbarState = { show: false, status: 'info', message: '', openings: 0 };
