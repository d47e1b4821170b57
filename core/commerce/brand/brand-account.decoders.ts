import type { Order, OrderLine, Profile } from '../../account/account.model';
import { PHONE_COUNTRY_CODE } from '../../account/account.model';

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A customer (`/store/customers/me`, or the one verify-otp returns) as a profile; null without an id. */
export function toProfile(value: unknown): Profile | null {
  if (!isRecord(value)) return null;
  const id = value['id'];
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return null;
  const firstName = text(value['first_name']);
  const lastName = text(value['last_name']);
  return {
    id: String(id),
    first_name: firstName,
    last_name: lastName,
    name: text(value['name']) || `${firstName} ${lastName}`.trim(),
    email: text(value['email']),
    phone: text(value['phone']),
    phone_country_code: text(value['phone_country_code']) || PHONE_COUNTRY_CODE,
  };
}

/** What a verify-otp answer grants: the tokens and the customer; null when it grants nothing usable. */
export function toLogin(body: unknown): { accessToken: string; refreshToken: string | null; profile: Profile } | null {
  if (!isRecord(body)) return null;
  const accessToken = text(body['access_token']) || text(body['accessToken']) || text(body['token']);
  const refreshToken = text(body['refresh_token']) || text(body['refreshToken']) || null;
  const profile = toProfile(body['customer'] ?? body['user']);
  return accessToken && profile ? { accessToken, refreshToken, profile } : null;
}

function toOrderLine(value: unknown): OrderLine | null {
  if (!isRecord(value)) return null;
  const quantity = finite(value['quantity']);
  const unitPrice = finite(value['unit_price']);
  if (typeof value['id'] !== 'string' || quantity === null) return null;
  return {
    id: value['id'],
    title: text(value['title']) || text(value['product_title']),
    quantity,
    unitPrice: unitPrice ?? 0,
    total: finite(value['total']) ?? (unitPrice ?? 0) * quantity,
    thumbnail: typeof value['thumbnail'] === 'string' ? value['thumbnail'] : null,
  };
}

function toOrder(value: unknown): Order | null {
  if (!isRecord(value) || typeof value['id'] !== 'string' || typeof value['created_at'] !== 'string') return null;
  const items = (Array.isArray(value['items']) ? value['items'] : []).map(toOrderLine).filter((line): line is OrderLine => line !== null);
  return {
    id: value['id'],
    displayId: finite(value['display_id']),
    createdAt: value['created_at'],
    status: text(value['status']),
    items,
    total: finite(value['total']) ?? items.reduce((sum, line) => sum + line.total, 0),
  };
}

/** The orders of a `GET /store/orders` answer, newest first as served; null when it is not a list of orders. */
export function toOrders(body: unknown): { orders: Order[]; count: number } | null {
  if (!isRecord(body) || !Array.isArray(body['orders'])) return null;
  const orders = body['orders'].map(toOrder).filter((order): order is Order => order !== null);
  return { orders, count: finite(body['count']) ?? orders.length };
}
