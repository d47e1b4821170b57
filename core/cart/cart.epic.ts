import { catchError, concat, map, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import type { Ports } from '../ports';
import { COOKIE_NAMES, keepInBrowser, STORAGE_KEYS } from '../storage-keys';
import { CART_MESSAGES } from '../messages/cart.messages';

/** Keeps a cart id under cart_id and in the cartId cookie; a storage failure is not the cart's failure. */
export const storeCartId = (ports: Ports, cartId: string): Observable<never> =>
  keepInBrowser(ports, { storage: { [STORAGE_KEYS.cartId]: cartId }, cookies: { [COOKIE_NAMES.cartId]: cartId } });

/** Creates a cart and stores its id under cart_id (and the cartId cookie). */
export function createCart({ commerce, ports }: CoreDependencies): Observable<Event> {
  return commerce.createCart().pipe(
    mergeMap((result): Observable<Event> => {
      if (!result.ok) {
        const message = result.message ?? (result.kind === 'unreadable' ? 'The cart response has no cart id' : `HTTP ${result.status}`);
        return of({ type: 'cart/createFailed', payload: { status: result.status, message } });
      }
      const { cartId } = result.value;
      return concat(storeCartId(ports, cartId), of<Event>({ type: 'cart/created', payload: { cartId } }));
    }),
  );
}

/**
 * Reuses the cart id in state, under cart_id or in the cartId cookie (the one copy kept when
 * storage is full), or creates a cart when there is none (SPEC §4 Cart creation).
 */
export function restoreOrCreate(deps: CoreDependencies, cartIdInState: string | null): Observable<Event> {
  if (cartIdInState) return of({ type: 'cart/restored', payload: { cartId: cartIdInState } });
  return deps.ports.storage.read(STORAGE_KEYS.cartId).pipe(
    catchError(() => of(null)),
    mergeMap((stored) => {
      const cartId = stored || deps.ports.cookies.read(COOKIE_NAMES.cartId);
      return cartId ? of<Event>({ type: 'cart/restored', payload: { cartId } }) : createCart(deps);
    }),
  );
}

/** A failed cart creation tells the shopper. */
export const cartFailureNoticeEpic: CoreEpic = (event$) =>
  event$.pipe(
    ofType('cart/createFailed'),
    map((): Event => ({ type: 'snackbar/opened', payload: { status: 'error', message: CART_MESSAGES.createFailed } })),
  );
