import { concat, concatMap, defer, EMPTY, exhaustMap, filter, finalize, ignoreElements, map, merge, mergeMap, of, share, take, tap, type Observable } from 'rxjs';
import type { RequestedCartItem } from '../chat/chat.events';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import type { CommerceFailure } from '../commerce/commerce.port';
import { whenRehydrated } from '../persist/settled';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { createCart, restoreOrCreate, storeCartId } from './cart.epic';
import type { CartAddOrigin } from './cart.events';
import type { CartItem } from './cart.model';
import { isValidQuantity, overlay } from './line-changes';
import { CART_MESSAGES } from '../messages/cart.messages';

type CartOp =
  /** First load, once rehydrated: reuse the stored cart or create one. */
  | { readonly kind: 'start' }
  /** After logout: a fresh cart, so the shopper can keep shopping. */
  | { readonly kind: 'create' }
  /** After an order is placed, or when checkout finds the cart expired: a fresh cart even though one is known. */
  | { readonly kind: 'renew' }
  | { readonly kind: 'add'; readonly items: readonly RequestedCartItem[]; readonly origin: CartAddOrigin }
  | { readonly kind: 'line'; readonly lineId: string }
  | { readonly kind: 'refresh' };

interface Failure {
  readonly status: number;
  readonly message: string;
}

/** What the queue knows across operations: the server's last lines and the quantities not yet sent. */
interface QueueMemory {
  /** The lines of the server's last answer, or null before any. */
  server: readonly CartItem[] | null;
  /** Line id to the quantity the shopper wants and the server does not have yet (0: remove). */
  readonly wanted: Map<string, number>;
  /** The fresh cart after a logout is being made. */
  renewing: boolean;
}

/**
 * The fresh cart after a logout. A logout while it is being made (a 401 on this very request forces
 * one) asks for no further cart, so a refused creation cannot loop.
 */
const renewCart = (deps: CoreDependencies, memory: QueueMemory): Observable<Event> =>
  defer(() => {
    memory.renewing = true;
    return createCart(deps).pipe(
      finalize(() => {
        memory.renewing = false;
      }),
    );
  });

const failureOf = (failure: CommerceFailure, fallback: string): Failure => ({
  status: failure.status,
  message: failure.message ?? fallback,
});

/**
 * One add: a customer cart when there is none, then each item in order; stops at the first failure.
 * An answer that does not decode, or whose lines do not hold the added variant, changes nothing:
 * the add fails and the cart is read again from the server.
 */
function runAdd(deps: CoreDependencies, state: RootState, memory: QueueMemory, op: Extract<CartOp, { kind: 'add' }>): Observable<Event> {
  const { commerce, ports } = deps;
  const run = {
    cartId: state.cart.id,
    added: [] as RequestedCartItem[],
    items: null as readonly CartItem[] | null,
    failure: null as Failure | null,
    unreadable: false,
  };

  const createCustomerCart = (): Observable<Event> =>
    commerce.createCustomerCart(state.user.isLoggedIn && state.user.id ? state.user.id : null).pipe(
      mergeMap((result): Observable<Event> => {
        if (!result.ok) {
          run.failure = failureOf(result, CART_MESSAGES.addFailed);
          return EMPTY;
        }
        const { cartId } = result.value;
        run.cartId = cartId;
        memory.server = [];
        memory.wanted.clear();
        return concat(storeCartId(ports, cartId), of<Event>({ type: 'cart/customerCartCreated', payload: { cartId } }));
      }),
    );

  const addItem = (item: RequestedCartItem, retried: boolean): Observable<Event> =>
    defer(() => {
      if (run.failure || !run.cartId) return EMPTY;
      return commerce.addLine(run.cartId, item.variantId, item.quantity ?? 1).pipe(
        mergeMap((result): Observable<Event> => {
          if (result.ok && result.value.some((line) => line.variant_id === item.variantId)) {
            run.items = result.value;
            run.added.push(item);
            memory.server = result.value;
            return EMPTY;
          }
          if (result.ok || result.kind === 'unreadable') {
            run.failure = { status: result.ok ? 200 : result.status, message: CART_MESSAGES.addFailed };
            run.unreadable = true;
          } else if (result.kind === 'unavailable') {
            run.failure = { status: result.status, message: CART_MESSAGES.productNotAvailable(result.message ?? 'Variant not found') };
          } else if ((result.kind === 'invalid' || result.kind === 'notFound') && !retried) {
            return concat(createCustomerCart(), addItem(item, true));
          } else {
            run.failure = failureOf(result, CART_MESSAGES.addFailed);
          }
          return EMPTY;
        }),
      );
    });

  const finish = defer((): Observable<Event> => {
    const events: Event[] = [];
    if (run.items && run.added.length > 0) {
      events.push({ type: 'cart/itemAddSucceeded', payload: { items: overlay(run.items, memory.wanted), added: run.added, origin: op.origin } });
    }
    if (run.failure) events.push({ type: 'cart/itemAddFailed', payload: { ...run.failure, origin: op.origin } });
    return concat(of(...events), run.unreadable && run.cartId ? runRefresh(deps, run.cartId, memory) : EMPTY);
  });

  return concat(defer(() => (run.cartId ? EMPTY : createCustomerCart())), ...op.items.map((item) => addItem(item, false)), finish);
}

