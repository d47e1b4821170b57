import { firstValueFrom, of, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../http/api-client';
import type { HttpResponse } from '../ports';
import type { CommerceContext } from './commerce.port';
import { fromMedusaAddress, toMedusaAddress } from './store-address';
import { createStoreCheckout } from './store-checkout';

interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: unknown;
}

function context(answers: Record<string, { status: number; body: unknown }>): {
  context: CommerceContext;
  calls: Call[];
} {
  const calls: Call[] = [];
  const answer = (method: string, path: string, body?: unknown, headers?: unknown): Observable<HttpResponse> => {
    calls.push({
      method,
      path,
      ...(body === undefined ? {} : { body }),
      ...(headers === undefined ? {} : { headers }),
    });
    const found = answers[`${method} ${path}`] ?? { status: 404, body: { message: 'nothing here' } };
    return of({ ...found, headers: {}, url: path } as unknown as HttpResponse);
  };
  const api = {
    get: (path: string) => answer('GET', path),
    post: (path: string, body?: unknown, options?: { headers?: unknown }) =>
      answer('POST', path, body, options?.headers),
  } as unknown as ApiClient;
  return {
    context: {
      api,
      raw: api,
      endpoints: {} as CommerceContext['endpoints'],
    },
    calls,
  };
}

const RUPEES = { toMinor: (amount: number) => Math.round(amount * 100), fromMinor: (paise: number) => paise / 100 };
const ADDRESS = {
  fullName: 'Asha Rani Verma',
  line1: '12 MG Road',
  line2: '',
  city: 'Gurugram',
  state: 'Haryana',
  pinCode: '122002',
  phone: '9876543210',
};

