import { EMPTY, exhaustMap, filter, map, mergeMap, of, take, type Observable } from 'rxjs';
import { ofType, type CoreDependencies } from '../epic';
import type { Event } from '../events';
import { whenRehydrated } from '../persist/settled';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { createCart } from './cart-create';
import { cartOp, failureOf, type CartOp } from './cart-queue';
import { cartRegionSeen } from '../region/price-region';

/**
 * The server's lines for the cart, after the fact of its region where that is news (prices follow the cart's region:
 * core/region/). A cart the server no longer knows is replaced by a new one, with the lines the browser held put back
 * in (the expired cart's one mechanism, `checkout/cartExpired`); a cart it has completed into an order is never the
 * cart again, unless its completion is on its way (`completing`, resumed after a reload), which settles the cart
 * itself.
 */
export function refreshLines(
  deps: CoreDependencies,
  state: RootState,
  cartId: string | null,
  completing = false,
): Observable<Event> {
  if (!cartId) return EMPTY;
  const held = state.cart.cartItems;
  return deps.commerce.cartLines(cartId).pipe(
    mergeMap((result): Observable<Event> => {
      if (result.ok) {
        const { items, regionId } = result.value;
        const refreshed: Event = { type: 'cart/refreshed', payload: { items } };
        return of(...cartRegionSeen(state, deps.commerce, regionId), refreshed);
      }
      if (result.kind === 'notFound') {
        return held.length > 0
          ? of({ type: 'checkout/cartExpired', payload: { items: held } })
          : createCart(deps, state);
      }
      if (result.kind === 'completed') return completing ? EMPTY : of({ type: 'cart/completed', payload: { cartId } });
      return of({
        type: 'cart/refreshFailed',
        payload: failureOf(
          result,
          result.kind === 'unreadable' ? 'The cart answer has no lines' : `HTTP ${result.status}`,
        ),
      });
    }),
  );
}

/**
 * Once rehydrated, the moment the cart id to refresh is known: the one in state, or the restored one (none when a new
 * cart is made, or none is until the first add).
 */
function cartIdKnown(event$: Observable<Event>, state$: StateObservable<RootState>): Observable<unknown> {
  return whenRehydrated(state$).pipe(
    mergeMap(() =>
      state$.value.cart.id
        ? of(true)
        : event$.pipe(
            ofType('cart/restored', 'cart/created', 'cart/createFailed', 'cart/creationDeferred'),
            take(1),
            filter((event) => event.type === 'cart/restored'),
          ),
    ),
  );
}

/** A refresh the UI asks for, queued once the cart id is restored (one at a time while it waits). */
export function cartRefreshOps(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<CartOp> {
  return event$.pipe(
    ofType('cart/refreshRequested'),
    exhaustMap(() =>
      cartIdKnown(event$, state$).pipe(
        map(() =>
          cartOp(true, () => {
            const state = state$.value;
            return refreshLines(deps, state, state.cart.id, state.checkout.draft.placing?.cartId === state.cart.id);
          }),
        ),
      ),
    ),
  );
}