/** Sends the quantity the shopper wants now for a line (coalescing clicks made while earlier ones were on their way). */
function runLine(deps: CoreDependencies, state: RootState, memory: QueueMemory, lineId: string): Observable<Event> {
  const target = memory.wanted.get(lineId);
  const cartId = state.cart.id;
  if (target === undefined) return EMPTY;
  if (!cartId) {
    memory.wanted.delete(lineId);
    return EMPTY;
  }
  const known = memory.server === null ? undefined : memory.server.find((item) => item.id === lineId)?.quantity ?? 0;
  if (known === target) {
    memory.wanted.delete(lineId);
    return EMPTY;
  }
  const settle = () => {
    if (memory.wanted.get(lineId) === target) memory.wanted.delete(lineId);
  };
  const request = target === 0 ? deps.commerce.removeLine(cartId, lineId) : deps.commerce.setLineQuantity(cartId, lineId, target);
  return request.pipe(
    mergeMap((result): Observable<Event> => {
      settle();
      if (result.ok) {
        memory.server = result.value;
        return of({ type: 'cart/linesSynced', payload: { items: overlay(result.value, memory.wanted) } });
      }
      const failure = failureOf(result, CART_MESSAGES.updateFailed);
      return deps.commerce.cartLines(cartId).pipe(
        map((truth): Event => {
          memory.server = truth.ok ? truth.value : memory.server;
          const items = memory.server ? overlay(memory.server, memory.wanted) : null;
          return { type: 'cart/lineChangeFailed', payload: { lineId, ...failure, items } };
        }),
      );
    }),
  );
}

/** The server's lines for the current cart; a cart the server no longer knows is replaced by a new one. */
function runRefresh(deps: CoreDependencies, cartId: string | null, memory: QueueMemory): Observable<Event> {
  if (!cartId) return EMPTY;
  return deps.commerce.cartLines(cartId).pipe(
    mergeMap((result): Observable<Event> => {
      if (result.ok) {
        memory.server = result.value;
        return of({ type: 'cart/refreshed', payload: { items: overlay(result.value, memory.wanted) } });
      }
      if (result.kind === 'notFound') return createCart(deps);
      return of({ type: 'cart/refreshFailed', payload: failureOf(result, result.kind === 'unreadable' ? 'The cart answer has no lines' : `HTTP ${result.status}`) });
    }),
  );
}

/** Once rehydrated, the cart id to refresh: the one in state, or the restored one (none when a new cart is made). */
function cartIdKnown(event$: Observable<Event>, state$: StateObservable<RootState>): Observable<unknown> {
  return whenRehydrated(state$).pipe(
    mergeMap(() =>
      state$.value.cart.id
        ? of(true)
        : event$.pipe(
            ofType('cart/restored', 'cart/created', 'cart/createFailed'),
            take(1),
            filter((event) => event.type === 'cart/restored'),
          ),
    ),
  );
}

/**
 * The one queue for every cart mutation, so rapid clicks never leave a wrong total: the cart's
 * creation on first load and after logout (an add made meanwhile waits for that cart instead of
 * making a second one), adds from the store and the assistant (SPEC §4 Chat add-to-cart and §8),
 * quantity changes and removals (shown at once by the reducer, sent in order, reconciled with the
 * server's answer), and the refresh.
 */
