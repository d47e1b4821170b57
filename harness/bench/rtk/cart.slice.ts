import { createSlice, type Draft } from '@reduxjs/toolkit';
import type { CartItem, CartState } from '../../../core/cart/cart.model';
import { initialCartState } from '../../../core/cart/cart.reducer';
import { isValidQuantity, overlay, wantedFor } from '../../../core/cart/line-changes';
import type { EventOf, EventType } from '../../../core/events';

/**
 * The core's cart reducer (core/cart/cart.reducer.ts) ported to a Redux Toolkit slice, case by
 * case, mutating RTK's immer draft; the same state shape (`CartState`) and the same line rules
 * (`line-changes.ts`: a quantity change or removal by line id, applied at once, and the waiting
 * quantities laid over the server's lines).
 */
type S = Draft<CartState>;
/** A case of one or more event types (a method type, so a case for several types fits each). */
type On<T extends EventType> = { on(state: S, action: EventOf<T>): void | CartState }['on'];

const setItems = (state: S, items: readonly CartItem[]) => {
  state.cartItems = items as Draft<CartItem>[];
  state.totalCartItems = items.length;
};
/** The server's lines become the known ones; the shown lines are them with the waiting quantities laid over. */
const fromServer = (state: S, items: readonly CartItem[]) => {
  state.sync.server = items as Draft<CartItem>[];
  setItems(state, overlay(items, state.sync.wanted));
};
const settle = (state: S, lineId: string, quantity: number) => {
  if (wantedFor(state.sync.wanted, lineId) === quantity) delete state.sync.wanted[lineId];
};
const fromStorage: On<'persist/rehydrated' | 'persist/externalChange'> = (state, { payload }) => {
  const stored = payload.state?.cart;
  if (!stored) return;
  state.id = stored.id;
  state.cartItems = stored.cartItems as Draft<CartItem>[];
  state.totalCartItems = stored.totalCartItems;
  delete state.reconciling;
};
const withCartId: On<'cart/restored'> = (state, { payload }) => {
  state.id = payload.cartId;
};
const wanting = (state: S, lineId: string, quantity: number) => {
  state.sync.wanted[lineId] = quantity;
  const line = state.cartItems.find((item) => item.id === lineId);
  if (!line) return;
  if (quantity === 0) {
    state.cartItems.splice(state.cartItems.indexOf(line), 1);
    state.totalCartItems = state.cartItems.length;
  } else {
    line.quantity = quantity;
    line.total = line.price * quantity;
  }
};
const settled: On<'cart/lineChangeSkipped' | 'cart/lineChangeNotApplied'> = (state, { payload }) =>
  settle(state, payload.lineId, payload.quantity);
const withServerItems: On<'cart/itemAddSucceeded' | 'cart/refreshed'> = (state, { payload }) =>
  fromServer(state, payload.items);

const cases: { readonly [T in EventType]?: On<T> } = {
  'persist/rehydrated': fromStorage,
  'persist/externalChange': fromStorage,
  'cart/renewalStarted': (state) => {
    state.sync.renewing = true;
  },
  'cart/created': (state, { payload }) => {
    state.id = payload.cartId;
    setItems(state, []);
    delete state.reconciling;
    state.sync.server = [];
    state.sync.wanted = {};
    state.sync.renewing = false;
  },
  'cart/createFailed': (state) => {
    state.sync.renewing = false;
  },
  'cart/restored': withCartId,
  'cart/customerCartCreated': (state, { payload }) => {
    state.id = payload.cartId;
    state.sync.server = [];
    state.sync.wanted = {};
  },
  'cart/lineQuantityRequested': (state, { payload }) => {
    if (isValidQuantity(payload.quantity)) wanting(state, payload.lineId, payload.quantity);
  },
  'cart/lineRemoveRequested': (state, { payload }) => wanting(state, payload.lineId, 0),
  'cart/lineChangeSkipped': settled,
  'cart/lineChangeNotApplied': settled,
  'cart/linesSynced': (state, { payload }) => {
    settle(state, payload.lineId, payload.quantity);
    fromServer(state, payload.items);
  },
  'cart/itemAddSucceeded': withServerItems,
  'cart/refreshed': withServerItems,
  'cart/lineChangeFailed': (state, { payload }) => {
    const server = payload.items ?? state.sync.server;
    if (server) fromServer(state, server);
  },
  'cart/reconcilingChanged': (state, { payload }) => {
    state.reconciling = payload.reconciling;
  },
  'checkout/orderPlaced': (state) => setItems(state, []),
  'checkout/completionRefused': (state, { payload }) => {
    state.sync.refused = payload.items as Draft<CartItem>[];
  },
  'checkout/changesAcceptRequested': (state) => {
    if (!state.sync.refused) return;
    setItems(state, state.sync.refused);
    state.sync.refused = null;
  },
  'session/loggedOut': (state) => ({
    ...initialCartState,
    sync: { ...initialCartState.sync, renewing: state.sync.renewing },
  }),
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    for (const [type, on] of Object.entries(cases))
      builder.addCase(type, on as (state: S, action: { type: string }) => void | CartState);
  },
});
