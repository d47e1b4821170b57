/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import { firstOfEachLine, isLineQuantity, type CartItem } from '../../cart/cart.model';
import { withMrp } from '../../catalog/sale-decode';
import { toMinorUnits } from './currency-exponent';
import { discountFields, lineDiscountOf } from '../line-discount.decoders';
import { isJsonObject, nonBlankOrNull, numberOrNull, objectsOrEmpty, stringOrNull, type Json } from '../../json';

/** A Medusa cart as the core needs it: its id, region and lines (money in paise). */
export interface MedusaCart {
  readonly id: string;
  readonly regionId: string | null;
  readonly items: CartItem[];
  /** Medusa completed the cart into an order (`completed_at` set): it is never the shopper's cart again. */
  readonly completed: boolean;
}

/** A Medusa line as a cart item; its `total` is before the coupons' discount (Medusa's is after it). */
function toCartItem(line: Json, currency: string): CartItem | null {
  const id = nonBlankOrNull(line['id']);
  const variantId = nonBlankOrNull(line['variant_id']);
  const quantity = line['quantity'];
  const unitPrice = numberOrNull(line['unit_price']);
  if (!id || !variantId || !isLineQuantity(quantity) || unitPrice === null) return null;
  const price = toMinorUnits(unitPrice, currency);
  const total = numberOrNull(line['total']);
  const discount = lineDiscountOf(line);
  const lineTotal = total === null ? price * quantity : toMinorUnits(total + discount.amount, currency);
  if (!Number.isFinite(price) || !Number.isFinite(lineTotal)) return null;
  const compareAt = numberOrNull(line['compare_at_unit_price']);
  return {
    id,
    title: nonBlankOrNull(line['title']) ?? stringOrNull(line['product_title']) ?? '',
    thumbnail: stringOrNull(line['thumbnail']),
    quantity,
    price,
    ...withMrp(price, compareAt === null ? null : toMinorUnits(compareAt, currency)),
    total: lineTotal,
    variant_id: variantId,
    variant_title: stringOrNull(line['variant_title']),
    product_handle: stringOrNull(line['product_handle']),
    ...discountFields(discount, toMinorUnits(discount.amount, currency)),
  };
}

/**
 * A Medusa cart record; null without an id or an items list. Lines that cannot be read are left out, and a line named
 * twice is kept once.
 */
export function toMedusaCart(cart: unknown): MedusaCart | null {
  if (!isJsonObject(cart)) return null;
  const id = nonBlankOrNull(cart['id']);
  if (!id || !Array.isArray(cart['items'])) return null;
  const currency = stringOrNull(cart['currency_code']) ?? '';
  return {
    id,
    regionId: nonBlankOrNull(cart['region_id']),
    completed: nonBlankOrNull(cart['completed_at']) !== null,
    items: firstOfEachLine(
      objectsOrEmpty(cart['items'])
        .map((line) => toCartItem(line, currency))
        .filter((item): item is CartItem => item !== null),
    ),
  };
}

/** The cart of `{cart}` (create, get, add, update) or of a line deletion's `{parent}`; null when neither. */
export function cartOfAnswer(body: unknown): MedusaCart | null {
  if (!isJsonObject(body)) return null;
  return toMedusaCart(body['cart'] ?? body['parent']);
}

/** The id (and region) of a `POST /store/carts` answer, which may come without items when fields leave them out. */
export function createdCartOf(body: unknown): { readonly id: string; readonly regionId: string | null } | null {
  const cart = isJsonObject(body) && isJsonObject(body['cart']) ? body['cart'] : null;
  const id = cart ? nonBlankOrNull(cart['id']) : null;
  return cart && id ? { id, regionId: nonBlankOrNull(cart['region_id']) } : null;
}
