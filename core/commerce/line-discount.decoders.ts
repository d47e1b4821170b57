/**
 * A server cart line's coupon share, read the same way on both backends (Medusa's line `discount_total` and
 * `adjustments: [{ code }]`; the brand API answers the same shape). Plain decoders on core/json.ts, as the cart's.
 * @packageDocumentation
 */
import type { CartItem } from '../cart/cart.model';
import { isFiniteNumber, isJsonObject, type Json } from '../json';

/** The discount on a line in the server's money (0 when none), and the codes that gave it. */
export interface LineDiscount {
  readonly amount: number;
  readonly codes: readonly string[];
}

/** What the coupons take off a server line; a missing, negative or unreadable discount counts as none. */
export function lineDiscountOf(line: Json): LineDiscount {
  const amount = line['discount_total'];
  const adjustments = Array.isArray(line['adjustments']) ? line['adjustments'] : [];
  const codes = adjustments
    .map((adjustment) => (isJsonObject(adjustment) ? adjustment['code'] : null))
    .filter((code): code is string => typeof code === 'string' && code !== '');
  return { amount: isFiniteNumber(amount) && amount > 0 ? amount : 0, codes: [...new Set(codes)] };
}

/** The cart-item fields of a line's discount (`paise`: it in paise), none when the line has no discount. */
export function discountFields(
  discount: LineDiscount,
  paise: number,
): Pick<CartItem, 'discount_total' | 'promo_codes'> {
  return {
    ...(paise > 0 ? { discount_total: paise } : {}),
    ...(discount.codes.length > 0 ? { promo_codes: discount.codes } : {}),
  };
}
