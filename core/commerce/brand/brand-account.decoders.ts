import * as v from 'valibot';
import type { Order, OrderLine, Profile } from '../../account/account.model';
import { PHONE_COUNTRY_CODE } from '../../account/account.model';
import {
  finiteNumber,
  jsonObject,
  listOrEmpty,
  numberOrNull,
  parsedOrNull,
  readableItems,
  stringOrEmpty,
  stringOrNull,
} from '../../json.schema';

const ProfileSchema = v.pipe(
  jsonObject({
    id: v.union([v.pipe(v.string(), v.nonEmpty()), v.number()]),
    first_name: stringOrEmpty,
    last_name: stringOrEmpty,
    name: stringOrEmpty,
    email: stringOrEmpty,
    phone: stringOrEmpty,
    phone_country_code: stringOrEmpty,
  }),
  v.transform((customer): Profile => ({
    id: String(customer.id),
    first_name: customer.first_name,
    last_name: customer.last_name,
    name: customer.name || `${customer.first_name} ${customer.last_name}`.trim(),
    email: customer.email,
    phone: customer.phone,
    phone_country_code: customer.phone_country_code || PHONE_COUNTRY_CODE,
  })),
);

const LoginSchema = jsonObject({
  access_token: stringOrEmpty,
  accessToken: stringOrEmpty,
  token: stringOrEmpty,
  refresh_token: stringOrEmpty,
  refreshToken: stringOrEmpty,
  customer: v.optional(v.unknown()),
  user: v.optional(v.unknown()),
});

const OrderLineSchema = v.pipe(
  jsonObject({
    id: v.string(),
    quantity: finiteNumber,
    unit_price: numberOrNull,
    total: numberOrNull,
    title: stringOrEmpty,
    product_title: stringOrEmpty,
    variant_title: stringOrEmpty,
    thumbnail: stringOrNull,
    variant_id: stringOrEmpty,
  }),
  v.transform((line): OrderLine => ({
    id: line.id,
    title: line.title || line.product_title,
    ...(line.variant_title.trim() ? { variantTitle: line.variant_title.trim() } : {}),
    quantity: line.quantity,
    unitPrice: line.unit_price ?? 0,
    total: line.total ?? (line.unit_price ?? 0) * line.quantity,
    thumbnail: line.thumbnail,
    ...(line.variant_id.trim() ? { variantId: line.variant_id.trim() } : {}),
  })),
);

const OrderSchema = v.pipe(
  jsonObject({
    id: v.string(),
    created_at: v.string(),
    display_id: numberOrNull,
    status: stringOrEmpty,
    items: listOrEmpty,
    total: numberOrNull,
  }),
  v.transform((order): Order => {
    const items = readableItems(OrderLineSchema, order.items);
    return {
      id: order.id,
      displayId: order.display_id,
      createdAt: order.created_at,
      status: order.status,
      items,
      total: order.total ?? items.reduce((sum, line) => sum + line.total, 0),
    };
  }),
);

const OrdersSchema = jsonObject({ orders: v.array(v.unknown()), count: numberOrNull });

/** A customer (`/store/customers/me`, or the one verify-otp returns) as a profile; null without an id. */
export function toProfile(value: unknown): Profile | null {
  return parsedOrNull(ProfileSchema, value);
}

/** What a verify-otp answer grants: the tokens and the customer; null when it grants nothing usable. */
export function toLogin(body: unknown): { accessToken: string; refreshToken: string | null; profile: Profile } | null {
  const login = parsedOrNull(LoginSchema, body);
  if (login === null) return null;
  const accessToken = login.access_token || login.accessToken || login.token;
  const refreshToken = login.refresh_token || login.refreshToken || null;
  const profile = toProfile(login.customer ?? login.user);
  return accessToken && profile ? { accessToken, refreshToken, profile } : null;
}

/** The orders of a `GET /store/orders` answer, newest first as served; null when it is not a list of orders. */
export function toOrders(body: unknown): { orders: Order[]; count: number } | null {
  const page = parsedOrNull(OrdersSchema, body);
  if (page === null) return null;
  const orders = readableItems(OrderSchema, page.orders);
  return { orders, count: page.count ?? orders.length };
}
