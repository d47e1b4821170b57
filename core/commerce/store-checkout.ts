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
import { isFiniteNumber, isJsonObject, nonEmptyOrNull, objectOrEmpty, stringOrEmpty, type Json } from '../json';
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

/** A response as a CommerceResult: a failure by status, `unreadable` when a 2xx answer does not decode. */
export function commerceResult<T>(response: HttpResponse, decode: (body: unknown) => T | null): CommerceResult<T> {
  const value = isOk(response) ? decode(response.body) : null;
  return value === null ? failureOf(response) : success(value);
}

/** `GET /store/pincodes/{pin}` answering `{ pincode: { code, serviceable, city, state } }`. */
export const storePinCodeLookup: PinCodeLookup = (context, pinCode) =>
  context.api.get(`/store/pincodes/${encodeURIComponent(pinCode)}`).pipe(
    map((response) =>
      commerceResult(response, (body) => {
        const found = isJsonObject(body) ? body['pincode'] : null;
        if (!isJsonObject(found) || typeof found['serviceable'] !== 'boolean') return null;
        return {
          pinCode,
          serviceable: found['serviceable'],
          city: nonEmptyOrNull(found['city']),
          state: nonEmptyOrNull(found['state']),
        };
      }),
    ),
  );

/**
 * Checkout through Medusa v2's store routes, shared by the brand adapter (money in paise:
 * identity) and the Medusa adapter (rupees: x100): `POST /store/carts/{id}` (email, addresses),
 * `GET /store/shipping-options?cart_id=`, `POST /store/carts/{id}/shipping-methods`,
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
    return item && { ...item, price: money.toMinor(item.price), total: money.toMinor(item.total) };
  };
  const totals = (value: Json): CheckoutTotals => {
    const metadata = objectOrEmpty(value['metadata']);
    const subtotal = paise(value['item_subtotal'] ?? value['subtotal']);
    const shipping = paise(value['shipping_total']);
    return {
      subtotal,
      shipping,
      paymentFee: paise(metadata['cod_fee']),
      total: isFiniteNumber(value['total']) ? paise(value['total']) : subtotal + shipping,
    };
  };
  const cart = (value: unknown): CheckoutCart | null => {
    if (!isJsonObject(value) || typeof value['id'] !== 'string' || !Array.isArray(value['items'])) return null;
    const items = value['items'].map(line).filter((item): item is CartItem => item !== null);
    return { id: value['id'], items, totals: totals(value) };
  };
  const cartAnswer = (body: unknown) => (isJsonObject(body) ? cart(body['cart']) : null);
  const method = (value: Json): PaymentMethodId | null => {
    const collections = Array.isArray(value['payment_collections']) ? value['payment_collections'] : [];
    const providers = collections.flatMap((collection) =>
      isJsonObject(collection) && Array.isArray(collection['payment_sessions']) ? collection['payment_sessions'] : [],
    );
    return providers.length === 0 ||
      providers.some(
        (session) => isJsonObject(session) && stringOrEmpty(session['provider_id']).startsWith('pp_system'),
      )
      ? 'cod'
      : null;
  };
  const orderLine = (value: unknown): PlacedOrderLine | null => {
    if (!isJsonObject(value) || typeof value['id'] !== 'string' || !isFiniteNumber(value['quantity'])) return null;
    return {
      id: value['id'],
      title: stringOrEmpty(value['title']) || stringOrEmpty(value['product_title']),
      variantTitle: nonEmptyOrNull(value['variant_title']),
      quantity: value['quantity'],
      unitPrice: paise(value['unit_price']),
      total: paise(value['total']),
      thumbnail: nonEmptyOrNull(value['thumbnail']),
    };
  };
  const order = (value: unknown): PlacedOrder | null => {
    if (!isJsonObject(value) || typeof value['id'] !== 'string' || !Array.isArray(value['items'])) return null;
    const paymentMethod = method(value);
    if (!paymentMethod) return null;
    const displayId = value['display_id'];
    return {
      id: value['id'],
      displayId: isFiniteNumber(displayId) || typeof displayId === 'string' ? String(displayId) : value['id'],
      createdAt: stringOrEmpty(value['created_at']),
      email: nonEmptyOrNull(value['email']),
      address: fromMedusaAddress(value['shipping_address']),
      paymentMethod,
      items: value['items'].map(orderLine).filter((item): item is PlacedOrderLine => item !== null),
      totals: totals(value),
    };
  };
  const shippingOption = (value: unknown): ShippingOption | null => {
    if (!isJsonObject(value) || typeof value['id'] !== 'string') return null;
    const type = objectOrEmpty(value['type']);
    const amount =
      value['amount'] ??
      (isJsonObject(value['calculated_price']) ? value['calculated_price']['calculated_amount'] : undefined);
    if (!isFiniteNumber(amount)) return null;
    return {
      id: value['id'],
      name: stringOrEmpty(value['name']) || stringOrEmpty(type['label']),
      amount: money.toMinor(amount),
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
            const options = isJsonObject(body) ? body['shipping_options'] : null;
            return Array.isArray(options)
              ? options.map(shippingOption).filter((option): option is ShippingOption => option !== null)
              : null;
          }),
        ),
      ),
    selectShippingOption: (cartId, optionId) =>
      api
        .post(`${cartPath(cartId)}/shipping-methods`, { option_id: optionId })
        .pipe(map((response) => commerceResult(response, cartAnswer))),
    selectPayment: (cartId, paymentMethod) => {
      const failure = (response: HttpResponse) => of(commerceResult<CheckoutCart>(response, () => null));
      return api.post('/store/payment-collections', { cart_id: cartId }).pipe(
        mergeMap((created) => {
          const collection =
            isJsonObject(created.body) && isJsonObject(created.body['payment_collection'])
              ? stringOrEmpty(created.body['payment_collection']['id'])
              : '';
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
            if (!isJsonObject(body)) return null;
            if (body['type'] === 'order') {
              const placed = order(body['order']);
              return placed && { type: 'order', order: placed };
            }
            if (body['type'] !== 'cart') return null;
            const error = isJsonObject(body['error']) ? stringOrEmpty(body['error']['message']) : '';
            return { type: 'cart', cart: cart(body['cart']), message: error };
          }),
        ),
      ),
    order: (orderId) =>
      api
        .get(`/store/orders/${encodeURIComponent(orderId)}`)
        .pipe(
          map((response) => commerceResult(response, (body) => (isJsonObject(body) ? order(body['order']) : null))),
        ),
  };
}

const providerFor = (paymentMethod: PaymentMethodId): string => ({ cod: COD_PROVIDER_ID })[paymentMethod];
