import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { SnackbarState } from './snackbar.model';

export const initialSnackbarState: SnackbarState = { show: false, status: 'info', message: '', openings: 0 };

const SNACKBAR_AREAS = ['snackbar'] as const;

const reduceSnackbar = (state: SnackbarState, event: EventInAreas<(typeof SNACKBAR_AREAS)[number]>): SnackbarState =>
  match(event)
    .with({ type: P.union('snackbar/openRequested', 'snackbar/opened') }, ({ payload }) => ({
      show: true,
      status: payload.status,
      message: payload.message,
      openings: state.openings + 1,
    }))
    .with({ type: P.union('snackbar/closeRequested', 'snackbar/autoHidden') }, () =>
      state.show ? { ...state, show: false } : state,
    )
    .exhaustive();

export const snackbarReducer = (state: SnackbarState = initialSnackbarState, event: Event): SnackbarState =>
  inAreas(event, SNACKBAR_AREAS) ? reduceSnackbar(state, event) : state;
