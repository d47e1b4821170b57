import type { Order, OrderLine, Profile } from '../../account/account.model';
import { PHONE_COUNTRY_CODE } from '../../account/account.model';
import {
  isFiniteNumber,
  isJsonObject,
  isString,
  nonEmptyOrNull,
  numberOrNull,
  objectsOrEmpty,
  stringOrEmpty,
  stringOrNull,
  type Json,
} from '../../json';

/** A customer (`/store/customers/me`, or the one verify-otp returns) as a profile; null without an id. */
export function toProfile(value: unknown): Profile | null {
  if (!isJsonObject(value)) return null;
  const given = value['id'];
  const id = typeof given === 'number' && !Number.isNaN(given) ? String(given) : nonEmptyOrNull(given);
  if (id === null) return null;
  const firstName = stringOrEmpty(value['first_name']);
  const lastName = stringOrEmpty(value['last_name']);
  return {
    id,
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

function toOrderLine(line: Json): OrderLine | null {
  const { id, quantity } = line;
  if (!isString(id) || !isFiniteNumber(quantity)) return null;
  const unitPrice = numberOrNull(line['unit_price']) ?? 0;
  const total = numberOrNull(line['total']);
  const variantTitle = stringOrEmpty(line['variant_title']).trim();
  const variantId = stringOrEmpty(line['variant_id']).trim();
  return {
    id,
    title: stringOrEmpty(line['title']) || stringOrEmpty(line['product_title']),
    ...(variantTitle ? { variantTitle } : {}),
    quantity,
    unitPrice,
    total: total ?? unitPrice * quantity,
    thumbnail: stringOrNull(line['thumbnail']),
    ...(variantId ? { variantId } : {}),
  };
}

function toOrder(order: Json): Order | null {
  const { id, created_at: createdAt } = order;
  if (!isString(id) || !isString(createdAt)) return null;
  const items = objectsOrEmpty(order['items']).flatMap((line) => toOrderLine(line) ?? []);
  return {
    id,
    displayId: numberOrNull(order['display_id']),
    createdAt,
    status: stringOrEmpty(order['status']),
    items,
    total: numberOrNull(order['total']) ?? items.reduce((sum, line) => sum + line.total, 0),
  };
}

/** The orders of a `GET /store/orders` answer, newest first as served; null when it is not a list of orders. */
export function toOrders(body: unknown): { orders: Order[]; count: number } | null {
  if (!isJsonObject(body) || !Array.isArray(body['orders'])) return null;
  const orders = objectsOrEmpty(body['orders']).flatMap((order) => toOrder(order) ?? []);
  return { orders, count: numberOrNull(body['count']) ?? orders.length };
}
