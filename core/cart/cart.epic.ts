import { catchError, concat, defer, EMPTY, exhaustMap, ignoreElements, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { errorMessage, isOk } from '../http/api-client';
import type { Ports } from '../ports';
import { whenRehydrated } from '../persist/settled';
import { COOKIE_NAMES, STORAGE_KEYS } from '../storage-keys';

export const CREATE_CART_PATH = '/store/carts';
export const CART_CREATE_FAILED_MESSAGE = 'Failed to create cart. Please try again.';

function cartIdOf(body: unknown): string | null {
  const cart = typeof body === 'object' && body !== null ? (body as { cart?: unknown }).cart : null;
  const id = typeof cart === 'object' && cart !== null ? (cart as { id?: unknown }).id : null;
  return typeof id === 'string' && id ? id : null;
}

/** Keeps a cart id under cart_id and in the cartId cookie; a storage failure is not the cart's failure. */
export function storeCartId(ports: Ports, cartId: string): Observable<never> {
  return defer(() => {
    ports.cookies.set(COOKIE_NAMES.cartId, cartId);
    return ports.storage.write(STORAGE_KEYS.cartId, cartId);
  }).pipe(catchError(() => EMPTY), ignoreElements());
}

/** Creates a cart and stores its id under cart_id (and the cartId cookie). */
export function createCart({ api, ports }: CoreDependencies): Observable<Event> {
  return api.post(CREATE_CART_PATH, {}).pipe(
    mergeMap((response): Observable<Event> => {
      const cartId = isOk(response) ? cartIdOf(response.body) : null;
      if (!cartId) {
        const message = errorMessage(response) ?? (isOk(response) ? 'The cart response has no cart id' : `HTTP ${response.status}`);
        return of({ type: 'cart/createFailed', payload: { status: response.status, message } });
      }
      return concat(storeCartId(ports, cartId), of<Event>({ type: 'cart/created', payload: { cartId } }));
    }),
  );
}

function restoreOrCreate(deps: CoreDependencies, cartIdInState: string | null): Observable<Event> {
  if (cartIdInState) return of({ type: 'cart/restored', payload: { cartId: cartIdInState } });
  return deps.ports.storage.read(STORAGE_KEYS.cartId).pipe(
    catchError(() => of(null)),
    mergeMap((stored) => (stored ? of<Event>({ type: 'cart/restored', payload: { cartId: stored } }) : createCart(deps))),
  );
}

/**
 * On first load, once rehydrated: reuse the stored cart id, or create a cart when none is stored.
 * After logout (which clears the cart) a new one is created so the shopper can keep shopping.
 */
export const cartLifecycleEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    whenRehydrated(state$).pipe(mergeMap((state) => restoreOrCreate(deps, state.cart.id))),
    event$.pipe(
      ofType('session/loggedOut'),
      exhaustMap(() => createCart(deps)),
    ),
  );

/** A failed cart creation tells the shopper. */
export const cartFailureNoticeEpic: CoreEpic = (event$) =>
  event$.pipe(
    ofType('cart/createFailed'),
    map((): Event => ({ type: 'snackbar/opened', payload: { status: 'error', message: CART_CREATE_FAILED_MESSAGE } })),
  );
