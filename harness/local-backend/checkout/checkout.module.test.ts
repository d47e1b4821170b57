import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_POLICY } from '../../../core/checkout/checkout-policy';
import { requestJson } from '../backend-client.fixture';
import { startLocalBackend, type LocalBackend } from '../local-backend';

let backend: LocalBackend;
const ATTA_5KG = 'variant_fresh_chakki_atta_whole_wheat_5kg';
const GHEE_500ML = 'variant_a2_desi_cow_ghee_500ml';
const TOOR_1KG = 'variant_toor_dal_1kg';
const call = (method: string, path: string, body?: unknown, token?: string) =>
  requestJson(backend.url, method, path, { ...(body === undefined ? {} : { body }), ...(token ? { token } : {}) });

const ADDRESS = {
  first_name: 'Asha',
  last_name: 'Verma',
  address_1: '12 MG Road',
  address_2: '',
  city: 'Gurugram',
  province: 'Haryana',
  postal_code: '122002',
  country_code: 'in',
  phone: '9876543210',
};

async function readyCart(
  lines: readonly (readonly [string, number])[],
  address: Record<string, string> = ADDRESS,
): Promise<string> {
  const cartId: string = (
    await call('POST', '/store/carts', { items: lines.map(([variant_id, quantity]) => ({ variant_id, quantity })) })
  ).body.cart.id;
  expect((await call('POST', `/store/carts/${cartId}`, { email: null, shipping_address: address })).status).toBe(200);
  const options = (await call('GET', `/store/shipping-options?cart_id=${cartId}`)).body.shipping_options;
  expect((await call('POST', `/store/carts/${cartId}/shipping-methods`, { option_id: options[0].id })).status).toBe(
    200,
  );
  const collection = (await call('POST', '/store/payment-collections', { cart_id: cartId })).body.payment_collection;
  expect(
    (
      await call('POST', `/store/payment-collections/${collection.id}/payment-sessions`, {
        provider_id: 'pp_system_default',
      })
    ).status,
  ).toBe(200);
  return cartId;
}

async function logIn(phone: string): Promise<string> {
  await call('POST', '/api/v1/auth/login/send-otp', { phone, phone_country_code: '+91' });
  const otp = (await call('GET', `/__local/auth/last-otp?phone=${phone}`)).body.otp;
  return (await call('POST', '/api/v1/auth/login/verify-otp', { phone, phone_country_code: '+91', otp })).body
    .access_token;
}

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, control: true, log: () => {} });
});
afterAll(async () => {
  await backend?.close();
});
beforeEach(async () => {
  await call('POST', '/__local/reset', {});
});

describe('pin codes', () => {
  it('answers city, state and delivery zone of a seeded district, a circle, unserviceable districts, 404 and 400', async () => {
    expect((await call('GET', '/store/pincodes/122002')).body).toEqual({
      pincode: { code: '122002', serviceable: true, city: 'Gurugram', state: 'Haryana', zone: 'ncr' },
    });
    expect((await call('GET', '/store/pincodes/133001')).body.pincode).toEqual({
      code: '133001',
      serviceable: true,
      city: null,
      state: 'Haryana',
      zone: 'rest',
    });
    expect((await call('GET', '/store/pincodes/400001')).body.pincode.zone).toBe('metro');
    expect((await call('GET', '/store/pincodes/175101')).body.pincode.serviceable).toBe(false);
    expect((await call('GET', '/store/pincodes/990001')).status).toBe(404);
    expect((await call('GET', '/store/pincodes/012345')).status).toBe(400);
  });
});

