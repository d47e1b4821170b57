import { map, type Observable } from 'rxjs';
import type { CartItem } from '../../cart/cart.model';
import type { HttpResponse } from '../../ports';
import type { CartCommerce, CartLines, CommerceContext, CommerceResult, CreatedCart } from '../commerce.port';
import { cartOfAnswer, createdCartOf } from './medusa-cart.decode';
import { completedCart, failureOf, medusaErrorType, success } from './medusa-results';
import { isOk, serverMessage } from '../../http/api-client';

/**
 * The cart fields the core reads; `total` makes Medusa compute the line totals, and the lines' `discount_total` and
 * adjustments' codes are the coupons' share of each (the cart's `discount_total` and `promotions` are their sum).
 */
export const CART_FIELDS =
  'id,region_id,currency_code,total,discount_total,promotions.code,items.id,items.title,items.product_title,items.thumbnail,items.quantity,items.unit_price,items.compare_at_unit_price,items.total,items.discount_total,items.adjustments.code,items.variant_id,items.variant_title,items.product_handle';

/** What reading the cart asks for: the lines, and `completed_at` to know a cart Medusa completed into an order. */
export const CART_READ_FIELDS = `${CART_FIELDS},completed_at`;

export const CARTS_PATH = '/store/carts';

const cartPath = (cartId: string) => `${CARTS_PATH}/${encodeURIComponent(cartId)}`;
const linePath = (cartId: string, lineId: string) => `${cartPath(cartId)}/line-items/${encodeURIComponent(lineId)}`;
const promotionsPath = (cartId: string) => `${cartPath(cartId)}/promotions`;

/**
 * SPEC §8 on Medusa: an add refused with 400/404 because the variant does not exist (`Variants
 * ... do not exist or belong to a product that is not published`) or the data is invalid
 * (`type: invalid_data`) is `unavailable`; a cart Medusa does not know (404 `Cart id not found`)
 * stays `notFound`, so the cart queue makes a new cart and retries.
 */
export function addFailureOf(response: HttpResponse): CommerceResult<never> {
  const failure = failureOf(response);
  if (failure.kind === 'completed') return failure;
  const refused = response.status === 400 || response.status === 404;
  const variantGone = /variant/i.test(serverMessage(response) ?? '') && !/cart/i.test(serverMessage(response) ?? '');
  return refused && (medusaErrorType(response) === 'invalid_data' || variantGone)
    ? { ...failure, kind: 'unavailable' }
    : failure;
}

/** The cart in Medusa's stock `/store/carts` routes; money in paise. */
export function createMedusaCart({ api }: CommerceContext): CartCommerce {
  const read = (response: HttpResponse): CommerceResult<CartLines> => {
    if (!isOk(response)) return failureOf(response);
    const cart = cartOfAnswer(response.body);
    if (cart === null) return failureOf(response);
    return cart.completed ? completedCart(response.status) : success({ items: cart.items, regionId: cart.regionId });
  };
  const lines =
    (onFailure: (response: HttpResponse) => CommerceResult<never> = failureOf) =>
    (source: Observable<HttpResponse>): Observable<CommerceResult<readonly CartItem[]>> =>
      source.pipe(
        map((response) => {
          if (!isOk(response)) return onFailure(response);
          const cart = read(response);
          return cart.ok ? success(cart.value.items) : cart;
        }),
      );

  /**
   * A new cart in `regionId`; without one, Medusa's default region (the answer says which). The bearer token, when
   * logged in, makes it the customer's.
   */
  const create = (regionId: string | null) =>
    api.post(CARTS_PATH, regionId ? { region_id: regionId } : {}, { query: { fields: 'id,region_id' } }).pipe(
      map((response): CommerceResult<CreatedCart> => {
        const created = isOk(response) ? createdCartOf(response.body) : null;
        if (created === null) return failureOf(response);
        return success({ cartId: created.id, regionId: created.regionId });
      }),
    );

  return {
    createCart: create,
    createCustomerCart: (_customerId, regionId) => create(regionId),
    cartLines: (cartId) => api.get(cartPath(cartId), { query: { fields: CART_READ_FIELDS } }).pipe(map(read)),
    addLine: (cartId, variantId, quantity) =>
      api
        .post(`${cartPath(cartId)}/line-items`, { variant_id: variantId, quantity }, { query: { fields: CART_FIELDS } })
        .pipe(lines(addFailureOf)),
    setLineQuantity: (cartId, lineId, quantity) =>
      api.post(linePath(cartId, lineId), { quantity }, { query: { fields: CART_FIELDS } }).pipe(lines()),
    removeLine: (cartId, lineId) =>
      api.delete(linePath(cartId, lineId), { query: { fields: CART_FIELDS } }).pipe(lines()),
    applyPromotion: (cartId, code) =>
      api.post(promotionsPath(cartId), { promo_codes: [code] }, { query: { fields: CART_FIELDS } }).pipe(lines()),
    removePromotion: (cartId, code) =>
      api.delete(promotionsPath(cartId), { query: { fields: CART_FIELDS } }, { promo_codes: [code] }).pipe(lines()),
  };
}
