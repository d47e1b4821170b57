import { match, P } from 'ts-pattern';
import type { Event } from '../events';
import type { SnackbarState } from './snackbar.model';

export const initialSnackbarState: SnackbarState = { show: false, status: 'info', message: '', openings: 0 };

export const snackbarReducer = (state: SnackbarState = initialSnackbarState, event: Event): SnackbarState =>
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
    .with(
      {
        type: P.union(
          'app/started',
          'app/epicFailed',
          'persist/rehydrated',
          'persist/externalChange',
          'persist/rehydrateFailed',
          'persist/backedUp',
          'persist/flushRequested',
          'persist/shrunk',
          'persist/writeFailed',
          'session/started',
          'session/guestIdentified',
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/loggedOut',
          'session/metadataReported',
          'cart/created',
          'cart/createFailed',
          'cart/restored',
          'cart/itemsSet',
          'cart/itemAdded',
          'cart/numbersSet',
          'product/viewed',
          'analytics/sessionEventReported',
          'navigation/requested',
          'navigation/completed',
        ),
      },
      () => state,
    )
    .exhaustive();
