/**
 * Placing the order (one completion at a time, resumed after a reload, a 409 asked again) and loading an order for
 * its confirmation page.
 */
import {
  concat,
  EMPTY,
  exhaustMap,
  filter,
  groupBy,
  map,
  merge,
  mergeMap,
  of,
  defer,
  timer,
  type Observable,
} from 'rxjs';
import type { CartItem } from '../cart/cart.model';
import type { CheckoutCommerce } from '../commerce/commerce.port';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';
import { whenRehydrated } from '../persist/settled';
import type { RootState } from '../root.reducer';
import type { CartLineChange, CheckoutStep } from './checkout.model';

/** A 409 on completion means the cart is being completed already: ask again this many times, this far apart. */
export const COMPLETE_CONFLICT_RETRIES = 3;
export const COMPLETE_CONFLICT_DELAY_MS = 1000;
/** The checkout operations of the configured commerce backend. */
export const checkoutOf = (deps: CoreDependencies): CheckoutCommerce => deps.commerce;

/** What changed between the lines the shopper saw and the backend's cart. */
export function lineChanges(before: readonly CartItem[], after: readonly CartItem[]): CartLineChange[] {
  return before.flatMap((line): CartLineChange[] => {
    const now = after.find((candidate) => candidate.variant_id === line.variant_id);
    if (!now) return [{ title: line.title, before: line.price, after: null }];
    return now.price === line.price ? [] : [{ title: line.title, before: line.price, after: now.price }];
  });
}

const READY: readonly CheckoutStep[] = ['contact', 'address', 'delivery', 'payment'];

/** One completion at a time: the key is kept in the draft, so a reload sends the same completion again. */
function placeOrder(
  deps: CoreDependencies,
  state: RootState,
  resumed: { cartId: string; key: string } | null,
): Observable<Event> {
  const cartId = resumed?.cartId ?? state.cart.id;
  if (!cartId) return EMPTY;
  if (
    !resumed &&
    ((state.cart.reconciling ?? false) || !READY.every((step) => state.checkout.draft.done.includes(step)))
  )
    return EMPTY;
  const key = resumed?.key ?? `complete_${deps.ports.ids.tempId()}`;
  const seen = state.cart.cartItems;
  const attempt = (tries: number): Observable<Event> =>
    checkoutOf(deps)
      .complete(cartId, key)
      .pipe(
        mergeMap((result): Observable<Event> => {
          if (result.ok && result.value.type === 'order') {
            const { order } = result.value;
            return of<Event[]>(
              { type: 'checkout/orderPlaced', payload: { order } },
              { type: 'navigation/redirected', payload: { to: `/order/${encodeURIComponent(order.id)}` } },
            );
          }
          if (result.ok && result.value.type === 'cart') {
            const { cart, message, reason } = result.value;
            const items = cart?.items ?? seen;
            const totals = cart?.totals ??
              state.checkout.totals ?? { subtotal: 0, shipping: 0, paymentFee: 0, total: 0 };
            return of<Event>({
              type: 'checkout/completionRefused',
              payload: {
                message,
                ...(reason ? { reason } : {}),
                lines: cart ? lineChanges(seen, cart.items) : [],
                items,
                totals,
              },
            });
          }
          if (result.ok) return EMPTY;
          if (result.kind === 'conflict' && tries < COMPLETE_CONFLICT_RETRIES) {
            return timer(COMPLETE_CONFLICT_DELAY_MS, deps.ports.clock.scheduler).pipe(
              mergeMap(() => attempt(tries + 1)),
            );
          }
          if (result.kind === 'notFound') return of<Event>({ type: 'checkout/cartExpired', payload: { items: seen } });
          const message = result.kind === 'invalid' && result.message ? result.message : CHECKOUT_MESSAGES.placeFailed;
          return of<Event>({ type: 'checkout/placeFailed', payload: { message, retry: result.kind !== 'invalid' } });
        }),
      );
  return concat(of<Event>({ type: 'checkout/placeStarted', payload: { cartId, key } }), attempt(0));
}

export const placeOrderEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('checkout/placeOrderRequested'),
      map(() => null),
    ),
    whenRehydrated(state$).pipe(
      map(() => state$.value.checkout.draft.placing),
      filter((placing): placing is { cartId: string; key: string } => placing !== null),
    ),
  ).pipe(exhaustMap((resumed) => defer(() => placeOrder(deps, state$.value, resumed))));

/**
 * The confirmation page loads an order it does not hold (a guest reopening its link): each order once at a time, and
 * another order viewed meanwhile is loaded too.
 */
export const orderViewEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('checkout/orderRequested'),
    filter(({ payload }) => state$.value.checkout.orders[payload.orderId]?.status !== 'loaded'),
    groupBy(({ payload }) => payload.orderId),
    mergeMap((views$) => views$.pipe(exhaustMap(({ payload: { orderId } }) => loadOrder(deps, orderId)))),
  );

function loadOrder(deps: CoreDependencies, orderId: string): Observable<Event> {
  return concat(
    of<Event>({ type: 'checkout/orderLoadStarted', payload: { orderId } }),
    checkoutOf(deps)
      .order(orderId)
      .pipe(
        map((result): Event =>
          result.ok
            ? { type: 'checkout/orderLoaded', payload: { order: result.value } }
            : { type: 'checkout/orderLoadFailed', payload: { orderId, notFound: result.kind === 'notFound' } },
        ),
      ),
  );
}
