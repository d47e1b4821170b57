import { produce } from 'immer';
import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { CartItem, CartState } from './cart.model';
import { isValidQuantity, withQuantity } from './line-changes';

export const initialCartState: CartState = { id: null, cartItems: [], totalCartItems: 0 };

const CART_AREAS = ['persist', 'session', 'cart'] as const;

/** setCartItems semantics; the same state when nothing changed. */
const withItems = (state: CartState, items: readonly CartItem[]): CartState =>
  items === state.cartItems ? state : { ...state, cartItems: items, totalCartItems: items.length };

const reduceCart = (state: CartState, event: EventInAreas<(typeof CART_AREAS)[number]>): CartState =>
  match(event)
    .with({ type: P.union('persist/rehydrated', 'persist/externalChange') }, ({ payload }) => {
      const stored = payload.state?.cart;
      return stored ? { id: stored.id, cartItems: stored.cartItems, totalCartItems: stored.totalCartItems } : state;
    })
    .with({ type: 'cart/created' }, ({ payload }) => ({ id: payload.cartId, cartItems: [], totalCartItems: 0 }))
    .with({ type: P.union('cart/restored', 'cart/customerCartCreated') }, ({ payload }) =>
      state.id === payload.cartId ? state : { ...state, id: payload.cartId },
    )
    .with({ type: 'cart/itemAdded' }, ({ payload }) =>
      produce(state, (draft) => {
        draft.cartItems.push(payload.item);
        draft.totalCartItems += 1;
      }),
    )
    .with({ type: 'cart/numbersSet' }, ({ payload }) => ({ ...state, totalCartItems: payload.count }))
    .with({ type: 'cart/lineQuantityRequested' }, ({ payload }) =>
      isValidQuantity(payload.quantity) ? withItems(state, withQuantity(state.cartItems, payload.lineId, payload.quantity)) : state,
    )
    .with({ type: 'cart/lineRemoveRequested' }, ({ payload }) => withItems(state, withQuantity(state.cartItems, payload.lineId, 0)))
    .with({ type: P.union('cart/itemsSet', 'cart/itemAddSucceeded', 'cart/linesSynced', 'cart/refreshed') }, ({ payload }) =>
      withItems(state, payload.items),
    )
    .with({ type: 'cart/lineChangeFailed' }, ({ payload }) => (payload.items ? withItems(state, payload.items) : state))
    .with({ type: 'cart/reconcilingChanged' }, ({ payload }) =>
      payload.reconciling === (state.reconciling ?? false) ? state : { ...state, reconciling: payload.reconciling },
    )
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
          'cart/refreshRequested',
          'cart/refreshFailed',
        ),
      },
      () => state,
    )
    .exhaustive();

export const cartReducer = (state: CartState = initialCartState, event: Event): CartState =>
  inAreas(event, CART_AREAS) ? reduceCart(state, event) : state;
