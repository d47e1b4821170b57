import { match, P } from 'ts-pattern';
import type { Event } from '../events';

/** A navigation the core asks the UI to make; `id` tells two requests for one path apart. */
export interface NavigationState {
  readonly request: { readonly to: string; readonly id: number } | null;
  /** How many navigations the core has asked for; the next request's id. */
  readonly requested: number;
}

export const initialNavigationState: NavigationState = { request: null, requested: 0 };

export const navigationReducer = (state: NavigationState = initialNavigationState, event: Event): NavigationState =>
  match(event)
    .with({ type: 'navigation/requested' }, ({ payload }) => ({
      request: { to: payload.to, id: state.requested + 1 },
      requested: state.requested + 1,
    }))
    .with({ type: 'navigation/completed' }, ({ payload }) =>
      state.request?.to === payload.to ? { ...state, request: null } : state,
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
          'snackbar/openRequested',
          'snackbar/opened',
          'snackbar/closeRequested',
          'snackbar/autoHidden',
          'product/viewed',
          'analytics/sessionEventReported',
        ),
      },
      () => state,
    )
    .exhaustive();
