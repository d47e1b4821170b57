import type { UserData } from '../session/user.model';
import type { Order, OrderLine, Profile } from './account.model';
import { PHONE_COUNTRY_CODE } from './account.model';

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The ten digits of an Indian mobile number typed with or without +91, 91 or 0 in front, spaces,
 * dashes or brackets; null when it is not one (10 digits starting 6, 7, 8 or 9).
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** The OTP's digits when it is six of them, else null. */
export function normalizeOtp(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

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

/** The user-state fields of a profile. */
export const toUserData = (profile: Profile): UserData => ({
  id: profile.id,
  first_name: profile.first_name,
  name: profile.name,
  email: profile.email,
  phone: profile.phone,
  phone_country_code: profile.phone_country_code,
});

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
