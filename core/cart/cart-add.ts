import { concat, concatMap, defer, EMPTY, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import type { RequestedCartItem } from '../chat/chat.events';
import { ofType, type CoreDependencies } from '../epic';
import type { Event, EventOf } from '../events';
import { CART_MESSAGES } from '../messages/cart.messages';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { storeCartId } from './cart-create';
import type { CartAddOrigin } from './cart.events';
import type { CartItem } from './cart.model';
import { cartOp, failureOf, type CartFailure, type CartOp } from './cart-queue';
import { refreshLines } from './cart-refresh';
import { cartRegion, cartRegionSeen } from '../region/price-region';

/** How far one add has come: each step of the add makes a new one from the last. */
interface AddProgress {
  readonly cartId: string | null;
  /** The items the server took, in order. */
  readonly added: readonly RequestedCartItem[];
  /** The server's lines after the last item it took. */
  readonly items: readonly CartItem[] | null;
  /** The first failure; the items after it are not sent. `unavailable`: the pack no longer exists or is sold out. */
  readonly failure: (CartFailure & { readonly unavailable?: boolean }) | null;
  /** An answer did not decode or did not hold the added variant: the lines are read again at the end. */
  readonly unreadable: boolean;
}

/** A step of an add: a fact to tell now, or the progress so far (each step ends with one). */
type AddStep = { readonly event: Event } | { readonly progress: AddProgress };

/** The steps so far, then the steps `next` makes from the progress they end with. */
const andThen = (
  steps$: Observable<AddStep>,
  next: (progress: AddProgress) => Observable<AddStep>,
): Observable<AddStep> => steps$.pipe(concatMap((step) => ('progress' in step ? next(step.progress) : of(step))));

/**
 * SPEC §4 Chat add-to-cart: a customer cart (for the logged-in customer, or a guest), stored as the cart. On a backend
 * that makes a shopper's first cart at the first add (`cartCreation`), that first cart failing is the cart's creation
 * failing (SPEC §8 'Cart creation fails').
 */
function createCustomerCart(
  { commerce, ports }: CoreDependencies,
  state: RootState,
  progress: AddProgress,
  first = false,
): Observable<AddStep> {
  const region = cartRegion(state, commerce);
  const customerId = state.user.isLoggedIn && state.user.id ? state.user.id : null;
  const created$ = commerce.createCustomerCart(customerId, region.regionId).pipe(
    mergeMap((result): Observable<AddStep> => {
      if (!result.ok) {
        const failure =
          first && commerce.cartCreation === 'firstAdd'
            ? { status: result.status, message: CART_MESSAGES.createFailed }
            : failureOf(result, CART_MESSAGES.addFailed);
        return of({ progress: { ...progress, failure } });
      }
      const { cartId, regionId } = result.value;
      return concat(
        storeCartId(ports, cartId),
        of<AddStep[]>(
          ...cartRegionSeen(state, commerce, regionId).map((event) => ({ event })),
          { event: { type: 'cart/customerCartCreated', payload: { cartId } } },
          { progress: { ...progress, cartId } },
        ),
      );
    }),
  );
  return concat(of(...region.events.map((event): AddStep => ({ event }))), created$);
}

/**
 * One item; SPEC §8: a 400 or 404 that is not 'not available' (a completed cart among them) makes a customer cart and
 * tries once more.
 */
function addItem(
  deps: CoreDependencies,
  state: RootState,
  progress: AddProgress,
  item: RequestedCartItem,
  retried: boolean,
): Observable<AddStep> {
  return defer(() => {
    if (progress.failure || !progress.cartId) return of({ progress });
    return deps.commerce.addLine(progress.cartId, item.variantId, item.quantity ?? 1).pipe(
      mergeMap((result): Observable<AddStep> => {
        if (result.ok && result.value.some((line) => line.variant_id === item.variantId)) {
          return of({ progress: { ...progress, items: result.value, added: [...progress.added, item] } });
        }
        if (result.ok || result.kind === 'unreadable') {
          return of({
            progress: {
              ...progress,
              failure: { status: result.ok ? 200 : result.status, message: CART_MESSAGES.addFailed },
              unreadable: true,
            },
          });
        }
        if (result.kind === 'unavailable') {
          return of({
            progress: {
              ...progress,
              failure: {
                status: result.status,
                message: CART_MESSAGES.productNotAvailable(result.message ?? 'Variant not found'),
                unavailable: true,
              },
            },
          });
        }
        if ((result.kind === 'invalid' || result.kind === 'notFound' || result.kind === 'completed') && !retried) {
          return andThen(createCustomerCart(deps, state, progress), (next) => addItem(deps, state, next, item, true));
        }
        return of({ progress: { ...progress, failure: failureOf(result, CART_MESSAGES.addFailed) } });
      }),
    );
  });
}

/**
 * What an add ends with: the server's lines with what it took, the failure, and a refresh after an unreadable answer.
 */
function finish(
  deps: CoreDependencies,
  state: RootState,
  requested: readonly RequestedCartItem[],
  origin: CartAddOrigin,
  { items, added, failure, unreadable, cartId }: AddProgress,
): Observable<Event> {
  const events: Event[] = [];
  if (items && added.length > 0) events.push({ type: 'cart/itemAddSucceeded', payload: { items, added, origin } });
  if (failure && origin !== 'buyAgain') {
    const titles = requested
      .filter((item) => !added.includes(item))
      .map((item) => item.title?.trim() ?? '')
      .filter((title) => title !== '')
      .join(', ');
    const message = origin === 'checkout' && titles !== '' ? CART_MESSAGES.notPutBack(titles) : failure.message;
    events.push({ type: 'cart/itemAddFailed', payload: { status: failure.status, message, origin } });
  }
  return concat(of(...events), unreadable && cartId ? refreshLines(deps, state, cartId) : EMPTY);
}

/**
 * One add: a customer cart when there is none, then each item in order; stops at the first failure.
 * An answer that does not decode, or whose lines do not hold the added variant, changes nothing:
 * the add fails and the cart is read again from the server.
 */
function addItems(
  deps: CoreDependencies,
  state: RootState,
  items: readonly RequestedCartItem[],
  origin: CartAddOrigin,
): Observable<Event> {
  const start: AddProgress = { cartId: state.cart.id, added: [], items: null, failure: null, unreadable: false };
  const first$: Observable<AddStep> = start.cartId
    ? of({ progress: start })
    : createCustomerCart(deps, state, start, true);
  const steps$ = items.reduce(
    (steps, item) => andThen(steps, (progress) => addItem(deps, state, progress, item, false)),
    first$,
  );
  return steps$.pipe(
    concatMap((step) => ('event' in step ? of(step.event) : finish(deps, state, items, origin, step.progress))),
  );
}

/** What a 'Buy again' has done so far: the add's progress, and the lines it could not put in the cart. */
interface BuyAgainProgress {
  readonly add: AddProgress;
  readonly unavailable: readonly string[];
  readonly failed: readonly string[];
  /** Why the first failed line failed. */
  readonly message: string | null;
}

/** One line of a 'Buy again': a failure of a line keeps none of the others out; no cart at all fails them all. */
function buyAgainLine(
  deps: CoreDependencies,
  state: RootState,
  before: BuyAgainProgress,
  item: RequestedCartItem,
): Observable<AddStep | { readonly buyAgain: BuyAgainProgress }> {
  const title = item.title ?? item.variantId;
  const cartless = !before.add.cartId;
  const start: AddProgress = cartless ? before.add : { ...before.add, failure: null };
  return addItem(deps, state, start, item, false).pipe(
    map((step) => {
      if (!('progress' in step)) return step;
      const add = step.progress;
      if (add.added.length > before.add.added.length) return { buyAgain: { ...before, add } };
      const failure = add.failure;
      if (failure?.unavailable) return { buyAgain: { ...before, add, unavailable: [...before.unavailable, title] } };
      return {
        buyAgain: {
          ...before,
          add,
          failed: [...before.failed, title],
          message: before.message ?? failure?.message ?? CART_MESSAGES.addFailed,
        },
      };
    }),
  );
}

/**
 * SPEC §14.7 Buy again: a cart when there is none (made at the first add where the backend does so), then each line
 * in order at today's price; says what went in and what did not.
 */
function buyAgain(
  deps: CoreDependencies,
  state: RootState,
  { orderId, items, missing }: EventOf<'cart/buyAgainRequested'>['payload'],
): Observable<Event> {
  const start: AddProgress = { cartId: state.cart.id, added: [], items: null, failure: null, unreadable: false };
  const first$: Observable<AddStep> = start.cartId
    ? of({ progress: start })
    : createCustomerCart(deps, state, start, true);
  const begin = (add: AddProgress): BuyAgainProgress => ({
    add,
    unavailable: missing,
    failed: [],
    message: add.failure?.message ?? null,
  });
  type Step = AddStep | { readonly buyAgain: BuyAgainProgress };
  const initial$: Observable<Step> = first$.pipe(
    map((step) => ('progress' in step ? { buyAgain: begin(step.progress) } : step)),
  );
  const steps$ = items.reduce(
    (steps$, item) =>
      steps$.pipe(
        concatMap((step): Observable<Step> =>
          'buyAgain' in step ? buyAgainLine(deps, state, step.buyAgain, item) : of(step),
        ),
      ),
    initial$,
  );
  return steps$.pipe(
    concatMap((step) => {
      if (!('buyAgain' in step)) return 'event' in step ? of(step.event) : EMPTY;
      const { add, unavailable, failed, message } = step.buyAgain;
      const outcome: Event = {
        type: 'cart/buyAgainFinished',
        payload: { orderId, added: add.added, unavailable, failed, message: failed.length > 0 ? message : null },
      };
      return concat(finish(deps, state, items, 'buyAgain', add), of(outcome));
    }),
  );
}

/**
 * Adds from the store, from the assistant (SPEC §4 Chat add-to-cart), and the re-adds into the fresh cart after an
 * expired one, one line at a time so that a line that cannot be put back keeps none of the others out.
 */
export function cartAddOps(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<CartOp> {
  const add = (items: readonly RequestedCartItem[], origin: CartAddOrigin) =>
    cartOp(true, () => addItems(deps, state$.value, items, origin));
  return merge(
    event$.pipe(
      ofType('checkout/cartExpired'),
      mergeMap(({ payload }) =>
        payload.items.map((item) =>
          add([{ variantId: item.variant_id, quantity: item.quantity, title: item.title }], 'checkout'),
        ),
      ),
    ),
    event$.pipe(
      ofType('cart/itemAddRequested'),
      filter(({ payload }) => payload.items.length > 0),
      map(({ payload }) => add(payload.items, payload.origin)),
    ),
    event$.pipe(
      ofType('cart/buyAgainRequested'),
      map(({ payload }) => cartOp(true, () => buyAgain(deps, state$.value, payload))),
    ),
    event$.pipe(
      ofType('chat/assistantItemsNamed'),
      filter(({ payload }) => payload.items.length > 0),
      map(({ payload }) => add(payload.items, 'chat')),
    ),
  );
}