describe('checkout', () => {
  it('refuses an address outside India or with a bad pin code or phone, naming the field', async () => {
    const cartId = (await call('POST', '/store/carts', {})).body.cart.id;
    const refuse = async (change: Record<string, string>, words: RegExp) => {
      const reply = await call('POST', `/store/carts/${cartId}`, { shipping_address: { ...ADDRESS, ...change } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(words);
    };
    await refuse({ country_code: 'us' }, /country_code/);
    await refuse({ postal_code: '012345' }, /postal_code/);
    await refuse({ phone: '5123456789' }, /phone/);
    await refuse({ address_1: ' ' }, /address_1 is required/);
  });

  it('offers Standard delivery with the policy fee below Rs 999, free from it, and none for an unserviceable pin code', async () => {
    const small = (await call('POST', '/store/carts', { items: [{ variant_id: TOOR_1KG, quantity: 1 }] })).body.cart;
    await call('POST', `/store/carts/${small.id}`, { shipping_address: ADDRESS });
    const [option] = (await call('GET', `/store/shipping-options?cart_id=${small.id}`)).body.shipping_options;
    expect(small.subtotal).toBeLessThan(CHECKOUT_POLICY.freeDeliveryFrom);
    expect(option).toMatchObject({
      name: 'Standard',
      amount: CHECKOUT_POLICY.deliveryFee,
      type: { description: '1-2 days' },
    });
    await call('POST', `/store/carts/${small.id}/line-items`, { variant_id: ATTA_5KG, quantity: 3 });
    expect((await call('GET', `/store/shipping-options?cart_id=${small.id}`)).body.shipping_options[0].amount).toBe(0);
    await call('POST', `/store/carts/${small.id}`, { shipping_address: { ...ADDRESS, postal_code: '175101' } });
    expect((await call('GET', `/store/shipping-options?cart_id=${small.id}`)).body.shipping_options).toEqual([]);
  });

  it('completes into an order with COD fee and delivery in the total, once however often it is completed', async () => {
    const cartId = await readyCart([[TOOR_1KG, 1]]);
    const first = await call('POST', `/store/carts/${cartId}/complete`);
    expect(first.body.type).toBe('order');
    const order = first.body.order;
    expect(order.total).toBe(order.item_subtotal + CHECKOUT_POLICY.deliveryFee + CHECKOUT_POLICY.codFee);
    expect(order).toMatchObject({
      display_id: 1101,
      shipping_address: { postal_code: '122002', phone: '+919876543210' },
      metadata: { cod_fee: 4000 },
    });
    const again = await Promise.all([
      call('POST', `/store/carts/${cartId}/complete`),
      call('POST', `/store/carts/${cartId}/complete`),
    ]);
    expect(again.map((reply) => reply.body.order.id)).toEqual([order.id, order.id]);
    expect((await call('GET', '/__local/orders')).body.count).toBe(1);
    expect((await call('GET', `/store/orders/${order.id}`)).body.order.id).toBe(order.id);
  });

  it('answers the cart with what changed when a price moved or a line ran out, and completes after', async () => {
    const cartId = await readyCart([
      [GHEE_500ML, 1],
      [ATTA_5KG, 1],
    ]);
    await call('POST', '/__local/checkout/price', { variant_id: GHEE_500ML, amount: 120_000 });
    await call('POST', '/__local/checkout/stock', { variant_id: ATTA_5KG, sold_out: true });
    const refused = (await call('POST', `/store/carts/${cartId}/complete`)).body;
    expect(refused.type).toBe('cart');
    expect(refused.error.message).toMatch(/out of stock.*now costs Rs 1,200|now costs Rs 1,200.*out of stock/);
    expect(
      refused.cart.items.map((item: { variant_id: string; unit_price: number }) => [item.variant_id, item.unit_price]),
    ).toEqual([[GHEE_500ML, 120_000]]);
    expect((await call('POST', `/store/carts/${cartId}/complete`)).body.type).toBe('order');
  });

  it('refuses cash on delivery over the policy limit', async () => {
    const cartId = await readyCart([[ATTA_5KG, 30]]);
    const refused = (await call('POST', `/store/carts/${cartId}/complete`)).body;
    expect(refused).toMatchObject({
      type: 'cart',
      error: { name: 'cod_limit_exceeded', message: expect.stringContaining('Rs 5,000') },
    });
    expect((await call('GET', '/__local/orders')).body.count).toBe(0);
  });

  it("puts the order first in the logged-in customer's orders", async () => {
    const token = await logIn('9876543210');
    const cartId = await readyCart([[GHEE_500ML, 2]]);
    const order = (await requestJson(backend.url, 'POST', `/store/carts/${cartId}/complete`, { token })).body.order;
    const mine = (await call('GET', '/store/orders', undefined, token)).body;
    expect(mine.orders[0].id).toBe(order.id);
    expect(mine.count).toBe(4);
  });

  it("puts a guest's orders in the orders of the account that logs in with the same mobile (issue 22 item 7)", async () => {
    const logIn = async (phone: string) => {
      await call('POST', '/api/v1/auth/login/send-otp', { phone, phone_country_code: '+91' });
      const otp = (await call('GET', `/__local/auth/last-otp?phone=${phone}`)).body.otp;
      return (await call('POST', '/api/v1/auth/login/verify-otp', { phone, phone_country_code: '+91', otp })).body
        .access_token as string;
    };
    const guest = (phone: string) => readyCart([[TOOR_1KG, 1]], { ...ADDRESS, phone });
    const mine = (await call('POST', `/store/carts/${await guest('9812345678')}/complete`)).body.order;
    const againWithCode = (await call('POST', `/store/carts/${await guest('+91 98123 45678')}/complete`)).body.order;
    const someoneElses = (await call('POST', `/store/carts/${await guest('9912345678')}/complete`)).body.order;
    expect(mine.display_id).toBe(1101);

    const token = await logIn('9812345678');
    const orders = (await call('GET', '/store/orders', undefined, token)).body;
    expect(orders.orders.map((order: { id: string }) => order.id)).toEqual([againWithCode.id, mine.id]);
    expect(orders.count).toBe(2);
    expect((await call('GET', `/store/orders/${mine.id}`, undefined, token)).body.order.customer_id).toEqual(
      expect.stringMatching(/^cus_/),
    );
    const other = await logIn('9912345678');
    expect((await call('GET', '/store/orders', undefined, other)).body.orders[0].id).toBe(someoneElses.id);
  });
});

describe('a completed cart', () => {
  it('answers with completed_at set and refuses lines, quantities and checkout changes as Medusa does (400)', async () => {
    const cartId = await readyCart([[TOOR_1KG, 1]]);
    const lineId: string = (await call('GET', `/store/carts/${cartId}`)).body.cart.items[0].id;
    expect((await call('POST', `/store/carts/${cartId}/complete`)).body.type).toBe('order');
    expect((await call('GET', `/store/carts/${cartId}`)).body.cart.completed_at).toEqual(expect.any(String));
    const refusals = [
      await call('POST', `/store/carts/${cartId}/line-items`, { variant_id: GHEE_500ML, quantity: 1 }),
      await call('POST', '/store/customer/cart-line-item', { cart_id: cartId, variant_id: GHEE_500ML, quantity: 1 }),
      await call('POST', `/store/carts/${cartId}/line-items/${lineId}`, { quantity: 5 }),
      await call('DELETE', `/store/carts/${cartId}/line-items/${lineId}`),
      await call('POST', `/store/carts/${cartId}`, { email: 'asha@example.test' }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ type: 'invalid_data', message: `Cart ${cartId} is already completed.` });
    }
    const after = (await call('GET', `/store/carts/${cartId}`)).body.cart;
    expect(
      after.items.map((item: { variant_id: string; quantity: number }) => [item.variant_id, item.quantity]),
    ).toEqual([[TOOR_1KG, 1]]);
  });
});

describe('an order', () => {
  it('that does not exist is 404 for a guest and for a customer, and a customer cannot read another customer’s', async () => {
    expect((await call('GET', '/store/orders/order_DOESNOTEXIST')).status).toBe(404);
    const asha = await logIn('9876543210');
    expect((await call('GET', '/store/orders/order_DOESNOTEXIST', undefined, asha)).status).toBe(404);
    const cartId = await readyCart([[GHEE_500ML, 1]]);
    const order = (await requestJson(backend.url, 'POST', `/store/carts/${cartId}/complete`, { token: asha })).body
      .order;
    expect((await call('GET', `/store/orders/${order.id}`, undefined, asha)).status).toBe(200);
    const other = await logIn('9123456780');
    expect((await call('GET', `/store/orders/${order.id}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `/store/orders/${order.id}`)).status).toBe(404);
  });
});

describe('completion against a changed address (issue 23 item 5)', () => {
  it.each([
    ['unserviceable', '175001'],
    ['unknown', '999999'],
  ])('refuses an order whose address moved to an %s pin code after delivery was chosen', async (_kind, pin) => {
    const cartId = await readyCart([[TOOR_1KG, 1]]);
    const moved = await call('POST', `/store/carts/${cartId}`, { shipping_address: { ...ADDRESS, postal_code: pin } });
    expect(moved.status).toBe(200);
    const refused = (await call('POST', `/store/carts/${cartId}/complete`)).body;
    expect(refused).toMatchObject({ type: 'cart', error: { name: 'shipping_method_invalid', type: 'not_allowed' } });
    expect((await call('GET', '/__local/orders')).body.count).toBe(0);
    await call('POST', `/store/carts/${cartId}`, { shipping_address: ADDRESS });
    const placed = (await call('POST', `/store/carts/${cartId}/complete`)).body;
    expect(placed.type).toBe('order');
    expect(placed.order.shipping_total).toBe(CHECKOUT_POLICY.deliveryFee);
    expect(placed.order.shipping_methods).toHaveLength(1);
  });
});

describe('the customer of a cart (issue 23 item 4)', () => {
  const ashaToken = async () => {
    await call('POST', '/api/v1/auth/login/send-otp', { phone: '9876543210', phone_country_code: '+91' });
    const otp = (await call('GET', '/__local/auth/last-otp?phone=9876543210')).body.otp;
    return (
      await call('POST', '/api/v1/auth/login/verify-otp', { phone: '9876543210', phone_country_code: '+91', otp })
    ).body.access_token as string;
  };

  it('refuses a customer_id without the bearer token of that customer', async () => {
    expect((await call('POST', '/store/customer/cart', { customer_id: 'cus_local_asha' })).status).toBe(401);
    const stranger = await call('POST', '/store/customer/cart', { customer_id: 'cus_local_asha' }, 'at_forged');
    expect(stranger.status).toBe(401);
  });

  it("keeps a guest's order out of the customer's history, and puts the customer's own cart in it", async () => {
    const token = await ashaToken();
    const guestCart = (await call('POST', '/store/customer/cart', {})).body.cartId as string;
    const own = await call('POST', '/store/customer/cart', { customer_id: 'cus_local_asha' }, token);
    expect(own.status).toBe(200);
    for (const cartId of [guestCart, own.body.cartId as string]) {
      await call('POST', '/store/customer/cart-line-item', { cart_id: cartId, variant_id: TOOR_1KG, quantity: 1 });
      await call('POST', `/store/carts/${cartId}`, { shipping_address: ADDRESS });
      await call('POST', `/store/carts/${cartId}/shipping-methods`, { option_id: 'so_standard' });
      const collection = (await call('POST', '/store/payment-collections', { cart_id: cartId })).body
        .payment_collection;
      await call('POST', `/store/payment-collections/${collection.id}/payment-sessions`, {
        provider_id: 'pp_system_default',
      });
      expect((await call('POST', `/store/carts/${cartId}/complete`)).body.type).toBe('order');
    }
    const history = (await call('GET', '/store/orders', undefined, token)).body.orders as { cart_id?: string }[];
    expect(history.map((order) => order.cart_id)).toContain(own.body.cartId);
    expect(history.map((order) => order.cart_id)).not.toContain(guestCart);
  });
});
