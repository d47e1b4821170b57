import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import type { CartItem, CartState, CartSync } from './cart.model';
import { isValidQuantity, overlay, wantedFor, withQuantity } from './line-changes';
import { initialCartSync, initialCartState } from './cart.model';

export { initialCartSync, initialCartState };

/**
 * SPEC §4 setCartItems: replaces the list and the count (the count follows the list); the same state when nothing
 * changed.
 */
const withItems = (state: CartState, items: readonly CartItem[]): CartState =>
  items === state.cartItems ? state : { ...state, cartItems: items, totalCartItems: items.length };

const withSync = (state: CartState, sync: Partial<CartSync>): CartState => ({
  ...state,
  sync: { ...state.sync, ...sync },
});

/**
 * The server's lines become the known ones, and the cart shows them with the quantities still waiting laid over them.
 */
const fromServer = (state: CartState, server: readonly CartItem[]): CartState =>
  withItems(withSync(state, { server }), overlay(server, state.sync.wanted));

/** A quantity the shopper wants for a line, shown at once and kept until the server has it. */
const wanting = (state: CartState, lineId: string, quantity: number): CartState =>
  withSync(withItems(state, withQuantity(state.cartItems, lineId, quantity)), {
    wanted: { ...state.sync.wanted, [lineId]: quantity },
  });

/** The quantity sent for a line no longer waits, unless the shopper has asked for another since. */
const settled = (state: CartState, lineId: string, quantity: number): CartState =>
  wantedFor(state.sync.wanted, lineId) === quantity
    ? withSync(state, { wanted: Object.fromEntries(Object.entries(state.sync.wanted).filter(([id]) => id !== lineId)) })
    : state;

/**
 * SPEC §4 setCartNumbers: the one place the count is set as given (the stored count) rather than counted from the
 * lines.
 */
const fromStorage = (
  state: CartState,
  { payload }: EventOf<'persist/rehydrated' | 'persist/externalChange'>,
): CartState => {
  const stored = payload.state?.cart;
  return stored
    ? { id: stored.id, cartItems: stored.cartItems, totalCartItems: stored.totalCartItems, sync: state.sync }
    : state;
};

const withCartId = (state: CartState, { payload }: EventOf<'cart/restored'>): CartState =>
  state.id === payload.cartId ? state : { ...state, id: payload.cartId };

/**
 * The cart slice (SPEC §3 Cart state): the lines shown, the count, and what the cart queue knows
 * (the server's last lines, the quantities waiting, a renewal under way).
 */
export const cartReducer = reducerFrom<CartState>(initialCartState, {
  'persist/rehydrated': fromStorage,
  'persist/externalChange': fromStorage,
  'cart/renewalStarted': (state) => withSync(state, { renewing: true }),
  // SPEC §4 setCartItems: a completed cart's lines are an order's now; the fresh cart comes next.
  'cart/completed': (state, { payload }) =>
    payload.cartId === state.id ? withItems(withSync(state, { server: [], wanted: {} }), []) : state,
  'cart/created': (state, { payload }) => ({
    id: payload.cartId,
    cartItems: [],
    totalCartItems: 0,
    sync: { ...initialCartSync, server: [], refused: state.sync.refused },
  }),
  'cart/createFailed': (state) => (state.sync.renewing ? withSync(state, { renewing: false }) : state),
  'cart/restored': withCartId,
  'cart/customerCartCreated': (state, { payload }) => ({
    ...state,
    id: payload.cartId,
    sync: { ...state.sync, server: [], wanted: {} },
  }),
  'cart/lineQuantityRequested': (state, { payload }) =>
    isValidQuantity(payload.quantity) ? wanting(state, payload.lineId, payload.quantity) : state,
  'cart/lineRemoveRequested': (state, { payload }) => wanting(state, payload.lineId, 0),
  'cart/lineChangeSkipped': (state, { payload }) => settled(state, payload.lineId, payload.quantity),
  'cart/lineChangeNotApplied': (state, { payload }) => settled(state, payload.lineId, payload.quantity),
  // SPEC §4 setCartItems: the server's lines after a line change.
  'cart/linesSynced': (state, { payload }) =>
    fromServer(settled(state, payload.lineId, payload.quantity), payload.items),
  // SPEC §4 addItemToCart: the server's lines after an add, the added items among them (an added line raises the
  // count).
  'cart/itemAddSucceeded': (state, { payload }) => fromServer(state, payload.items),
  // SPEC §4 setCartItems: the server's lines read again, or answered to a coupon code (docs/product-spec.md §12.5).
  'cart/refreshed': (state, { payload }) => fromServer(state, payload.items),
  'cart/lineChangeFailed': (state, { payload }) => {
    const server = payload.items ?? state.sync.server;
    return server ? fromServer(state, server) : state;
  },
  'cart/reconcilingChanged': (state, { payload }) =>
    payload.reconciling === (state.reconciling ?? false) ? state : { ...state, reconciling: payload.reconciling },
  // SPEC §4 setCartItems: an order placed takes the lines; the fresh cart comes next.
  'checkout/orderPlaced': (state) => withItems(state, []),
  'checkout/completionRefused': (state, { payload }) => withSync(state, { refused: payload.items }),
  // SPEC §4 setCartItems: the shopper accepts the backend's lines from a refused completion.
  'checkout/changesAcceptRequested': (state) =>
    state.sync.refused ? withItems(withSync(state, { refused: null }), state.sync.refused) : state,
  'session/loggedOut': (state) => ({
    ...initialCartState,
    sync: { ...initialCartSync, renewing: state.sync.renewing },
  }),
});
