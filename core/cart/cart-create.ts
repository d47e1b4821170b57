import { catchError, concat, EMPTY, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies } from '../epic';
import type { Event } from '../events';
import { whenRehydrated } from '../persist/settled';
import type { Ports } from '../ports';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { COOKIE_NAMES, keepInBrowser, STORAGE_KEYS } from '../storage-keys';
import { cartOp, type CartOp } from './cart-queue';
import { cartRegion, cartRegionSeen } from '../region/price-region';

/** Keeps a cart id under cart_id and in the cartId cookie; a storage failure is not the cart's failure. */
export const storeCartId = (ports: Ports, cartId: string): Observable<never> =>
  keepInBrowser(ports, { storage: { [STORAGE_KEYS.cartId]: cartId }, cookies: { [COOKIE_NAMES.cartId]: cartId } });

/** Creates a cart in the price region (core/region/) and stores its id under cart_id (and the cartId cookie). */
export function createCart({ commerce, ports }: CoreDependencies, state: RootState): Observable<Event> {
  const region = cartRegion(state, commerce);
  const created$ = commerce.createCart(region.regionId).pipe(
    mergeMap((result): Observable<Event> => {
      if (!result.ok) {
        const message =
          result.message ??
          (result.kind === 'unreadable' ? 'The cart response has no cart id' : `HTTP ${result.status}`);
        return of({ type: 'cart/createFailed', payload: { status: result.status, message } });
      }
      const { cartId, regionId } = result.value;
      const created: Event = { type: 'cart/created', payload: { cartId } };
      return concat(storeCartId(ports, cartId), of(...cartRegionSeen(state, commerce, regionId), created));
    }),
  );
  return concat(of(...region.events), created$);
}

/**
 * Reuses the cart id in state, under cart_id or in the cartId cookie (the one copy kept when
 * storage is full), or creates a cart when there is none (SPEC §4 Cart creation); on a backend
 * whose carts are made at the first add, says so instead and makes none.
 */
export function restoreOrCreate(deps: CoreDependencies, state: RootState): Observable<Event> {
  const cartIdInState = state.cart.id;
  if (cartIdInState) return of({ type: 'cart/restored', payload: { cartId: cartIdInState } });
  return deps.ports.storage.read(STORAGE_KEYS.cartId).pipe(
    catchError(() => of(null)),
    mergeMap((stored) => {
      const cartId = stored || deps.ports.cookies.read(COOKIE_NAMES.cartId);
      if (cartId) return of<Event>({ type: 'cart/restored', payload: { cartId } });
      return deps.commerce.cartCreation === 'firstAdd'
        ? of<Event>({ type: 'cart/creationDeferred' })
        : createCart(deps, state);
    }),
  );
}

/** A fresh cart, said first (`cart/renewalStarted`) so that a logout while it is being made asks for no other. */
const renewCart = (deps: CoreDependencies, state: RootState): Observable<Event> =>
  concat(of<Event>({ type: 'cart/renewalStarted' }), createCart(deps, state));

/**
 * The cart's creation: on first load once rehydrated (the stored cart, or a new one); after a logout
 * a fresh cart so the shopper can keep shopping, unless the logout came while a fresh cart was being
 * made (a 401 on that very request forces one), so a refused creation cannot loop; after an order
 * is placed, when checkout finds the cart expired, or when the server has completed the cart (once per completed cart),
 * a fresh cart even though one is known.
 */
export function cartCreationOps(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<CartOp> {
  return merge(
    whenRehydrated(state$).pipe(map(() => cartOp(false, () => restoreOrCreate(deps, state$.value)))),
    event$.pipe(
      ofType('session/loggedOut'),
      filter(() => !state$.value.cart.sync.renewing),
      map(() => cartOp(false, () => (state$.value.cart.id ? EMPTY : renewCart(deps, state$.value)))),
    ),
    event$.pipe(
      ofType('checkout/orderPlaced', 'checkout/cartExpired'),
      map(() => cartOp(false, () => renewCart(deps, state$.value))),
    ),
    event$.pipe(
      ofType('cart/completed'),
      map(({ payload }) =>
        cartOp(false, () => (state$.value.cart.id === payload.cartId ? renewCart(deps, state$.value) : EMPTY)),
      ),
    ),
  );
}
