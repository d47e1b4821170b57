import { produce } from 'immer';
import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { CartItem, CartState, CartStatusState } from './cart.model';
import { isValidQuantity, withQuantity } from './line-changes';

export const initialCartState: CartState = { id: null, cartItems: [], totalCartItems: 0 };

const CART_AREAS = ['persist', 'session', 'cart'] as const;

/** setCartItems semantics; the same state when nothing changed. */
const withItems = (state: CartState, items: readonly CartItem[]): CartState =>
  items === state.cartItems ? state : { ...state, cartItems: items, totalCartItems: items.length };

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
    .with({ type: 'cart/lineQuantityRequested' }, ({ payload }) =>
      isValidQuantity(payload.quantity) ? withItems(state, withQuantity(state.cartItems, payload.lineId, payload.quantity)) : state,
    )
    .with({ type: 'cart/lineRemoveRequested' }, ({ payload }) => withItems(state, withQuantity(state.cartItems, payload.lineId, 0)))
    .with({ type: P.union('cart/linesSynced', 'cart/refreshed') }, ({ payload }) => withItems(state, payload.items))
    .with({ type: 'cart/lineChangeFailed' }, ({ payload }) => (payload.items ? withItems(state, payload.items) : state))
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
          'cart/addStarted',
          'cart/addSettled',
          'cart/refreshRequested',
          'cart/refreshFailed',
        ),
      },
      () => state,
    )
    .exhaustive();

export const cartReducer = (state: CartState = initialCartState, event: Event): CartState =>
  inAreas(event, CART_AREAS) ? reduceCart(state, event) : state;

export const initialCartStatusState: CartStatusState = { adding: [] };

const CART_STATUS_AREAS = ['cart', 'session'] as const;

function withoutOnce(list: readonly string[], removed: readonly string[]): readonly string[] {
  const rest = [...list];
  for (const id of removed) {
    const index = rest.indexOf(id);
    if (index >= 0) rest.splice(index, 1);
  }
  return rest;
}

const reduceCartStatus = (state: CartStatusState, event: EventInAreas<(typeof CART_STATUS_AREAS)[number]>): CartStatusState =>
  match(event)
    .with({ type: 'cart/addStarted' }, ({ payload }) => ({ adding: [...state.adding, ...payload.variantIds] }))
    .with({ type: 'cart/addSettled' }, ({ payload }) => ({ adding: withoutOnce(state.adding, payload.variantIds) }))
    .with({ type: 'session/loggedOut' }, () => (state.adding.length === 0 ? state : initialCartStatusState))
    .with(
      {
        type: P.union(
          'cart/created',
          'cart/createFailed',
          'cart/restored',
          'cart/itemsSet',
          'cart/itemAdded',
          'cart/numbersSet',
          'cart/itemAddRequested',
          'cart/customerCartCreated',
          'cart/itemAddSucceeded',
          'cart/itemAddFailed',
          'cart/lineQuantityRequested',
          'cart/lineRemoveRequested',
          'cart/refreshRequested',
          'cart/linesSynced',
          'cart/lineChangeFailed',
          'cart/refreshed',
          'cart/refreshFailed',
          'session/started',
          'session/guestIdentified',
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

/** Which adds are under way, for the 'Add to cart' buttons. */
export const cartStatusReducer = (state: CartStatusState = initialCartStatusState, event: Event): CartStatusState =>
  inAreas(event, CART_STATUS_AREAS) ? reduceCartStatus(state, event) : state;
