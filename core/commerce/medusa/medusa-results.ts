import type { HttpResponse } from '../../ports';
import { isJsonObject } from '../../json';

/** Medusa's error `type` (`invalid_data`, `not_found`, ...) of a JSON error body, or null. */
export function medusaErrorType(response: HttpResponse): string | null {
  const type = isJsonObject(response.body) ? response.body['type'] : undefined;
  return typeof type === 'string' ? type : null;
}

export { completedCart, decoded, failureOf, kindOfStatus, notFound, success } from '../commerce-results';
