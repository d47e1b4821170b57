/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import { PHONE_COUNTRY_CODE, type Order, type OrderLine, type Profile } from '../../account/account.model';
import { toMinorUnits } from './currency-exponent';
import { isJsonObject, nonBlankOrNull, numberOrNull, objectsOrEmpty, stringOrNull, type Json } from '../../json';

/** The JWT of a `POST /auth/customer/emailpass[/register]` answer (`{token}`), or null. */
export function toAuthToken(body: unknown): string | null {
  return isJsonObject(body) ? nonBlankOrNull(body['token']) : null;
}

/** A Medusa customer (`{customer}`) as the profile; null without an id. */
export function toProfile(body: unknown): Profile | null {
  const customer = isJsonObject(body) ? body['customer'] : null;
  if (!isJsonObject(customer)) return null;
  const id = nonBlankOrNull(customer['id']);
  if (!id) return null;
  const firstName = stringOrNull(customer['first_name']) ?? '';
  const lastName = stringOrNull(customer['last_name']) ?? '';
  return {
    id,
    first_name: firstName,
    last_name: lastName,
    name: `${firstName} ${lastName}`.trim(),
    email: stringOrNull(customer['email']) ?? '',
    phone: stringOrNull(customer['phone']) ?? '',
    phone_country_code: PHONE_COUNTRY_CODE,
  };
}

function toOrderLine(line: Json, currency: string): OrderLine | null {
  const id = nonBlankOrNull(line['id']);
  const quantity = numberOrNull(line['quantity']);
  if (!id || quantity === null) return null;
  const unitPrice = toMinorUnits(numberOrNull(line['unit_price']) ?? 0, currency);
  const total = numberOrNull(line['total']);
  const variantTitle = nonBlankOrNull(line['variant_title']);
  const variantId = nonBlankOrNull(line['variant_id']);
  return {
    id,
    title: nonBlankOrNull(line['title']) ?? stringOrNull(line['product_title']) ?? '',
    ...(variantTitle ? { variantTitle } : {}),
    quantity,
    unitPrice,
    total: total === null ? unitPrice * quantity : toMinorUnits(total, currency),
    thumbnail: stringOrNull(line['thumbnail']),
    ...(variantId ? { variantId } : {}),
  };
}

function toOrder(order: Json): Order | null {
  const id = nonBlankOrNull(order['id']);
  const createdAt = nonBlankOrNull(order['created_at']);
  if (!id || !createdAt) return null;
  const currency = stringOrNull(order['currency_code']) ?? '';
  const items = objectsOrEmpty(order['items'])
    .map((line) => toOrderLine(line, currency))
    .filter((line): line is OrderLine => line !== null);
  const total = numberOrNull(order['total']);
  return {
    id,
    displayId: numberOrNull(order['display_id']),
    createdAt,
    status: stringOrNull(order['status']) ?? '',
    items,
    total: total === null ? items.reduce((sum, line) => sum + line.total, 0) : toMinorUnits(total, currency),
  };
}

/** The orders of `GET /store/orders` (money in paise) and Medusa's `count`; null when not an order list. */
export function toOrdersPage(body: unknown): { readonly items: Order[]; readonly count: number } | null {
  if (!isJsonObject(body) || !Array.isArray(body['orders'])) return null;
  const items = objectsOrEmpty(body['orders'])
    .map(toOrder)
    .filter((order): order is Order => order !== null);
  return { items, count: numberOrNull(body['count']) ?? items.length };
}