export const cartQueueEpic: CoreEpic = (event$, state$, deps) =>
  defer(() => {
    const memory: QueueMemory = { server: null, wanted: new Map(), renewing: false };
    const forget$ = event$.pipe(
      ofType('session/loggedOut', 'cart/created'),
      tap((event) => {
        memory.wanted.clear();
        memory.server = event.type === 'cart/created' ? [] : null;
      }),
      ignoreElements(),
    );
    const ops$: Observable<CartOp> = merge(
      whenRehydrated(state$).pipe(map((): CartOp => ({ kind: 'start' }))),
      event$.pipe(
        ofType('session/loggedOut'),
        filter(() => !memory.renewing),
        map((): CartOp => ({ kind: 'create' })),
      ),
      event$.pipe(ofType('checkout/orderPlaced'), map((): CartOp => ({ kind: 'renew' }))),
      event$.pipe(
        ofType('checkout/cartExpired'),
        mergeMap(({ payload }): Observable<CartOp> => {
          const items = payload.items.map((item) => ({ variantId: item.variant_id, quantity: item.quantity }));
          return items.length > 0 ? of<CartOp[]>({ kind: 'renew' }, { kind: 'add', items, origin: 'checkout' }) : of<CartOp[]>({ kind: 'renew' });
        }),
      ),
      event$.pipe(
        ofType('cart/itemAddRequested'),
        filter(({ payload }) => payload.items.length > 0),
        map(({ payload }): CartOp => ({ kind: 'add', items: payload.items, origin: payload.origin })),
      ),
      event$.pipe(
        ofType('chat/assistantItemsRequested'),
        filter(({ payload }) => payload.items.length > 0),
        map(({ payload }): CartOp => ({ kind: 'add', items: payload.items, origin: 'chat' })),
      ),
      event$.pipe(
        ofType('cart/lineQuantityRequested', 'cart/lineRemoveRequested'),
        map((event) => ({ lineId: event.payload.lineId, quantity: event.type === 'cart/lineRemoveRequested' ? 0 : event.payload.quantity })),
        filter(({ quantity }) => isValidQuantity(quantity)),
        tap(({ lineId, quantity }) => memory.wanted.set(lineId, quantity)),
        map(({ lineId }): CartOp => ({ kind: 'line', lineId })),
      ),
      event$.pipe(
        ofType('cart/refreshRequested'),
        exhaustMap(() => cartIdKnown(event$, state$).pipe(map((): CartOp => ({ kind: 'refresh' })))),
      ),
    );

    const queued$ = ops$.pipe(share());
    let reconciling = 0;
    const counts = (op: CartOp) => op.kind === 'add' || op.kind === 'line' || op.kind === 'refresh';
    return merge(
      forget$,
      queued$.pipe(
        filter(counts),
        mergeMap(() => (++reconciling === 1 ? of<Event>({ type: 'cart/reconcilingChanged', payload: { reconciling: true } }) : EMPTY)),
      ),
      queued$.pipe(
        concatMap((op) =>
          concat(
            runOp(op),
            defer(() => (counts(op) && --reconciling === 0 ? of<Event>({ type: 'cart/reconcilingChanged', payload: { reconciling: false } }) : EMPTY)),
          ),
        ),
      ),
    );

    function runOp(op: CartOp): Observable<Event> {
      return defer(() => {
            const state = state$.value;
            switch (op.kind) {
              case 'start':
                return restoreOrCreate(deps, state.cart.id);
              case 'create':
                return state.cart.id ? EMPTY : renewCart(deps, memory);
              case 'renew':
                return renewCart(deps, memory);
              case 'add':
                return runAdd(deps, state, memory, op);
              case 'line':
                return runLine(deps, state, memory, op.lineId);
              case 'refresh':
                return runRefresh(deps, state.cart.id, memory);
            }
      });
    }
  });

/** Store adds and line changes tell the shopper through the snackbar; chat adds show in the chat error bar. */
export const cartNoticeEpic: CoreEpic = (event$) =>
  event$.pipe(
    ofType('cart/itemAddSucceeded', 'cart/itemAddFailed', 'cart/lineChangeFailed'),
    mergeMap((event): Observable<Event> => {
      if (event.type === 'cart/lineChangeFailed') {
        return of({ type: 'snackbar/opened', payload: { status: 'error', message: event.payload.message } });
      }
      if (event.payload.origin !== 'store') return EMPTY;
      return event.type === 'cart/itemAddSucceeded'
        ? of<Event>({ type: 'snackbar/opened', payload: { status: 'success', message: CART_MESSAGES.added } })
        : of<Event>({ type: 'snackbar/opened', payload: { status: 'error', message: event.payload.message } });
    }),
  );
