import type { Order, OrderLine, Profile } from '../../account/account.model';
import { PHONE_COUNTRY_CODE } from '../../account/account.model';
import { arrayOrEmpty, isJsonObject, numberOrNull, stringOrEmpty, stringOrNull } from '../../json';

/** A customer (`/store/customers/me`, or the one verify-otp returns) as a profile; null without an id. */
export function toProfile(value: unknown): Profile | null {
  if (!isJsonObject(value)) return null;
  const id = value['id'];
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return null;
  const firstName = stringOrEmpty(value['first_name']);
  const lastName = stringOrEmpty(value['last_name']);
  return {
    id: String(id),
    first_name: firstName,
    last_name: lastName,
    name: stringOrEmpty(value['name']) || `${firstName} ${lastName}`.trim(),
    email: stringOrEmpty(value['email']),
    phone: stringOrEmpty(value['phone']),
    phone_country_code: stringOrEmpty(value['phone_country_code']) || PHONE_COUNTRY_CODE,
  };
}

/** What a verify-otp answer grants: the tokens and the customer; null when it grants nothing usable. */
export function toLogin(body: unknown): { accessToken: string; refreshToken: string | null; profile: Profile } | null {
  if (!isJsonObject(body)) return null;
  const accessToken =
    stringOrEmpty(body['access_token']) || stringOrEmpty(body['accessToken']) || stringOrEmpty(body['token']);
  const refreshToken = stringOrEmpty(body['refresh_token']) || stringOrEmpty(body['refreshToken']) || null;
  const profile = toProfile(body['customer'] ?? body['user']);
  return accessToken && profile ? { accessToken, refreshToken, profile } : null;
}

function toOrderLine(value: unknown): OrderLine | null {
  if (!isJsonObject(value)) return null;
  const quantity = numberOrNull(value['quantity']);
  const unitPrice = numberOrNull(value['unit_price']);
  if (typeof value['id'] !== 'string' || quantity === null) return null;
  return {
    id: value['id'],
    title: stringOrEmpty(value['title']) || stringOrEmpty(value['product_title']),
    quantity,
    unitPrice: unitPrice ?? 0,
    total: numberOrNull(value['total']) ?? (unitPrice ?? 0) * quantity,
    thumbnail: stringOrNull(value['thumbnail']),
  };
}

function toOrder(value: unknown): Order | null {
  if (!isJsonObject(value) || typeof value['id'] !== 'string' || typeof value['created_at'] !== 'string') return null;
  const items = arrayOrEmpty(value['items'])
    .map(toOrderLine)
    .filter((line): line is OrderLine => line !== null);
  return {
    id: value['id'],
    displayId: numberOrNull(value['display_id']),
    createdAt: value['created_at'],
    status: stringOrEmpty(value['status']),
    items,
    total: numberOrNull(value['total']) ?? items.reduce((sum, line) => sum + line.total, 0),
  };
}

/** The orders of a `GET /store/orders` answer, newest first as served; null when it is not a list of orders. */
export function toOrders(body: unknown): { orders: Order[]; count: number } | null {
  if (!isJsonObject(body) || !Array.isArray(body['orders'])) return null;
  const orders = body['orders'].map(toOrder).filter((order): order is Order => order !== null);
  return { orders, count: numberOrNull(body['count']) ?? orders.length };
}
