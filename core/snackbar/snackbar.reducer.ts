import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import type { SnackbarState } from './snackbar.model';
import { initialSnackbarState } from './snackbar.model';

export { initialSnackbarState };

const open = (state: SnackbarState, { payload }: EventOf<'snackbar/opened'>): SnackbarState => ({
  show: true,
  status: payload.status,
  message: payload.message,
  openings: state.openings + 1,
});

const hide = (state: SnackbarState): SnackbarState => (state.show ? { ...state, show: false } : state);

export const snackbarReducer = reducerFrom<SnackbarState>(initialSnackbarState, {
  'snackbar/opened': open,
  'snackbar/closeRequested': hide,
  'snackbar/autoHidden': hide,
});
