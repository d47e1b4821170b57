import type { BackendContext, BackendModule } from '../backend-module';
import { badRequest, notFound } from '../http/http-error';
import type { Router } from '../http/router';
import { Fields } from '../http/validate';
import type { CartService } from '../store/cart-service';
import { CheckoutService } from './checkout-service';
import type { MedusaAddress } from './checkout.model';
import type { OrderBook } from './order-book';
import { lookUpPinCode, PIN_CODE } from './pin-codes';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;
const MAX_ID_LENGTH = 200;

/**
 * Reads a Medusa address (`first_name`, `address_1`, `province`, `postal_code`, `country_code` 'in'...), 400 naming the
 * bad field.
 */
export function parseAddress(value: unknown, where: string): MedusaAddress {
  const fields = new Fields(value, where);
  const text = (name: string, required: boolean) => {
    const read = fields.text(name, 200);
    if (required && read === '') throw badRequest(`${where}.${name} is required`);
    return read;
  };
  const country = text('country_code', true).toLowerCase();
  if (country !== 'in') throw badRequest(`${where}.country_code must be 'in': the store delivers in India only`);
  const postalCode = text('postal_code', true);
  if (!PIN_CODE.test(postalCode)) throw badRequest(`${where}.postal_code must be 6 digits not starting with 0`);
  const phone = MOBILE.exec(text('phone', true).replace(/[\s-]/g, ''));
  if (!phone) throw badRequest(`${where}.phone must be a 10-digit Indian mobile number starting with 6-9`);
  return {
    first_name: text('first_name', true),
    last_name: text('last_name', false),
    address_1: text('address_1', true),
    address_2: text('address_2', false),
    city: text('city', true),
    province: text('province', true),
    postal_code: postalCode,
    country_code: 'in',
    phone: `+91${phone[1]}`,
  };
}

function cartRoutes(router: Router, checkout: CheckoutService): void {
  router.get('/store/carts/:id', (ctx) => ({ body: { cart: checkout.view(ctx.params['id'] ?? '') } }));
  router.post('/store/carts/:id', async (ctx) => {
    const fields = new Fields(await ctx.json());
    const emailField = fields.raw('email');
    let email: string | null | undefined;
    if (emailField === null || emailField === '') email = null;
    else if (emailField !== undefined) {
      email = fields.text('email', 254).toLowerCase();
      if (!EMAIL.test(email)) throw badRequest('email must be a valid email address');
    }
    const shipping = fields.raw('shipping_address');
    const billing = fields.raw('billing_address');
    const cart = checkout.update(ctx.params['id'] ?? '', {
      ...(email === undefined ? {} : { email }),
      ...(shipping === undefined ? {} : { shippingAddress: parseAddress(shipping, 'shipping_address') }),
      ...(billing === undefined ? {} : { billingAddress: parseAddress(billing, 'billing_address') }),
    });
    return { body: { cart } };
  });
  router.get('/store/shipping-options', (ctx) => {
    const cartId = ctx.url.searchParams.get('cart_id');
    if (!cartId) throw badRequest('cart_id is required');
    return { body: { shipping_options: checkout.shippingOptions(cartId) } };
  });
  router.post('/store/carts/:id/shipping-methods', async (ctx) => {
    const optionId = new Fields(await ctx.json()).string('option_id', { maxLength: MAX_ID_LENGTH });
    return { body: { cart: checkout.addShippingMethod(ctx.params['id'] ?? '', optionId) } };
  });
  router.post('/store/payment-collections', async (ctx) => {
    const cartId = new Fields(await ctx.json()).string('cart_id', { maxLength: MAX_ID_LENGTH });
    return { body: { payment_collection: checkout.createPaymentCollection(cartId) } };
  });
  router.post('/store/payment-collections/:id/payment-sessions', async (ctx) => {
    const providerId = new Fields(await ctx.json()).string('provider_id', { maxLength: MAX_ID_LENGTH });
    return { body: { payment_collection: checkout.addPaymentSession(ctx.params['id'] ?? '', providerId) } };
  });
}

/**
 * Checkout in Medusa v2's store shapes (money in paise): the cart's email and addresses, shipping
 * options and method, a payment collection with the system provider standing for cash on delivery,
 * and completion (`POST /store/carts/{id}/complete`, idempotent per cart). Also the pin-code
 * lookup `GET /store/pincodes/{pin}` (`{ pincode: { code, serviceable, city, state, zone } }`, 404 for a
 * pin code the table does not know), and under `/__local/`: the placed orders, and price and stock
 * changes that the next completion sees.
 */
export function createCheckoutModule(
  context: BackendContext,
  carts: CartService,
  orders: OrderBook,
  customerIdFor: (bearer: string | null) => string | null,
): BackendModule {
  const checkout = new CheckoutService(carts, orders, () => context.now());
  return {
    name: 'checkout',
    routes(router) {
      router.get('/store/pincodes/:pin', (ctx) => {
        const pin = ctx.params['pin'] ?? '';
        if (!PIN_CODE.test(pin)) throw badRequest('A pin code is 6 digits and does not start with 0');
        const area = lookUpPinCode(pin);
        if (!area) throw notFound(`Pin code ${pin} was not found`);
        const { serviceable, city, state, zone } = area;
        return { body: { pincode: { code: pin, serviceable, city, state, zone } } };
      });
      cartRoutes(router, checkout);
      router.post('/store/carts/:id/complete', (ctx) => ({
        body: checkout.complete(ctx.params['id'] ?? '', customerIdFor(ctx.bearer)),
      }));
    },
    controlRoutes(router) {
      router
        .get('/__local/orders', () => ({ body: { orders: orders.all(), count: orders.all().length } }))
        .post('/__local/checkout/price', async (ctx) => {
          const fields = new Fields(await ctx.json());
          checkout.setPrice(
            fields.string('variant_id', { maxLength: MAX_ID_LENGTH }),
            fields.integer('amount', { min: 1 }),
          );
          return { body: { ok: true } };
        })
        .post('/__local/checkout/stock', async (ctx) => {
          const fields = new Fields(await ctx.json());
          checkout.setSoldOut(
            fields.string('variant_id', { maxLength: MAX_ID_LENGTH }),
            fields.boolean('sold_out', true),
          );
          return { body: { ok: true } };
        });
    },
    reset() {
      checkout.reset();
      orders.reset();
    },
  };
}
