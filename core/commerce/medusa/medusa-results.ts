import { map, of, type Observable } from 'rxjs';
import { isOk, serverMessage } from '../../http/api-client';
import type { HttpResponse } from '../../ports';
import type { CommerceFailure, CommerceFailureKind, CommerceResult } from '../commerce.port';
import { isRecord } from './medusa-json';

/** Medusa's error `type` (`invalid_data`, `not_found`, ...) of a JSON error body, or null. */
export function medusaErrorType(response: HttpResponse): string | null {
  const type = isRecord(response.body) ? response.body['type'] : undefined;
  return typeof type === 'string' ? type : null;
}

/** The failure kind of a non-2xx Medusa answer: 404 not found, 400 invalid, 409 conflict, else failed. */
export function kindOfStatus(status: number): CommerceFailureKind {
  if (status === 404) return 'notFound';
  if (status === 400) return 'invalid';
  if (status === 409) return 'conflict';
  return 'failed';
}

/**
 * A failure for this answer: `unreadable` for a 2xx, else by status. The message is only the
 * `message` of a JSON error body (`{type, message}`); a non-JSON body gives none.
 */
export function failureOf(response: HttpResponse, kind?: CommerceFailureKind): CommerceFailure {
  return {
    ok: false,
    kind: kind ?? (isOk(response) ? 'unreadable' : kindOfStatus(response.status)),
    status: response.status,
    message: serverMessage(response),
  };
}

export const success = <T>(value: T): CommerceResult<T> => ({ ok: true, value });

/** A 2xx answer decoded by `decode` (null: unreadable), or the failure it was. */
export function decoded<T>(decode: (body: unknown) => T | null): (source: Observable<HttpResponse>) => Observable<CommerceResult<T>> {
  return (source) =>
    source.pipe(
      map((response): CommerceResult<T> => {
        const value = isOk(response) ? decode(response.body) : null;
        return value === null ? failureOf(response) : success(value);
      }),
    );
}

/** A `notFound` answer for a lookup that came back empty (Medusa lists, e.g. `?handle=` with no match). */
export const notFound = (status: number): CommerceFailure => ({ ok: false, kind: 'notFound', status, message: null });

/**
 * Checkout on Medusa until the shared Medusa-shaped checkout module is on this branch: a
 * `failed` result without a request. The one place it is used is the checkout section of
 * `createMedusaCommerce`.
 */
export const checkoutNotWired = <T>(): Observable<CommerceResult<T>> =>
  of<CommerceResult<T>>({ ok: false, kind: 'failed', status: 0, message: null });
