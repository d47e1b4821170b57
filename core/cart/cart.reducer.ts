import { produce } from 'immer';
import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { CartState } from './cart.model';

export const initialCartState: CartState = { id: null, cartItems: [], totalCartItems: 0 };

const CART_AREAS = ['persist', 'session', 'cart'] as const;

const reduceCart = (state: CartState, event: EventInAreas<(typeof CART_AREAS)[number]>): CartState =>
  match(event)
    .with({ type: P.union('persist/rehydrated', 'persist/externalChange') }, ({ payload }) =>
      payload.state?.cart ? payload.state.cart : state,
    )
    .with({ type: 'cart/created' }, ({ payload }) => ({ id: payload.cartId, cartItems: [], totalCartItems: 0 }))
    .with({ type: 'cart/restored' }, ({ payload }) => (state.id === payload.cartId ? state : { ...state, id: payload.cartId }))
    .with({ type: 'cart/itemsSet' }, ({ payload }) => ({
      ...state,
      cartItems: payload.items,
      totalCartItems: payload.items.length,
    }))
    .with({ type: 'cart/itemAdded' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.cartItems.push(payload.item);
        draft.totalCartItems += 1;
      }),
    )
    .with({ type: 'cart/numbersSet' }, ({ payload }) => ({ ...state, totalCartItems: payload.count }))
    .with({ type: 'cart/customerCartCreated' }, ({ payload }) => (state.id === payload.cartId ? state : { ...state, id: payload.cartId }))
    .with({ type: 'cart/itemAddSucceeded' }, ({ payload }) => ({
      ...state,
      cartItems: payload.items,
      totalCartItems: payload.items.length,
    }))
    .with({ type: 'session/loggedOut' }, () => initialCartState)
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
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
          'cart/createFailed',
          'cart/itemAddRequested',
          'cart/itemAddFailed',
        ),
      },
      () => state,
    )
    .exhaustive();

export const cartReducer = (state: CartState = initialCartState, event: Event): CartState =>
  inAreas(event, CART_AREAS) ? reduceCart(state, event) : state;
