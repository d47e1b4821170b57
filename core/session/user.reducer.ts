import { produce } from 'immer';
import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
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

const USER_AREAS = ['persist', 'session', 'cart', 'account'] as const;

const reduceUser = (state: UserState, event: EventInAreas<(typeof USER_AREAS)[number]>): UserState =>
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
    .with({ type: 'account/loginOpened' }, ({ payload }) =>
      payload.from === null || payload.from === state.redirectObj?.path ? state : { ...state, redirectObj: { path: payload.from } },
    )
    .with({ type: 'account/loginSucceeded' }, () => (state.redirectObj === null ? state : { ...state, redirectObj: null }))
    .with({ type: 'account/profileSaved' }, ({ payload }) =>
      produce(state, (draft) => {
        if (!draft.userData) return;
        draft.userData.first_name = payload.profile.first_name;
        draft.userData.name = payload.profile.name;
        draft.userData.email = payload.profile.email;
      }),
    )
    .with({ type: P.union('cart/created', 'cart/restored', 'cart/customerCartCreated') }, ({ payload }) =>
      state.cart_id === payload.cartId ? state : { ...state, cart_id: payload.cartId },
    )
    .with(
      {
        type: P.union(
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
          'cart/itemAddRequested',
          'cart/itemAddSucceeded',
          'cart/itemAddFailed',
          'cart/itemsSet',
          'cart/itemAdded',
          'cart/numbersSet',
          'cart/lineQuantityRequested',
          'cart/lineRemoveRequested',
          'cart/refreshRequested',
          'cart/linesSynced',
          'cart/lineChangeFailed',
          'cart/refreshed',
          'cart/refreshFailed',
          'cart/reconcilingChanged',
          'account/otpRequested',
          'account/otpSubmitted',
          'account/phoneChangeRequested',
          'account/profileRequested',
          'account/profileSaveRequested',
          'account/ordersRequested',
          'account/loginInvalid',
          'account/otpSendStarted',
          'account/otpSent',
          'account/otpSendFailed',
          'account/otpVerifyStarted',
          'account/otpVerifyFailed',
          'account/profileLoadStarted',
          'account/profileLoaded',
          'account/profileLoadFailed',
          'account/profileInvalid',
          'account/profileSaveStarted',
          'account/profileSaveFailed',
          'account/ordersLoadStarted',
          'account/ordersLoaded',
          'account/ordersLoadFailed',
          'account/passwordFormSwitched',
          'account/passwordLoginRequested',
          'account/registerRequested',
          'account/passwordLoginStarted',
          'account/passwordLoginFailed',
          'account/registerStarted',
          'account/registerFailed',
        ),
      },
      () => state,
    )
    .exhaustive();

export const userReducer = (state: UserState = initialUserState, event: Event): UserState =>
  inAreas(event, USER_AREAS) ? reduceUser(state, event) : state;

const IDENTITY_AREAS = ['session'] as const;

const reduceIdentity = (state: IdentityState, event: EventInAreas<(typeof IDENTITY_AREAS)[number]>): IdentityState =>
  match(event)
    .with({ type: 'session/started' }, ({ payload }) => ({ ...state, sessionId: payload.sessionId }))
    .with({ type: 'session/guestIdentified' }, ({ payload }) => ({ ...state, guestId: payload.guestId }))
    .with({ type: 'session/loggedOut' }, () => ({ ...state, guestId: null }))
    .with(
      {
        type: P.union(
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
        ),
      },
      () => state,
    )
    .exhaustive();

export const identityReducer = (state: IdentityState = initialIdentityState, event: Event): IdentityState =>
  inAreas(event, IDENTITY_AREAS) ? reduceIdentity(state, event) : state;
