import { map, mergeMap, of, type Observable } from 'rxjs';
import type { CartItem } from '../cart/cart.model';
import { toCartItem } from './brand/brand-cart.decoders';
import type {
  CheckoutContact,
  CheckoutTotals,
  PaymentMethodId,
  PinCodeInfo,
  PlacedOrder,
  PlacedOrderLine,
  ShippingOption,
} from '../checkout/checkout.model';
import { isOk } from '../http/api-client';
import { failureOf, success } from './commerce-results';
import { createStoreAddresses, fromMedusaAddress, toMedusaAddress } from './store-address';
import type { HttpResponse } from '../ports';
import {
  arrayOrEmpty,
  isFiniteNumber,
  isJsonObject,
  isString,
  nonEmptyOrNull,
  objectOrEmpty,
  objectsOrEmpty,
  stringOrEmpty,
  type Json,
} from '../json';
import { DELIVERY_ZONES, type DeliveryZone } from '../checkout/checkout-policy';
import type { CheckoutCart, CheckoutCommerce, CommerceContext, CommerceResult, Completion } from './commerce.port';

/** How a backend writes money: `toMinor` turns its amount into paise, `fromMinor` paise into its amount. */
export interface MoneyConversion {
  toMinor(amount: number): number;
  fromMinor(paise: number): number;
}

/** The pin-code lookup of a backend; the brand API and the local backend serve `GET /store/pincodes/{pin}`. */
export type PinCodeLookup = (context: CommerceContext, pinCode: string) => Observable<CommerceResult<PinCodeInfo>>;

/** The Medusa system provider, which stands for cash on delivery. */
export const COD_PROVIDER_ID = 'pp_system_default';

const DELIVERY_ZONE_NAMES = Object.keys(DELIVERY_ZONES) as DeliveryZone[];
/** The name of the completion error a backend answers when the shipping method does not reach the address. */
export const SHIPPING_METHOD_INVALID = 'shipping_method_invalid';

/** A response as a CommerceResult: a failure by status, `unreadable` when a 2xx answer does not decode. */
export function commerceResult<T>(response: HttpResponse, decode: (body: unknown) => T | null): CommerceResult<T> {
  const value = isOk(response) ? decode(response.body) : null;
  return value === null ? failureOf(response) : success(value);
}

/**
 * `GET /store/pincodes/{pin}` answering `{ pincode: { code, serviceable, city, state, zone } }`; a zone the storefront
 * does not know, or none, leaves the promise to the days of every zone.
 */
export const storePinCodeLookup: PinCodeLookup = (context, pinCode) =>
  context.api.get(`/store/pincodes/${encodeURIComponent(pinCode)}`).pipe(
    map((response) =>
      commerceResult(response, (body) => {
        const found = objectOrEmpty(objectOrEmpty(body)['pincode']);
        const { serviceable } = found;
        if (typeof serviceable !== 'boolean') return null;
        const info = {
          pinCode,
          serviceable,
          city: nonEmptyOrNull(found['city']),
          state: nonEmptyOrNull(found['state']),
        };
        const zone = DELIVERY_ZONE_NAMES.find((name) => name === found['zone']);
        return zone ? { ...info, zone } : info;
      }),
    ),
  );

/**
 * Checkout through Medusa v2's store routes, shared by the brand adapter (money in paise:
 * identity) and the Medusa adapter (rupees: x100): `POST /store/carts/{id}` (email, addresses),
 * `GET /store/shipping-options?cart_id=`, `GET /store/carts/{id}`, `POST /store/carts/{id}/shipping-methods`,
 * `POST /store/payment-collections`, `POST /store/payment-collections/{id}/payment-sessions`
 * (the system provider as cash on delivery), `POST /store/carts/{id}/complete` and
 * `GET /store/orders/{id}`, and the customer's saved addresses ({@link createStoreAddresses}).
 * The pin-code lookup is the backend's own.
 */
