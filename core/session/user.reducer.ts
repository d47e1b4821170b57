import { produce } from 'immer';
import { match, P } from 'ts-pattern';
import type { Event } from '../events';
import type { IdentityState, UserState } from './user.model';

export const initialUserState: UserState = {
  isLoggedIn: false,
  accessToken: null,
  refreshToken: null,
  userData: null,
  temporaryLocation: null,
  id: null,
  redirectObj: null,
  cart_id: null,
};

export const initialIdentityState: IdentityState = { guestId: null, sessionId: null };

export const userReducer = (state: UserState = initialUserState, event: Event): UserState =>
  match(event)
    .with({ type: P.union('persist/rehydrated', 'persist/externalChange') }, ({ payload }) =>
      payload.state?.user ? payload.state.user : state,
    )
    .with({ type: 'session/loggedIn' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.isLoggedIn = true;
        draft.accessToken = payload.accessToken;
        draft.refreshToken = payload.refreshToken;
        draft.userData = payload.user;
        draft.id = payload.user.id;
      }),
    )
    .with({ type: 'session/loggedOut' }, () => initialUserState)
    .with({ type: P.union('cart/created', 'cart/restored') }, ({ payload }) =>
      state.cart_id === payload.cartId ? state : { ...state, cart_id: payload.cartId },
    )
    .with(
      {
        type: P.union(
          'app/started',
          'app/epicFailed',
          'persist/rehydrateFailed',
          'persist/backedUp',
          'persist/flushRequested',
          'persist/shrunk',
          'persist/writeFailed',
          'session/started',
          'session/guestIdentified',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
          'cart/createFailed',
          'cart/itemsSet',
          'cart/itemAdded',
          'cart/numbersSet',
          'snackbar/openRequested',
          'snackbar/opened',
          'snackbar/closeRequested',
          'snackbar/autoHidden',
          'product/viewed',
          'analytics/sessionEventReported',
          'navigation/requested',
          'navigation/completed',
        ),
      },
      () => state,
    )
    .exhaustive();

export const identityReducer = (state: IdentityState = initialIdentityState, event: Event): IdentityState =>
  match(event)
    .with({ type: 'session/started' }, ({ payload }) => ({ ...state, sessionId: payload.sessionId }))
    .with({ type: 'session/guestIdentified' }, ({ payload }) => ({ ...state, guestId: payload.guestId }))
    .with({ type: 'session/loggedOut' }, () => ({ ...state, guestId: null }))
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
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
          'cart/created',
          'cart/restored',
          'cart/createFailed',
          'cart/itemsSet',
          'cart/itemAdded',
          'cart/numbersSet',
          'snackbar/openRequested',
          'snackbar/opened',
          'snackbar/closeRequested',
          'snackbar/autoHidden',
          'product/viewed',
          'analytics/sessionEventReported',
          'navigation/requested',
          'navigation/completed',
        ),
      },
      () => state,
    )
    .exhaustive();
