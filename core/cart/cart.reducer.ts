import { produce } from 'immer';
import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import type { CartItem, CartState } from './cart.model';
import { isValidQuantity, withQuantity } from './line-changes';

export const initialCartState: CartState = { id: null, cartItems: [], totalCartItems: 0 };

/** setCartItems semantics; the same state when nothing changed. */
const withItems = (state: CartState, items: readonly CartItem[]): CartState =>
  items === state.cartItems ? state : { ...state, cartItems: items, totalCartItems: items.length };

const fromStorage = (state: CartState, { payload }: EventOf<'persist/rehydrated' | 'persist/externalChange'>): CartState => {
  const stored = payload.state?.cart;
  return stored ? { id: stored.id, cartItems: stored.cartItems, totalCartItems: stored.totalCartItems } : state;
};

const withCartId = (state: CartState, { payload }: EventOf<'cart/restored' | 'cart/customerCartCreated'>): CartState =>
  state.id === payload.cartId ? state : { ...state, id: payload.cartId };

const withServerItems = (state: CartState, { payload }: EventOf<'cart/itemsSet' | 'cart/itemAddSucceeded' | 'cart/linesSynced' | 'cart/refreshed'>): CartState =>
  withItems(state, payload.items);

/** The cart slice (SPEC §3 Cart state): the server's lines, the count, and the optimistic quantity changes. */
export const cartReducer = reducerFrom<CartState>(initialCartState, {
  'persist/rehydrated': fromStorage,
  'persist/externalChange': fromStorage,
  'cart/created': (_, { payload }) => ({ id: payload.cartId, cartItems: [], totalCartItems: 0 }),
  'cart/restored': withCartId,
  'cart/customerCartCreated': withCartId,
  'cart/itemAdded': (state, { payload }) =>
    produce(state, (draft) => {
      draft.cartItems.push(payload.item);
      draft.totalCartItems += 1;
    }),
  'cart/numbersSet': (state, { payload }) => ({ ...state, totalCartItems: payload.count }),
  'cart/lineQuantityRequested': (state, { payload }) =>
    isValidQuantity(payload.quantity) ? withItems(state, withQuantity(state.cartItems, payload.lineId, payload.quantity)) : state,
  'cart/lineRemoveRequested': (state, { payload }) => withItems(state, withQuantity(state.cartItems, payload.lineId, 0)),
  'cart/itemsSet': withServerItems,
  'cart/itemAddSucceeded': withServerItems,
  'cart/linesSynced': withServerItems,
  'cart/refreshed': withServerItems,
  'cart/lineChangeFailed': (state, { payload }) => (payload.items ? withItems(state, payload.items) : state),
  'cart/reconcilingChanged': (state, { payload }) =>
    payload.reconciling === (state.reconciling ?? false) ? state : { ...state, reconciling: payload.reconciling },
  'session/loggedOut': () => initialCartState,
});
