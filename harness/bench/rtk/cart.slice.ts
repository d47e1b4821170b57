import { createSlice, type Draft } from '@reduxjs/toolkit';
import type { CartItem, CartState } from '../../../core/cart/cart.model';
import { initialCartState } from '../../../core/cart/cart.reducer';
import { isValidQuantity } from '../../../core/cart/line-changes';
import type { EventOf, EventType } from '../../../core/events';

/**
 * The core's cart reducer (core/cart/cart.reducer.ts) ported to a Redux Toolkit slice, case by
 * case, mutating RTK's immer draft; the same state shape (`CartState`) and the same line rules
 * (`line-changes.ts`: a quantity change or removal by line id, applied at once).
 */
type S = Draft<CartState>;
/** A case of one or more event types (a method type, so a case for several types fits each). */
type On<T extends EventType> = { on(state: S, action: EventOf<T>): void | CartState }['on'];

const setItems = (state: S, items: readonly CartItem[]) => {
  state.cartItems = items as Draft<CartItem>[];
  state.totalCartItems = items.length;
};
const fromStorage: On<'persist/rehydrated' | 'persist/externalChange'> = (_, { payload }) => {
  const stored = payload.state?.cart;
  return stored ? { id: stored.id, cartItems: stored.cartItems, totalCartItems: stored.totalCartItems } : undefined;
};
const withCartId: On<'cart/restored' | 'cart/customerCartCreated'> = (state, { payload }) => {
  state.id = payload.cartId;
};
const withServerItems: On<'cart/itemsSet' | 'cart/itemAddSucceeded' | 'cart/linesSynced' | 'cart/refreshed'> = (state, { payload }) => setItems(state, payload.items);

const cases: { readonly [T in EventType]?: On<T> } = {
  'persist/rehydrated': fromStorage,
  'persist/externalChange': fromStorage,
  'cart/created': (_, { payload }) => ({ id: payload.cartId, cartItems: [], totalCartItems: 0 }),
  'cart/restored': withCartId,
  'cart/customerCartCreated': withCartId,
  'cart/itemAdded': (state, { payload }) => {
    state.cartItems.push(payload.item as Draft<CartItem>);
    state.totalCartItems += 1;
  },
  'cart/numbersSet': (state, { payload }) => {
    state.totalCartItems = payload.count;
  },
  'cart/lineQuantityRequested': (state, { payload }) => {
    if (!isValidQuantity(payload.quantity)) return;
    const line = state.cartItems.find((item) => item.id === payload.lineId);
    if (!line) return;
    if (payload.quantity === 0) {
      state.cartItems.splice(state.cartItems.indexOf(line), 1);
      state.totalCartItems = state.cartItems.length;
    } else {
      line.quantity = payload.quantity;
      line.total = line.price * payload.quantity;
    }
  },
  'cart/lineRemoveRequested': (state, { payload }) => {
    const at = state.cartItems.findIndex((item) => item.id === payload.lineId);
    if (at < 0) return;
    state.cartItems.splice(at, 1);
    state.totalCartItems = state.cartItems.length;
  },
  'cart/itemsSet': withServerItems,
  'cart/itemAddSucceeded': withServerItems,
  'cart/linesSynced': withServerItems,
  'cart/refreshed': withServerItems,
  'cart/lineChangeFailed': (state, { payload }) => {
    if (payload.items) setItems(state, payload.items);
  },
  'cart/reconcilingChanged': (state, { payload }) => {
    state.reconciling = payload.reconciling;
  },
  'session/loggedOut': () => initialCartState,
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    for (const [type, on] of Object.entries(cases)) builder.addCase(type, on as (state: S, action: { type: string }) => void | CartState);
  },
});
