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
import * as v from 'valibot';
import { isFiniteNumber } from '../json';
import { DELIVERY_ZONES, type DeliveryZone } from '../checkout/checkout-policy';
import {
  finiteNumber,
  jsonObject,
  listOrEmpty,
  nonEmptyOrNull,
  numberOrNull,
  parsedOrNull,
  readableItems,
  stringOrEmpty,
} from '../json.schema';
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

const TOTALS = {
  item_subtotal: v.optional(v.unknown()),
  subtotal: v.optional(v.unknown()),
  shipping_total: numberOrNull,
  discount_total: numberOrNull,
  total: numberOrNull,
  metadata: v.fallback(jsonObject({ cod_fee: numberOrNull }), { cod_fee: null }),
};
type RawTotals = v.InferOutput<ReturnType<typeof jsonObject<typeof TOTALS>>>;

const CartSchema = jsonObject({ ...TOTALS, id: v.string(), items: v.array(v.unknown()) });
const CartAnswerSchema = jsonObject({ cart: CartSchema });
const SessionSchema = jsonObject({ provider_id: stringOrEmpty });
const CollectionSchema = jsonObject({ payment_sessions: listOrEmpty });
const OrderLineSchema = jsonObject({
  id: v.string(),
  quantity: finiteNumber,
  title: stringOrEmpty,
  product_title: stringOrEmpty,
  variant_title: nonEmptyOrNull,
  unit_price: numberOrNull,
  total: numberOrNull,
  discount_total: numberOrNull,
  thumbnail: nonEmptyOrNull,
  variant_id: nonEmptyOrNull,
});
const OrderSchema = jsonObject({
  ...TOTALS,
  id: v.string(),
  items: v.array(v.unknown()),
  payment_collections: listOrEmpty,
  display_id: v.fallback(v.nullable(v.union([finiteNumber, v.string()])), null),
  created_at: stringOrEmpty,
  email: nonEmptyOrNull,
  shipping_address: v.optional(v.unknown()),
});
const OrderAnswerSchema = jsonObject({ order: OrderSchema });
const ShippingOptionSchema = jsonObject({
  id: v.string(),
  name: stringOrEmpty,
  type: v.fallback(jsonObject({ label: stringOrEmpty, description: nonEmptyOrNull }), { label: '', description: null }),
  amount: v.optional(v.unknown()),
  calculated_price: v.fallback(v.nullable(jsonObject({ calculated_amount: v.optional(v.unknown()) })), null),
});
const ShippingOptionsAnswerSchema = jsonObject({ shipping_options: v.array(v.unknown()) });
const DELIVERY_ZONE_NAMES = Object.keys(DELIVERY_ZONES) as DeliveryZone[];
const PinCodeAnswerSchema = jsonObject({
  pincode: jsonObject({
    serviceable: v.boolean(),
    city: nonEmptyOrNull,
    state: nonEmptyOrNull,
    zone: v.fallback(v.optional(v.picklist(DELIVERY_ZONE_NAMES)), undefined),
  }),
});
const PaymentCollectionAnswerSchema = jsonObject({ payment_collection: jsonObject({ id: stringOrEmpty }) });
/** The name of the completion error a backend answers when the shipping method does not reach the address. */
export const SHIPPING_METHOD_INVALID = 'shipping_method_invalid';
const CompletionAnswerSchema = jsonObject({
  type: v.string(),
  order: v.optional(v.unknown()),
  cart: v.optional(v.unknown()),
  error: v.fallback(jsonObject({ message: stringOrEmpty, name: v.fallback(v.string(), '') }), {
    message: '',
    name: '',
  }),
});

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
        const found = parsedOrNull(PinCodeAnswerSchema, body)?.pincode;
        if (!found) return null;
        const info = { pinCode, serviceable: found.serviceable, city: found.city, state: found.state };
        return found.zone ? { ...info, zone: found.zone } : info;
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
  const paise = (value: unknown): number => (isFiniteNumber(value) ? money.toMinor(value) : 0);
  const cartPath = (cartId: string) => `/store/carts/${encodeURIComponent(cartId)}`;

  const line = (value: unknown): CartItem | null => {
    const item = toCartItem(value);
    return (
      item && {
        ...item,
        price: money.toMinor(item.price),
        total: money.toMinor(item.total),
        ...(item.discount_total ? { discount_total: money.toMinor(item.discount_total) } : {}),
      }
    );
  };
  const totals = (value: RawTotals): CheckoutTotals => {
    const subtotal = paise(value.item_subtotal ?? value.subtotal);
    const shipping = paise(value.shipping_total);
    const discount = paise(value.discount_total);
    const total = value.total === null ? subtotal - discount + shipping : paise(value.total);
    return {
      subtotal,
      ...(discount > 0 ? { discount } : {}),
      shipping,
      paymentFee: paise(value.metadata.cod_fee),
      total,
    };
  };
  const toCart = (value: v.InferOutput<typeof CartSchema>): CheckoutCart => ({
    id: value.id,
    items: value.items.map(line).filter((item): item is CartItem => item !== null),
    totals: totals(value),
  });
  const cart = (value: unknown): CheckoutCart | null => {
    const read = parsedOrNull(CartSchema, value);
    return read && toCart(read);
  };
  const cartAnswer = (body: unknown): CheckoutCart | null => {
    const read = parsedOrNull(CartAnswerSchema, body);
    return read && toCart(read.cart);
  };
  const method = (collections: readonly unknown[]): PaymentMethodId | null => {
    const sessions = readableItems(CollectionSchema, collections).flatMap((collection) => collection.payment_sessions);
    const isSystem = (session: unknown) => parsedOrNull(SessionSchema, session)?.provider_id.startsWith('pp_system');
    return sessions.length === 0 || sessions.some(isSystem) ? 'cod' : null;
  };
  const orderLine = (value: v.InferOutput<typeof OrderLineSchema>): PlacedOrderLine => ({
    id: value.id,
    title: value.title || value.product_title,
    variantTitle: value.variant_title,
    quantity: value.quantity,
    unitPrice: paise(value.unit_price),
    total: paise(value.total) + paise(value.discount_total),
    thumbnail: value.thumbnail,
    ...(value.variant_id ? { variantId: value.variant_id } : {}),
  });
  const order = (value: v.InferOutput<typeof OrderSchema>): PlacedOrder | null => {
    const paymentMethod = method(value.payment_collections);
    if (!paymentMethod) return null;
    return {
      id: value.id,
      displayId: value.display_id === null ? value.id : String(value.display_id),
      createdAt: value.created_at,
      email: value.email,
      address: fromMedusaAddress(value.shipping_address),
      paymentMethod,
      items: readableItems(OrderLineSchema, value.items).map(orderLine),
      totals: totals(value),
    };
  };
  const orderAnswer = (body: unknown): PlacedOrder | null => {
    const read = parsedOrNull(OrderAnswerSchema, body);
    return read && order(read.order);
  };
  const shippingOption = (value: v.InferOutput<typeof ShippingOptionSchema>): ShippingOption | null => {
    const amount = value.amount ?? value.calculated_price?.calculated_amount;
    if (!isFiniteNumber(amount)) return null;
    return {
      id: value.id,
      name: value.name || value.type.label,
      amount: money.toMinor(amount),
      promise: value.type.description,
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
            const options = parsedOrNull(ShippingOptionsAnswerSchema, body)?.shipping_options;
            if (options === undefined) return null;
            return readableItems(ShippingOptionSchema, options)
              .map(shippingOption)
              .filter((option): option is ShippingOption => option !== null);
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
          const collection = parsedOrNull(PaymentCollectionAnswerSchema, created.body)?.payment_collection.id ?? '';
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
            const answer = parsedOrNull(CompletionAnswerSchema, body);
            if (answer?.type === 'order') {
              const read = parsedOrNull(OrderSchema, answer.order);
              const placed = read && order(read);
              return placed && { type: 'order', order: placed };
            }
            if (answer?.type !== 'cart') return null;
            const reason = answer.error.name === SHIPPING_METHOD_INVALID ? { reason: 'delivery' as const } : {};
            return { type: 'cart', cart: cart(answer.cart), message: answer.error.message, ...reason };
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
