import { map, type Observable, of } from 'rxjs';
import { isOk, serverMessage } from '../http/api-client';
import type { HttpResponse } from '../ports';
import type { CommerceFailure, CommerceFailureKind, CommerceResult } from './commerce.port';

/** The failure kind of a non-2xx status: 404 not found, 400 invalid, 409 conflict, anything else failed. */
export function kindOfStatus(status: number): CommerceFailureKind {
  if (status === 404) return 'notFound';
  if (status === 400) return 'invalid';
  if (status === 409) return 'conflict';
  return 'failed';
}

/** Medusa's refusal of any change to a completed cart: 400 'Cart {id} is already completed.' */
const ALREADY_COMPLETED = /\balready completed\b/i;

/**
 * A failure for this answer: `unreadable` for a 2xx, `completed` for a refused change to a completed cart, else by
 * status; the message is the JSON body's own `message`.
 */
export function failureOf(response: HttpResponse, kind?: CommerceFailureKind): CommerceFailure {
  const message = serverMessage(response);
  const completed = response.status === 400 && ALREADY_COMPLETED.test(message ?? '');
  return {
    ok: false,
    kind: kind ?? (isOk(response) ? 'unreadable' : completed ? 'completed' : kindOfStatus(response.status)),
    status: response.status,
    message,
  };
}

/** The failure for a cart answer that has `completed_at`: the cart was completed into an order. */
export const completedCart = (status: number): CommerceFailure => ({
  ok: false,
  kind: 'completed',
  status,
  message: null,
});

export const success = <T>(value: T): CommerceResult<T> => ({ ok: true, value });

/** A 2xx answer decoded by `decode` (null: unreadable), or the failure it was. */
export function decoded<T>(
  decode: (body: unknown) => T | null,
): (source: Observable<HttpResponse>) => Observable<CommerceResult<T>> {
  return (source) =>
    source.pipe(
      map((response): CommerceResult<T> => {
        const value = isOk(response) ? decode(response.body) : null;
        return value === null ? failureOf(response) : success(value);
      }),
    );
}

/** A call that got no answer (status 0): a failure without words. */
export const NO_ANSWER: CommerceFailure = { ok: false, kind: 'failed', status: 0, message: null };

/** An operation this backend has no route for: a failure without words, and no request. */
export const notOffered = <T>(): Observable<CommerceResult<T>> => of<CommerceResult<T>>(NO_ANSWER);

/** A `notFound` answer for a lookup that came back empty (a list with no match). */
export const notFound = (status: number): CommerceFailure => ({ ok: false, kind: 'notFound', status, message: null });
