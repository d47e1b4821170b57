import type { EventOf } from '../events';
import { reducerFrom, withChanges } from '../reducer-table';
import type { IdentityState, UserState } from './user.model';
import { initialUserState, initialIdentityState } from './user.model';

export { initialUserState, initialIdentityState };

const fromStorage = (
  state: UserState,
  { payload }: EventOf<'persist/rehydrated' | 'persist/externalChange'>,
): UserState => (payload.state?.user ? payload.state.user : state);

const withCartId = (
  state: UserState,
  { payload }: EventOf<'cart/created' | 'cart/restored' | 'cart/customerCartCreated'>,
): UserState => (state.cart_id === payload.cartId ? state : { ...state, cart_id: payload.cartId });

export const userReducer = reducerFrom<UserState>(initialUserState, {
  'persist/rehydrated': fromStorage,
  'persist/externalChange': fromStorage,
  'session/loggedIn': (state, { payload }) =>
    withChanges(state, {
      isLoggedIn: true,
      accessToken: payload.accessToken,
      refreshToken: payload.refreshToken,
      userData: payload.user,
      id: payload.user.id,
      redirectObj: null,
    }),
  'session/loggedOut': (state) =>
    state.language === undefined ? initialUserState : { ...initialUserState, language: state.language },
  'session/languageChangeRequested': (state, { payload }) =>
    state.language === payload.language ? state : { ...state, language: payload.language },
  'account/loginOpenRequested': (state, { payload }) =>
    payload.from === null || payload.from === state.redirectObj?.path
      ? state
      : { ...state, redirectObj: { path: payload.from } },
  'account/profileSaved': (state, { payload: { profile } }) =>
    state.userData
      ? withChanges(state, {
          userData: withChanges(state.userData, {
            first_name: profile.first_name,
            name: profile.name,
            email: profile.email,
          }),
        })
      : state,
  'cart/created': withCartId,
  'cart/restored': withCartId,
  'cart/customerCartCreated': withCartId,
});

export const identityReducer = reducerFrom<IdentityState>(initialIdentityState, {
  'session/started': (state, { payload }) => ({ ...state, sessionId: payload.sessionId }),
  'session/guestIdentified': (state, { payload }) => ({ ...state, guestId: payload.guestId }),
  'session/loggedOut': (state) => ({ ...state, guestId: null }),
});
