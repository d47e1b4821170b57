import { isLineQuantity, type CartItem } from '../../cart/cart.model';
import { toMinorUnits } from './currency-exponent';
import { finite, isRecord, nonEmpty, records, text, type Json } from './medusa-json';

/** A Medusa cart as the core needs it: its id, region and lines (money in paise). */
export interface MedusaCart {
  readonly id: string;
  readonly regionId: string | null;
  readonly items: CartItem[];
}

function toCartItem(line: Json, currency: string): CartItem | null {
  const id = nonEmpty(line['id']);
  const variantId = nonEmpty(line['variant_id']);
  const quantity = line['quantity'];
  const unitPrice = finite(line['unit_price']);
  if (!id || !variantId || !isLineQuantity(quantity) || unitPrice === null) return null;
  const price = toMinorUnits(unitPrice, currency);
  const total = finite(line['total']);
  const lineTotal = total === null ? price * quantity : toMinorUnits(total, currency);
  if (!Number.isFinite(price) || !Number.isFinite(lineTotal)) return null;
  return {
    id,
    title: nonEmpty(line['title']) ?? text(line['product_title']) ?? '',
    thumbnail: text(line['thumbnail']),
    quantity,
    price,
    total: lineTotal,
    variant_id: variantId,
    variant_title: text(line['variant_title']),
    product_handle: text(line['product_handle']),
  };
}

/** A Medusa cart record; null without an id or an items list. Lines that cannot be read are left out. */
export function toMedusaCart(cart: unknown): MedusaCart | null {
  if (!isRecord(cart)) return null;
  const id = nonEmpty(cart['id']);
  if (!id || !Array.isArray(cart['items'])) return null;
  const currency = text(cart['currency_code']) ?? '';
  return {
    id,
    regionId: nonEmpty(cart['region_id']),
    items: records(cart['items']).map((line) => toCartItem(line, currency)).filter((item): item is CartItem => item !== null),
  };
}

/** The cart of `{cart}` (create, get, add, update) or of a line deletion's `{parent}`; null when neither. */
export function cartOfAnswer(body: unknown): MedusaCart | null {
  if (!isRecord(body)) return null;
  return toMedusaCart(body['cart'] ?? body['parent']);
}

/** The id (and region) of a `POST /store/carts` answer, which may come without items when fields leave them out. */
export function createdCartOf(body: unknown): { readonly id: string; readonly regionId: string | null } | null {
  const cart = isRecord(body) && isRecord(body['cart']) ? body['cart'] : null;
  const id = cart ? nonEmpty(cart['id']) : null;
  return cart && id ? { id, regionId: nonEmpty(cart['region_id']) } : null;
}
