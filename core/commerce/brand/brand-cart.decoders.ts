/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import { firstOfEachLine, isLineQuantity, type CartItem } from '../../cart/cart.model';
import { withMrp } from '../../catalog/sale-decode';
import { isFiniteNumber, isJsonObject, stringOrNull } from '../../json';
import { discountFields, lineDiscountOf } from '../line-discount.decoders';

/**
 * One server cart line as a cart-state item, or null when it lacks what the cart needs: an id and a variant id, a whole
 * quantity of at least one, finite money. The item's `total` is before the coupons' discount (the server's `total` is
 * after it, as Medusa's), which it keeps beside it.
 */
export function toCartItem(line: unknown): CartItem | null {
  if (!isJsonObject(line)) return null;
  const { id, title, variant_id: variantId, quantity, unit_price: unitPrice, total } = line;
  if (
    typeof id !== 'string' ||
    id === '' ||
    typeof variantId !== 'string' ||
    variantId === '' ||
    !isLineQuantity(quantity) ||
    !isFiniteNumber(unitPrice)
  )
    return null;
  const discount = lineDiscountOf(line);
  const lineTotal = isFiniteNumber(total) ? total + discount.amount : unitPrice * quantity;
  if (!isFiniteNumber(lineTotal)) return null;
  return {
    id,
    title: typeof title === 'string' ? title : (stringOrNull(line['product_title']) ?? ''),
    thumbnail: stringOrNull(line['thumbnail']),
    quantity,
    price: unitPrice,
    ...withMrp(unitPrice, line['compare_at_unit_price']),
    total: lineTotal,
    variant_id: variantId,
    variant_title: stringOrNull(line['variant_title']),
    product_handle: stringOrNull(line['product_handle']),
    ...discountFields(discount, discount.amount),
  };
}

/**
 * The cart-state items of a server cart (`{ items: [...] }`, money in minor units), or null when
 * the answer is not a cart. Lines that cannot be read are left out rather than shown wrong, and a
 * line named twice is kept once ({@link firstOfEachLine}).
 */
export function toCartItems(cart: unknown): CartItem[] | null {
  if (!isJsonObject(cart) || !Array.isArray(cart['items'])) return null;
  return firstOfEachLine(cart['items'].map(toCartItem).filter((item): item is CartItem => item !== null));
}

/**
 * The cart id of an answer: `cartId` (POST /store/customer/cart) or `cart.id` (POST /store/carts); null when it has
 * none.
 */
export function cartIdOf(body: unknown): string | null {
  const id = isJsonObject(body)
    ? (body['cartId'] ?? (isJsonObject(body['cart']) ? body['cart']['id'] : undefined))
    : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Whether a server cart was completed into an order (`completed_at` set): it is never the shopper's cart again. */
export function isCompletedCart(cart: unknown): boolean {
  return isJsonObject(cart) && typeof cart['completed_at'] === 'string' && cart['completed_at'] !== '';
}
