import { EMPTY, map, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { CART_MESSAGES } from '../messages/cart.messages';

/**
 * Store adds and line changes tell the shopper through the snackbar, and so does a line that could not be put back
 * into a new cart; chat adds show in the chat error bar.
 */
export const cartNoticeEpic: CoreEpic = (event$) =>
  event$.pipe(
    ofType('cart/itemAddSucceeded', 'cart/itemAddFailed', 'cart/lineChangeFailed'),
    mergeMap((event): Observable<Event> => {
      if (event.type === 'cart/lineChangeFailed') {
        return of({ type: 'snackbar/opened', payload: { status: 'error', message: event.payload.message } });
      }
      if (event.payload.origin === 'chat') return EMPTY;
      if (event.type === 'cart/itemAddFailed') {
        return of<Event>({ type: 'snackbar/opened', payload: { status: 'error', message: event.payload.message } });
      }
      return event.payload.origin === 'store'
        ? of<Event>({ type: 'snackbar/opened', payload: { status: 'success', message: CART_MESSAGES.added } })
        : EMPTY;
    }),
  );

/** A 'Buy again' says what went in the cart and what did not: a success when every line went in. */
export const buyAgainNoticeEpic: CoreEpic = (event$) =>
  event$.pipe(
    ofType('cart/buyAgainFinished'),
    map(({ payload }): Event => {
      const whole = payload.unavailable.length === 0 && payload.failed.length === 0 && payload.added.length > 0;
      const status = whole ? 'success' : payload.added.length > 0 ? 'info' : 'error';
      const { added, unavailable, message: failure } = payload;
      const parts = [
        added.length > 0 ? CART_MESSAGES.itemsAdded(added.length) : null,
        unavailable.length > 0 ? CART_MESSAGES.noLongerAvailable(unavailable.join(', '), unavailable.length > 1) : null,
        failure,
      ].filter((part): part is string => part !== null);
      const message = parts.length > 0 ? parts.join(' ') : CART_MESSAGES.nothingToBuyAgain;
      return { type: 'snackbar/opened', payload: { status, message } };
    }),
  );

/** A failed cart creation tells the shopper, and so does a cart found completed into an order (its lines go). */
export const cartFailureNoticeEpic: CoreEpic = (event$) =>
  event$.pipe(
    ofType('cart/createFailed', 'cart/completed'),
    map((event): Event =>
      event.type === 'cart/completed'
        ? { type: 'snackbar/opened', payload: { status: 'info', message: CART_MESSAGES.completed } }
        : { type: 'snackbar/opened', payload: { status: 'error', message: CART_MESSAGES.createFailed } },
    ),
  );
