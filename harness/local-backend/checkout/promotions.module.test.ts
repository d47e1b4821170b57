import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson } from '../backend-client.fixture';
import { startLocalBackend, type LocalBackend } from '../local-backend';

let backend: LocalBackend;
const ATTA_5KG = 'variant_fresh_chakki_atta_whole_wheat_5kg';
const TOOR_1KG = 'variant_toor_dal_1kg';
const call = (method: string, path: string, body?: unknown) =>
  requestJson(backend.url, method, path, body === undefined ? {} : { body });

const ADDRESS = {
  first_name: 'Asha',
  last_name: 'Verma',
  address_1: '12 MG Road',
  city: 'Gurugram',
  province: 'Haryana',
  postal_code: '122002',
  country_code: 'in',
  phone: '9876543210',
};

interface Line {
  quantity: number;
  unit_price: number;
  subtotal: number;
  discount_total: number;
  total: number;
  adjustments: { code: string; amount: number }[];
}

async function cartWith(lines: readonly (readonly [string, number])[]): Promise<string> {
  const created = await call('POST', '/store/carts', {
    items: lines.map(([variant_id, quantity]) => ({ variant_id, quantity })),
  });
  return created.body.cart.id as string;
}

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, control: true, log: () => {} });
});
afterAll(async () => {
  await backend?.close();
});

describe('coupon codes on the brand API (Medusa v2 promotion routes)', () => {
  it('GHAR10 takes 10% off every line; the cart answers discount_total, promotions and line adjustments', async () => {
    const cartId = await cartWith([
      [ATTA_5KG, 1],
      [TOOR_1KG, 3],
    ]);
    const applied = await call('POST', `/store/carts/${cartId}/promotions`, { promo_codes: ['GHAR10'] });
    expect(applied.status).toBe(200);
    const cart = applied.body.cart;
    const items = cart.items as Line[];
    for (const item of items) {
      expect(item.subtotal).toBe(item.unit_price * item.quantity);
      expect(item.discount_total).toBe(Math.round(item.subtotal / 10));
      expect(item.total).toBe(item.subtotal - item.discount_total);
      expect(item.adjustments).toEqual([expect.objectContaining({ code: 'GHAR10', amount: item.discount_total })]);
    }
    const discount = items.reduce((sum, item) => sum + item.discount_total, 0);
    expect(discount).toBeGreaterThan(0);
    expect(cart).toMatchObject({
      discount_total: discount,
      subtotal: cart.item_subtotal,
      total: cart.item_subtotal - discount,
      promotions: [{ code: 'GHAR10' }],
    });
    expect((await call('GET', `/store/carts/${cartId}`)).body.cart.discount_total).toBe(discount);
  });

  it('an unknown code and an expired one are refused with 400 and a clear message; nothing is applied', async () => {
    const cartId = await cartWith([[TOOR_1KG, 1]]);
    const unknown = await call('POST', `/store/carts/${cartId}/promotions`, { promo_codes: ['NOSUCH'] });
    expect(unknown).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'The promotion code NOSUCH is invalid' },
    });
    const expired = await call('POST', `/store/carts/${cartId}/promotions`, { promo_codes: ['DIWALI20'] });
    expect(expired).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'The promotion code DIWALI20 has expired' },
    });
    const bad = await call('POST', `/store/carts/${cartId}/promotions`, { promo_codes: 'GHAR10' });
    expect(bad.status).toBe(400);
    const cart = (await call('GET', `/store/carts/${cartId}`)).body.cart;
    expect(cart).toMatchObject({ discount_total: 0, promotions: [] });
  });

  it('DELETE takes the code off again; quantity changes keep the discount at 10%', async () => {
    const cartId = await cartWith([[TOOR_1KG, 1]]);
    await call('POST', `/store/carts/${cartId}/promotions`, { promo_codes: ['GHAR10'] });
    const lineId = (await call('GET', `/store/carts/${cartId}`)).body.cart.items[0].id as string;
    const changed = (await call('POST', `/store/carts/${cartId}/line-items/${lineId}`, { quantity: 4 })).body.cart;
    expect(changed.discount_total).toBe(Math.round(changed.item_subtotal / 10));
    const removed = await call('DELETE', `/store/carts/${cartId}/promotions`, { promo_codes: ['GHAR10'] });
    expect(removed.status).toBe(200);
    expect(removed.body.cart).toMatchObject({ discount_total: 0, promotions: [], total: changed.item_subtotal });
    expect(removed.body.cart.items[0]).toMatchObject({ discount_total: 0, adjustments: [] });
  });

  it('checkout totals subtract the discount, the order keeps it, and the completed cart refuses codes', async () => {
    const cartId = await cartWith([[ATTA_5KG, 2]]);
    await call('POST', `/store/carts/${cartId}/promotions`, { promo_codes: ['GHAR10'] });
    await call('POST', `/store/carts/${cartId}`, { email: null, shipping_address: ADDRESS });
    const options = (await call('GET', `/store/shipping-options?cart_id=${cartId}`)).body.shipping_options;
    await call('POST', `/store/carts/${cartId}/shipping-methods`, { option_id: options[0].id });
    const collection = (await call('POST', '/store/payment-collections', { cart_id: cartId })).body.payment_collection;
    await call('POST', `/store/payment-collections/${collection.id}/payment-sessions`, {
      provider_id: 'pp_system_default',
    });
    const cart = (await call('GET', `/store/carts/${cartId}`)).body.cart;
    expect(cart.discount_total).toBe(Math.round(cart.item_subtotal / 10));
    expect(cart.total).toBe(cart.item_subtotal - cart.discount_total + cart.shipping_total + cart.metadata.cod_fee);
    const placed = await call('POST', `/store/carts/${cartId}/complete`);
    expect(placed.body.type).toBe('order');
    expect(placed.body.order).toMatchObject({
      discount_total: cart.discount_total,
      total: cart.total,
      promotions: [{ code: 'GHAR10' }],
    });
    expect(placed.body.order.items[0]).toMatchObject({
      discount_total: cart.discount_total,
      total: cart.item_subtotal - cart.discount_total,
    });
    const refused = await call('DELETE', `/store/carts/${cartId}/promotions`, { promo_codes: ['GHAR10'] });
    expect(refused).toMatchObject({ status: 400, body: { message: `Cart ${cartId} is already completed.` } });
  });
});