describe('store checkout (Medusa v2 shapes)', () => {
  it('writes the address in Medusa fields and reads it back', () => {
    const medusa = toMedusaAddress(ADDRESS);
    expect(medusa).toEqual({
      first_name: 'Asha',
      last_name: 'Rani Verma',
      address_1: '12 MG Road',
      address_2: '',
      city: 'Gurugram',
      province: 'Haryana',
      postal_code: '122002',
      country_code: 'in',
      phone: '+919876543210',
    });
    expect(fromMedusaAddress(medusa)).toEqual(ADDRESS);
  });

  it('converts a backend in rupees (Medusa) to paise in totals, options and orders', async () => {
    const cart = {
      id: 'cart_1',
      items: [{ id: 'li_1', title: 'Atta', variant_id: 'v1', quantity: 2, unit_price: 179, total: 358 }],
      item_subtotal: 358,
      shipping_total: 60,
      total: 418,
    };
    const { context: ctx, calls } = context({
      'POST /store/carts/cart_1': { status: 200, body: { cart } },
      'GET /store/shipping-options': {
        status: 200,
        body: { shipping_options: [{ id: 'so_1', name: 'Standard', amount: 60, type: { description: '2-4 days' } }] },
      },
      'POST /store/carts/cart_1/complete': {
        status: 200,
        body: {
          type: 'order',
          order: {
            id: 'order_1',
            display_id: 7,
            items: cart.items,
            total: 418,
            item_subtotal: 358,
            shipping_total: 60,
          },
        },
      },
    });
    const checkout = createStoreCheckout(ctx, RUPEES);
    const saved = await firstValueFrom(
      checkout.setCheckoutDetails('cart_1', { phone: '9876543210', email: null }, ADDRESS),
    );
    expect(saved).toMatchObject({
      ok: true,
      value: {
        totals: { subtotal: 35800, shipping: 6000, paymentFee: 0, total: 41800 },
        items: [{ price: 17900, total: 35800 }],
      },
    });
    expect(calls[0]?.body).toMatchObject({
      email: null,
      shipping_address: { postal_code: '122002' },
      billing_address: { postal_code: '122002' },
    });
    expect(await firstValueFrom(checkout.shippingOptions('cart_1'))).toEqual({
      ok: true,
      value: [{ id: 'so_1', name: 'Standard', amount: 6000, promise: '2-4 days' }],
    });
    const completed = await firstValueFrom(checkout.complete('cart_1', 'key_1'));
    expect(completed).toMatchObject({
      ok: true,
      value: { type: 'order', order: { displayId: '7', paymentMethod: 'cod', totals: { total: 41800 } } },
    });
    expect(calls.at(-1)?.headers).toEqual({ 'idempotency-key': 'key_1' });
  });

  it("converts a line's MRP (compare_at_unit_price) to paise with its price, so the sale shows at checkout on Medusa", async () => {
    const cart = {
      id: 'cart_1',
      items: [
        {
          id: 'li_1',
          title: 'Ghee',
          variant_id: 'v1',
          quantity: 1,
          unit_price: 495,
          compare_at_unit_price: 550,
          total: 495,
        },
        { id: 'li_2', title: 'Atta', variant_id: 'v2', quantity: 1, unit_price: 179, total: 179 },
      ],
      item_subtotal: 674,
      total: 674,
    };
    const { context: ctx } = context({ 'POST /store/carts/cart_1': { status: 200, body: { cart } } });
    const saved = await firstValueFrom(
      createStoreCheckout(ctx, RUPEES).setCheckoutDetails('cart_1', { phone: '9876543210', email: null }, ADDRESS),
    );
    expect(saved.ok && saved.value.items.map((item) => [item.price, item.originalPrice])).toEqual([
      [49500, 55000],
      [17900, undefined],
    ]);
  });

  it('reads the cart again (GET /store/carts/{id}) with its totals in paise, for checkout reopened after a reload', async () => {
    const cart = {
      id: 'cart_1',
      items: [{ id: 'li_1', title: 'Atta', variant_id: 'v1', quantity: 2, unit_price: 179, total: 358 }],
      item_subtotal: 358,
      shipping_total: 60,
      total: 458,
      metadata: { cod_fee: 40 },
    };
    const { context: ctx, calls } = context({ 'GET /store/carts/cart_1': { status: 200, body: { cart } } });
    const checkout = createStoreCheckout(ctx, RUPEES);
    expect(await firstValueFrom(checkout.checkoutCart('cart_1'))).toEqual({
      ok: true,
      value: {
        id: 'cart_1',
        items: [expect.objectContaining({ id: 'li_1', price: 17900, total: 35800 })],
        totals: { subtotal: 35800, shipping: 6000, paymentFee: 4000, total: 45800 },
      },
    });
    expect(calls).toEqual([{ method: 'GET', path: '/store/carts/cart_1' }]);
    expect(await firstValueFrom(checkout.checkoutCart('cart_gone'))).toMatchObject({ ok: false, kind: 'notFound' });
  });

  it('classifies failures and never passes on a body that does not decode', async () => {
    const { context: ctx } = context({
      'POST /store/carts/cart_1/complete': { status: 409, body: { message: 'being completed' } },
      'GET /store/orders/order_1': { status: 200, body: { order: { nope: true } } },
    });
    const checkout = createStoreCheckout(ctx, RUPEES);
    expect(await firstValueFrom(checkout.complete('cart_1', 'k'))).toMatchObject({
      ok: false,
      kind: 'conflict',
      status: 409,
      message: 'being completed',
    });
    expect(await firstValueFrom(checkout.order('order_1'))).toMatchObject({ ok: false, kind: 'unreadable' });
    expect(await firstValueFrom(checkout.selectShippingOption('cart_x', 'so'))).toMatchObject({
      ok: false,
      kind: 'notFound',
    });
  });

  it('asks the given pin-code lookup (a backend without the route answers from elsewhere)', async () => {
    const { context: ctx, calls } = context({});
    const checkout = createStoreCheckout(ctx, RUPEES, () =>
      of({ ok: true, value: { pinCode: '122002', serviceable: true, city: null, state: 'Haryana' } }),
    );
    expect(await firstValueFrom(checkout.pinCode('122002'))).toMatchObject({ ok: true, value: { state: 'Haryana' } });
    expect(calls).toEqual([]);
  });

  it('reads the pin code’s delivery zone when the answer names a known one, and goes on without it otherwise', async () => {
    const answer = (zone: unknown) => ({
      status: 200,
      body: { pincode: { code: '122001', serviceable: true, city: 'Gurugram', state: 'Haryana', zone } },
    });
    const { context: ctx } = context({
      'GET /store/pincodes/122001': answer('ncr'),
      'GET /store/pincodes/122002': answer('moon'),
      'GET /store/pincodes/122003': answer(undefined),
    });
    const checkout = createStoreCheckout(ctx, RUPEES);
    expect(await firstValueFrom(checkout.pinCode('122001'))).toEqual({
      ok: true,
      value: { pinCode: '122001', serviceable: true, city: 'Gurugram', state: 'Haryana', zone: 'ncr' },
    });
    for (const pin of ['122002', '122003']) {
      const result = await firstValueFrom(checkout.pinCode(pin));
      expect(result).toMatchObject({ ok: true, value: { pinCode: pin, serviceable: true } });
      expect(result.ok && 'zone' in result.value).toBe(false);
    }
  });

  it('reads saved addresses, default shipping first, leaving out entries without an id, a first line or a pin code', async () => {
    const entry = (id: string, extra: object) => ({
      id,
      first_name: 'Asha',
      last_name: 'Verma',
      address_1: '12 MG Road',
      address_2: null,
      city: 'Gurugram',
      province: 'Haryana',
      postal_code: '122002',
      country_code: 'in',
      phone: null,
      ...extra,
    });
    const { context: ctx } = context({
      'GET /store/customers/me/addresses': {
        status: 200,
        body: {
          addresses: [
            entry('a1', {}),
            entry('a2', { is_default_shipping: true, address_1: '7 Park Street' }),
            entry('', {}),
            entry('a3', { postal_code: null }),
            'nope',
          ],
        },
      },
    });
    const result = await firstValueFrom(createStoreCheckout(ctx, RUPEES).listAddresses());
    expect(result).toEqual({
      ok: true,
      value: [
        { id: 'a2', address: { ...ADDRESS, fullName: 'Asha Verma', line1: '7 Park Street', phone: '' } },
        { id: 'a1', address: { ...ADDRESS, fullName: 'Asha Verma', phone: '' } },
      ],
    });
  });

  it("a save answered without the customer's addresses is unreadable; a 401 is a failure without the body", async () => {
    const { context: ctx } = context({
      'POST /store/customers/me/addresses': { status: 200, body: { customer: { id: 'cus_1' } } },
    });
    expect(await firstValueFrom(createStoreCheckout(ctx, RUPEES).saveAddress(ADDRESS))).toMatchObject({
      ok: false,
      kind: 'unreadable',
    });
    const { context: denied } = context({
      'POST /store/customers/me/addresses': { status: 401, body: '<html>Unauthorized</html>' },
    });
    expect(await firstValueFrom(createStoreCheckout(denied, RUPEES).saveAddress(ADDRESS))).toEqual({
      ok: false,
      kind: 'failed',
      status: 401,
      message: null,
    });
  });

  it('reads money past any price (beyond 2^53 paise) as unreadable, and a cart answer without an id as unreadable', async () => {
    const line = { id: 'li_1', title: 'Atta', variant_id: 'v1', quantity: 1, unit_price: 179, total: 179 };
    const { context: ctx } = context({
      'GET /store/carts/cart_1': {
        status: 200,
        body: {
          cart: {
            id: 'cart_1',
            items: [line, { ...line, id: 'li_2', unit_price: 1e307, total: 1e307 }],
            item_subtotal: 179,
            shipping_total: 1e307,
            total: 1e307,
          },
        },
      },
      'GET /store/carts/cart_blank': { status: 200, body: { cart: { id: '', items: [] } } },
      'GET /store/shipping-options': {
        status: 200,
        body: {
          shipping_options: [
            { id: 'so_1', name: 'Huge', amount: 1e307 },
            { id: 'so_2', name: 'Standard', amount: 50 },
          ],
        },
      },
    });
    const checkout = createStoreCheckout(ctx, RUPEES);
    expect(await firstValueFrom(checkout.checkoutCart('cart_1'))).toEqual({
      ok: true,
      value: {
        id: 'cart_1',
        items: [expect.objectContaining({ id: 'li_1', price: 17900, total: 17900 })],
        totals: { subtotal: 17900, shipping: 0, paymentFee: 0, total: 17900 },
      },
    });
    expect(await firstValueFrom(checkout.shippingOptions('cart_1'))).toEqual({
      ok: true,
      value: [{ id: 'so_2', name: 'Standard', amount: 5000, promise: null }],
    });
    expect(await firstValueFrom(checkout.checkoutCart('cart_blank'))).toMatchObject({ ok: false, kind: 'unreadable' });
  });

  it('reads malformed answers as unreadable, never throwing, and leaves out entries it cannot read', async () => {
    const { context: ctx } = context({
      'GET /store/shipping-options': {
        status: 200,
        body: {
          shipping_options: [
            null,
            { id: 'so_1', amount: '50' },
            { id: 'so_2', name: 7, type: 'fast', calculated_price: { calculated_amount: 0.4 } },
          ],
        },
      },
      'GET /store/pincodes/122002': { status: 200, body: { pincode: { serviceable: 'yes' } } },
      'POST /store/carts/cart_1/complete': {
        status: 200,
        body: {
          type: 'order',
          order: { id: 'o1', items: [], payment_collections: [{ payment_sessions: [{ provider_id: 'pp_stripe' }] }] },
        },
      },
      'POST /store/carts/cart_2/complete': { status: 200, body: { type: 'cart', cart: [], error: 'declined' } },
      'POST /store/carts/cart_3/complete': { status: 200, body: ['order'] },
      'GET /store/customers/me/addresses': { status: 200, body: { addresses: { a1: {} } } },
      'GET /store/orders/order_2': {
        status: 200,
        body: {
          order: {
            id: 'o2',
            display_id: {},
            total: 'x',
            subtotal: 10,
            metadata: [],
            items: [null, { id: 'l1', quantity: 1, unit_price: 'x' }],
          },
        },
      },
    });
    const checkout = createStoreCheckout(ctx, RUPEES);
    expect(await firstValueFrom(checkout.shippingOptions('cart_1'))).toEqual({
      ok: true,
      value: [{ id: 'so_2', name: '', amount: 40, promise: null }],
    });
    expect(await firstValueFrom(checkout.pinCode('122002'))).toMatchObject({ ok: false, kind: 'unreadable' });
    expect(await firstValueFrom(checkout.complete('cart_1', 'k'))).toMatchObject({ ok: false, kind: 'unreadable' });
    expect(await firstValueFrom(checkout.complete('cart_2', 'k'))).toEqual({
      ok: true,
      value: { type: 'cart', cart: null, message: '' },
    });
    expect(await firstValueFrom(checkout.complete('cart_3', 'k'))).toMatchObject({ ok: false, kind: 'unreadable' });
    expect(await firstValueFrom(checkout.listAddresses())).toMatchObject({ ok: false, kind: 'unreadable' });
    expect(await firstValueFrom(checkout.order('order_2'))).toMatchObject({
      ok: true,
      value: {
        displayId: 'o2',
        paymentMethod: 'cod',
        address: null,
        items: [{ id: 'l1', title: '', quantity: 1, unitPrice: 0, total: 0, variantTitle: null, thumbnail: null }],
        totals: { subtotal: 1000, shipping: 0, paymentFee: 0, total: 1000 },
      },
    });
  });
});