export function createStoreCheckout(
  context: CommerceContext,
  money: MoneyConversion,
  pinCodeLookup: PinCodeLookup = storePinCodeLookup,
): CheckoutCommerce {
  const { api } = context;
  /** An amount in paise; null when it is not a number, or past any price (2^53 paise), where sums stop being exact. */
  const minorOrNull = (value: unknown): number | null => {
    const minor = isFiniteNumber(value) ? money.toMinor(value) : NaN;
    return Math.abs(minor) <= Number.MAX_SAFE_INTEGER ? minor : null;
  };
  const paise = (value: unknown): number => minorOrNull(value) ?? 0;
  const cartPath = (cartId: string) => `/store/carts/${encodeURIComponent(cartId)}`;

  const line = (value: unknown): CartItem | null => {
    const item = toCartItem(value);
    const price = item && minorOrNull(item.price);
    const total = item && minorOrNull(item.total);
    if (item === null || price === null || total === null) return null;
    const { discount_total: discountTotal, originalPrice, ...read } = item;
    const discount = paise(discountTotal);
    const mrp = originalPrice == null ? null : minorOrNull(originalPrice);
    return {
      ...read,
      price,
      total,
      ...(mrp === null ? {} : { originalPrice: mrp }),
      ...(discount > 0 ? { discount_total: discount } : {}),
    };
  };
  const totals = (value: Json): CheckoutTotals => {
    const subtotal = paise(value['item_subtotal'] ?? value['subtotal']);
    const shipping = paise(value['shipping_total']);
    const discount = paise(value['discount_total']);
    const total = minorOrNull(value['total']) ?? subtotal - discount + shipping;
    return {
      subtotal,
      ...(discount > 0 ? { discount } : {}),
      shipping,
      paymentFee: paise(objectOrEmpty(value['metadata'])['cod_fee']),
      total,
    };
  };
  const cart = (value: unknown): CheckoutCart | null => {
    if (!isJsonObject(value)) return null;
    const id = nonEmptyOrNull(value['id']);
    const { items } = value;
    if (id === null || !Array.isArray(items)) return null;
    return { id, items: items.flatMap((item) => line(item) ?? []), totals: totals(value) };
  };
  const cartAnswer = (body: unknown): CheckoutCart | null => cart(objectOrEmpty(body)['cart']);
  const method = (collections: unknown): PaymentMethodId | null => {
    const sessions = objectsOrEmpty(collections).flatMap((collection) => arrayOrEmpty(collection['payment_sessions']));
    const isSystem = (session: unknown) =>
      isJsonObject(session) && stringOrEmpty(session['provider_id']).startsWith('pp_system');
    return sessions.length === 0 || sessions.some(isSystem) ? 'cod' : null;
  };
  const orderLine = (value: Json): PlacedOrderLine | null => {
    const { id, quantity } = value;
    if (!isString(id) || !isFiniteNumber(quantity)) return null;
    const variantId = nonEmptyOrNull(value['variant_id']);
    return {
      id,
      title: stringOrEmpty(value['title']) || stringOrEmpty(value['product_title']),
      variantTitle: nonEmptyOrNull(value['variant_title']),
      quantity,
      unitPrice: paise(value['unit_price']),
      total: paise(value['total']) + paise(value['discount_total']),
      thumbnail: nonEmptyOrNull(value['thumbnail']),
      ...(variantId ? { variantId } : {}),
    };
  };
  const order = (value: unknown): PlacedOrder | null => {
    if (!isJsonObject(value)) return null;
    const { id, items, display_id: displayId } = value;
    const paymentMethod = method(value['payment_collections']);
    if (!isString(id) || !Array.isArray(items) || !paymentMethod) return null;
    return {
      id,
      displayId: isFiniteNumber(displayId) || isString(displayId) ? String(displayId) : id,
      createdAt: stringOrEmpty(value['created_at']),
      email: nonEmptyOrNull(value['email']),
      address: fromMedusaAddress(value['shipping_address']),
      paymentMethod,
      items: objectsOrEmpty(items).flatMap((item) => orderLine(item) ?? []),
      totals: totals(value),
    };
  };
  const orderAnswer = (body: unknown): PlacedOrder | null => order(objectOrEmpty(body)['order']);
  const shippingOption = (value: Json): ShippingOption | null => {
    const { id } = value;
    const type = objectOrEmpty(value['type']);
    const amount = minorOrNull(value['amount'] ?? objectOrEmpty(value['calculated_price'])['calculated_amount']);
    if (!isString(id) || amount === null) return null;
    return {
      id,
      name: stringOrEmpty(value['name']) || stringOrEmpty(type['label']),
      amount,
      promise: nonEmptyOrNull(type['description']),
    };
  };

  return {
    ...createStoreAddresses(api),
    pinCode: (pinCode) => pinCodeLookup(context, pinCode),
    setCheckoutDetails: (cartId, contact: CheckoutContact, address) => {
      const medusaAddress = toMedusaAddress(address);
      return api
        .post(cartPath(cartId), {
          email: contact.email,
          shipping_address: medusaAddress,
          billing_address: medusaAddress,
        })
        .pipe(map((response) => commerceResult(response, cartAnswer)));
    },
    shippingOptions: (cartId) =>
      api.get('/store/shipping-options', { query: { cart_id: cartId } }).pipe(
        map((response) =>
          commerceResult(response, (body) => {
            const options = objectOrEmpty(body)['shipping_options'];
            return Array.isArray(options)
              ? objectsOrEmpty(options).flatMap((option) => shippingOption(option) ?? [])
              : null;
          }),
        ),
      ),
    checkoutCart: (cartId) => api.get(cartPath(cartId)).pipe(map((response) => commerceResult(response, cartAnswer))),
    selectShippingOption: (cartId, optionId) =>
      api
        .post(`${cartPath(cartId)}/shipping-methods`, { option_id: optionId })
        .pipe(map((response) => commerceResult(response, cartAnswer))),
    selectPayment: (cartId, paymentMethod) => {
      const failure = (response: HttpResponse) => of(commerceResult<CheckoutCart>(response, () => null));
      return api.post('/store/payment-collections', { cart_id: cartId }).pipe(
        mergeMap((created) => {
          const collection = stringOrEmpty(objectOrEmpty(objectOrEmpty(created.body)['payment_collection'])['id']);
          if (!isOk(created) || collection === '') return failure(created);
          const sessionPath = `/store/payment-collections/${encodeURIComponent(collection)}/payment-sessions`;
          return api
            .post(sessionPath, { provider_id: providerFor(paymentMethod) })
            .pipe(
              mergeMap((session) =>
                isOk(session)
                  ? api.get(cartPath(cartId)).pipe(map((response) => commerceResult(response, cartAnswer)))
                  : failure(session),
              ),
            );
        }),
      );
    },
    complete: (cartId, idempotencyKey) =>
      api.post(`${cartPath(cartId)}/complete`, {}, { headers: { 'idempotency-key': idempotencyKey } }).pipe(
        map((response) =>
          commerceResult<Completion>(response, (body) => {
            const answer = objectOrEmpty(body);
            if (answer['type'] === 'order') {
              const placed = order(answer['order']);
              return placed && { type: 'order', order: placed };
            }
            if (answer['type'] !== 'cart') return null;
            const error = objectOrEmpty(answer['error']);
            const reason = error['name'] === SHIPPING_METHOD_INVALID ? { reason: 'delivery' as const } : {};
            return { type: 'cart', cart: cart(answer['cart']), message: stringOrEmpty(error['message']), ...reason };
          }),
        ),
      ),
    order: (orderId) =>
      api
        .get(`/store/orders/${encodeURIComponent(orderId)}`)
        .pipe(map((response) => commerceResult(response, orderAnswer))),
  };
}

const providerFor = (paymentMethod: PaymentMethodId): string => ({ cod: COD_PROVIDER_ID })[paymentMethod];
