import { concat, EMPTY, filter, map, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies } from '../epic';
import type { Event } from '../events';
import { CART_MESSAGES } from '../messages/cart.messages';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { cartOp, failureOf, type CartOp } from './cart-queue';
import { isValidQuantity, wantedFor } from './line-changes';

/**
 * Sends the quantity the shopper wants now for a line (`cart.sync.wanted`), so clicks made while
 * earlier ones were on their way are coalesced; nothing when the server's last lines already have it.
 * A failure reads the server's lines again to roll back to; a cart the server has completed is never the cart again.
 */
function sendLine(deps: CoreDependencies, state: RootState, lineId: string): Observable<Event> {
  const { id: cartId, sync } = state.cart;
  const quantity = wantedFor(sync.wanted, lineId);
  if (quantity === undefined) return EMPTY;
  const known = sync.server === null ? undefined : (sync.server.find((item) => item.id === lineId)?.quantity ?? 0);
  if (!cartId || known === quantity) return of({ type: 'cart/lineChangeSkipped', payload: { lineId, quantity } });
  const request =
    quantity === 0 ? deps.commerce.removeLine(cartId, lineId) : deps.commerce.setLineQuantity(cartId, lineId, quantity);
  return request.pipe(
    mergeMap((result): Observable<Event> => {
      if (result.ok) return of({ type: 'cart/linesSynced', payload: { lineId, quantity, items: result.value } });
      if (result.kind === 'completed') {
        return of<Event[]>(
          { type: 'cart/lineChangeNotApplied', payload: { lineId, quantity } },
          { type: 'cart/completed', payload: { cartId } },
        );
      }
      const failure = failureOf(result, CART_MESSAGES.updateFailed);
      return concat(
        of<Event>({ type: 'cart/lineChangeNotApplied', payload: { lineId, quantity } }),
        deps.commerce.cartLines(cartId).pipe(
          map((truth): Event => ({
            type: 'cart/lineChangeFailed',
            payload: { lineId, ...failure, items: truth.ok ? truth.value.items : null },
          })),
        ),
      );
    }),
  );
}

/** Quantity changes and removals: shown at once by the reducer, sent in their turn. */
export function cartLineOps(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<CartOp> {
  return event$.pipe(
    ofType('cart/lineQuantityRequested', 'cart/lineRemoveRequested'),
    map((event) => ({
      lineId: event.payload.lineId,
      quantity: event.type === 'cart/lineRemoveRequested' ? 0 : event.payload.quantity,
    })),
    filter(({ quantity }) => isValidQuantity(quantity)),
    map(({ lineId }) => cartOp(true, () => sendLine(deps, state$.value, lineId))),
  );
}
