import { PHONE_COUNTRY_CODE, type Order, type OrderLine, type Profile } from '../../account/account.model';
import { toMinorUnits } from './currency-exponent';
import { finite, isRecord, nonEmpty, records, text, type Json } from './medusa-json';

/** The JWT of a `POST /auth/customer/emailpass[/register]` answer (`{token}`), or null. */
export function toAuthToken(body: unknown): string | null {
  return isRecord(body) ? nonEmpty(body['token']) : null;
}

/** A Medusa customer (`{customer}`) as the profile; null without an id. */
export function toProfile(body: unknown): Profile | null {
  const customer = isRecord(body) ? body['customer'] : null;
  if (!isRecord(customer)) return null;
  const id = nonEmpty(customer['id']);
  if (!id) return null;
  const firstName = text(customer['first_name']) ?? '';
  const lastName = text(customer['last_name']) ?? '';
  return {
    id,
    first_name: firstName,
    last_name: lastName,
    name: `${firstName} ${lastName}`.trim(),
    email: text(customer['email']) ?? '',
    phone: text(customer['phone']) ?? '',
    phone_country_code: PHONE_COUNTRY_CODE,
  };
}

function toOrderLine(line: Json, currency: string): OrderLine | null {
  const id = nonEmpty(line['id']);
  const quantity = finite(line['quantity']);
  if (!id || quantity === null) return null;
  const unitPrice = toMinorUnits(finite(line['unit_price']) ?? 0, currency);
  const total = finite(line['total']);
  return {
    id,
    title: nonEmpty(line['title']) ?? text(line['product_title']) ?? '',
    quantity,
    unitPrice,
    total: total === null ? unitPrice * quantity : toMinorUnits(total, currency),
    thumbnail: text(line['thumbnail']),
  };
}

function toOrder(order: Json): Order | null {
  const id = nonEmpty(order['id']);
  const createdAt = nonEmpty(order['created_at']);
  if (!id || !createdAt) return null;
  const currency = text(order['currency_code']) ?? '';
  const items = records(order['items']).map((line) => toOrderLine(line, currency)).filter((line): line is OrderLine => line !== null);
  const total = finite(order['total']);
  return {
    id,
    displayId: finite(order['display_id']),
    createdAt,
    status: text(order['status']) ?? '',
    items,
    total: total === null ? items.reduce((sum, line) => sum + line.total, 0) : toMinorUnits(total, currency),
  };
}

/** The orders of `GET /store/orders` (money in paise) and Medusa's `count`; null when not an order list. */
export function toOrdersPage(body: unknown): { readonly items: Order[]; readonly count: number } | null {
  if (!isRecord(body) || !Array.isArray(body['orders'])) return null;
  const items = records(body['orders']).map(toOrder).filter((order): order is Order => order !== null);
  return { items, count: finite(body['count']) ?? items.length };
}
