import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStoreBackend, type StoreBackend } from './backend.fixture';
import { NEW_CARTS_PER_CLIENT } from './store.module';

interface Item {
  id: string;
  title: string;
  thumbnail: string;
  quantity: number;
  unit_price: number;
  total: number;
  variant_id: string;
  variant_title: string;
  product_handle: string;
}

interface Cart {
  id: string;
  currency_code: string;
  items: Item[];
  subtotal: number;
  total: number;
  item_count: number;
  item_quantity: number;
}

let server: StoreBackend;
const ATTA_5KG = 'variant_fresh_chakki_atta_whole_wheat_5kg';
const GHEE_500ML = 'variant_a2_desi_cow_ghee_500ml';
const TOOR_1KG = 'variant_toor_dal_1kg';

const newCart = async () => (await server.send<{ cart: Cart }>('POST', '/store/carts', {})).body.cart;
const addLine = (cartId: string, variant_id: string, quantity?: number) =>
  server.send<{ cart: Cart }>('POST', `/store/carts/${cartId}/line-items`, {
    variant_id,
    ...(quantity === undefined ? {} : { quantity }),
  });

beforeAll(async () => {
  server = await startStoreBackend();
});

afterAll(async () => {
  await server?.close();
});

describe('carts', () => {
  it('creates an empty INR cart and answers it by id', async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({
      id: expect.stringMatching(/^cart_/),
      currency_code: 'inr',
      items: [],
      subtotal: 0,
      total: 0,
      item_count: 0,
    });
    expect((await server.get<{ cart: Cart }>(`/store/carts/${cart.id}`)).body.cart.id).toBe(cart.id);
  });

  it("gives a sale line its MRP as Medusa's compare_at_unit_price, and none to a line at MRP (issue 25 item 1)", async () => {
    const cart = await newCart();
    await addLine(cart.id, TOOR_1KG, 1);
    const items = (await addLine(cart.id, 'variant_sharbati_wheat_atta_1kg', 2)).body.cart.items;
    const sharbati = items.find((item) => item.variant_id === 'variant_sharbati_wheat_atta_1kg');
    expect(sharbati).toMatchObject({ unit_price: 9000, compare_at_unit_price: 10300, total: 18000 });
    expect(items.find((item) => item.variant_id === TOOR_1KG)).not.toHaveProperty('compare_at_unit_price');
  });

  it('answers 404 not_found for an unknown cart', async () => {
    const reply = await server.get('/store/carts/cart_nope');
    expect(reply).toEqual(
      expect.objectContaining({
        status: 404,
        body: { type: 'not_found', message: 'Cart with id cart_nope was not found' },
      }),
    );
  });

  it('adds lines, merges the same variant, and totals in paise', async () => {
    const cart = await newCart();
    await addLine(cart.id, ATTA_5KG, 1);
    await addLine(cart.id, GHEE_500ML, 2);
    const merged = (await addLine(cart.id, ATTA_5KG, 2)).body.cart;
    expect(merged.items).toHaveLength(2);
    const atta = merged.items.find((item) => item.variant_id === ATTA_5KG);
    expect(atta).toMatchObject({
      id: expect.stringMatching(/^cali_/),
      title: 'Fresh Chakki Atta (Whole Wheat)',
      thumbnail: '/images/products/fresh-chakki-atta-whole-wheat.svg',
      quantity: 3,
      unit_price: 32500,
      total: 97500,
      variant_title: '5 kg',
      product_handle: 'fresh-chakki-atta-whole-wheat',
    });
    expect(merged).toMatchObject({
      subtotal: 97500 + 2 * 99900,
      total: 97500 + 2 * 99900,
      item_count: 2,
      item_quantity: 5,
    });
  });

  it('updates a line quantity, removes it at 0 and by DELETE', async () => {
    const cart = await newCart();
    await addLine(cart.id, TOOR_1KG);
    const withGhee = (await addLine(cart.id, GHEE_500ML, 1)).body.cart;
    const [toor, ghee] = withGhee.items;
    const updated = (
      await server.send<{ cart: Cart }>('POST', `/store/carts/${cart.id}/line-items/${toor?.id}`, { quantity: 4 })
    ).body.cart;
    expect(updated.items.find((item) => item.id === toor?.id)).toMatchObject({ quantity: 4, total: 4 * 19900 });
    expect(updated.total).toBe(4 * 19900 + 99900);
    const zeroed = (
      await server.send<{ cart: Cart }>('POST', `/store/carts/${cart.id}/line-items/${toor?.id}`, { quantity: 0 })
    ).body.cart;
    expect(zeroed.items.map((item) => item.id)).toEqual([ghee?.id]);
    const deleted = await server.send<{ deleted: boolean; parent: Cart }>(
      'DELETE',
      `/store/carts/${cart.id}/line-items/${ghee?.id}`,
    );
    expect(deleted.body).toEqual({
      id: ghee?.id,
      object: 'line-item',
      deleted: true,
      parent: expect.objectContaining({ id: cart.id, items: [], total: 0 }),
    });
    const gone = await server.send('DELETE', `/store/carts/${cart.id}/line-items/${ghee?.id}`);
    expect(gone).toMatchObject({ status: 404, body: { type: 'not_found' } });
  });

  it('refuses bad line items with 400 and unknown variants with 404', async () => {
    const cart = await newCart();
    expect(await addLine(cart.id, ATTA_5KG, 0)).toMatchObject({ status: 400, body: { type: 'invalid_data' } });
    expect(await addLine(cart.id, ATTA_5KG, 1.5)).toMatchObject({ status: 400, body: { type: 'invalid_data' } });
    expect(await addLine(cart.id, ATTA_5KG, 1000)).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'quantity must be an integer from 1 to 999' },
    });
    expect(await server.send('POST', `/store/carts/${cart.id}/line-items`, { quantity: 1 })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'variant_id is required and must be a non-empty string' },
    });
    expect(await addLine(cart.id, 'variant_nope', 1)).toMatchObject({
      status: 404,
      body: { type: 'not_found', message: 'Variant not found: variant_nope' },
    });
    expect(await addLine('cart_gone', 'variant_nope', 1)).toMatchObject({
      status: 404,
      body: { message: 'Variant not found: variant_nope' },
    });
    expect(await addLine('cart_gone', ATTA_5KG, 1)).toMatchObject({
      status: 404,
      body: { type: 'not_found', message: 'Cart with id cart_gone was not found' },
    });
    expect(await server.postRaw(`/store/carts/${cart.id}/line-items`, '{variant_id:')).toMatchObject({
      status: 400,
      body: { type: 'invalid_data' },
    });
    expect(await server.postRaw(`/store/carts/${cart.id}/line-items`, '[]')).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'body must be a JSON object' },
    });
    expect((await server.get<{ cart: Cart }>(`/store/carts/${cart.id}`)).body.cart.items).toEqual([]);
  });

  it('refuses a merge past 999 units and keeps the line as it was', async () => {
    const cart = await newCart();
    await addLine(cart.id, GHEE_500ML, 998);
    expect(await addLine(cart.id, GHEE_500ML, 2)).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'quantity must be at most 999 per item' },
    });
    expect((await addLine(cart.id, GHEE_500ML, 1)).body.cart.items).toEqual([
      expect.objectContaining({ variant_id: GHEE_500ML, quantity: 999 }),
    ]);
  });

  it('refuses bad line updates with 400 and a missing cart or line with 404', async () => {
    const cart = await newCart();
    const [line] = (await addLine(cart.id, TOOR_1KG, 2)).body.cart.items;
    const update = (cartId: string, lineId: string, body: unknown) =>
      server.send('POST', `/store/carts/${cartId}/line-items/${lineId}`, body);
    expect(await update(cart.id, line?.id ?? '', { quantity: -1 })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'quantity must be an integer from 0 to 999' },
    });
    expect(await update(cart.id, line?.id ?? '', { quantity: 1000 })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data' },
    });
    expect(await update(cart.id, line?.id ?? '', { quantity: '3' })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: 'quantity is required and must be an integer' },
    });
    expect(await update(cart.id, line?.id ?? '', {})).toMatchObject({ status: 400, body: { type: 'invalid_data' } });
    expect(await update('cart_gone', line?.id ?? '', { quantity: 1 })).toMatchObject({
      status: 404,
      body: { type: 'not_found', message: 'Cart with id cart_gone was not found' },
    });
    expect(await update(cart.id, 'cali_nope', { quantity: 1 })).toMatchObject({
      status: 404,
      body: { type: 'not_found', message: expect.stringContaining('cali_nope') },
    });
    expect(await server.send('DELETE', `/store/carts/cart_gone/line-items/${line?.id}`)).toMatchObject({
      status: 404,
      body: { type: 'not_found' },
    });
    expect((await server.get<{ cart: Cart }>(`/store/carts/${cart.id}`)).body.cart.items).toEqual([
      expect.objectContaining({ id: line?.id, quantity: 2 }),
    ]);
  });

  it('creates a cart holding items, merging repeats, and refuses bad items', async () => {
    const create = (body: unknown) => server.send<{ cart: Cart }>('POST', '/store/carts', body);
    const created = await create({
      items: [{ variant_id: TOOR_1KG, quantity: 2 }, { variant_id: GHEE_500ML }, { variant_id: TOOR_1KG, quantity: 1 }],
    });
    expect(created.status).toBe(200);
    expect(created.body.cart.items.map((item) => [item.variant_id, item.quantity])).toEqual([
      [TOOR_1KG, 3],
      [GHEE_500ML, 1],
    ]);
    expect(created.body.cart.total).toBe(3 * 19900 + 99900);
    expect(await create({ items: [{ variant_id: 'variant_nope' }] })).toMatchObject({
      status: 404,
      body: { type: 'not_found' },
    });
    expect(await create({ items: [{ variant_id: TOOR_1KG, quantity: 0 }] })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data' },
    });
    expect(await create({ items: [{ quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { message: 'variant_id is required and must be a non-empty string' },
    });
    expect(await create({ items: ['x'] })).toMatchObject({
      status: 400,
      body: { message: 'items[0] must be a JSON object' },
    });
    expect(await create({ items: 'x' })).toMatchObject({ status: 400, body: { message: 'items must be an array' } });
  });

  it('keeps every one of 20 concurrent adds to one cart', async () => {
    const cart = await newCart();
    const { body } = await server.get<{ products: { variants: { id: string }[] }[] }>('/store/products?limit=20');
    const variants = body.products.map((product) => product.variants[0]?.id ?? '');
    const replies = await Promise.all(variants.map((variant) => addLine(cart.id, variant, 1)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const final = (await server.get<{ cart: Cart }>(`/store/carts/${cart.id}`)).body.cart;
    expect(final.items.map((item) => item.variant_id).sort()).toEqual([...variants].sort());

    expect(new Set(variants).size).toBe(20);
    expect(variants).not.toContain(TOOR_1KG);

    await Promise.all(Array.from({ length: 20 }, () => addLine(cart.id, TOOR_1KG, 1)));
    const toor = (await server.get<{ cart: Cart }>(`/store/carts/${cart.id}`)).body.cart.items.filter(
      (item) => item.variant_id === TOOR_1KG,
    );
    expect(toor).toHaveLength(1);
    expect(toor[0]?.quantity).toBe(20);
  });

  it('forgets carts on reset', async () => {
    const cart = await newCart();
    await fetch(`${server.url}/__local/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect((await server.get(`/store/carts/${cart.id}`)).status).toBe(404);
  });
});

describe('customer cart helpers', () => {
  it('creates a customer cart with an empty body and answers cartId', async () => {
    const response = await fetch(`${server.url}/store/customer/cart`, { method: 'POST' });
    const body = (await response.json()) as { cartId: string };
    expect(response.status).toBe(200);
    expect(body.cartId).toMatch(/^cart_/);
    expect((await server.get(`/store/carts/${body.cartId}`)).status).toBe(200);
  });

  it('refuses a customer id without that customer’s token, and one that is not a string', async () => {
    expect(await server.send('POST', '/store/customer/cart', { customer_id: 'cus_1' })).toMatchObject({
      status: 401,
      body: { type: 'unauthorized' },
    });
    expect(await server.send('POST', '/store/customer/cart', { customer_id: 7 })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data' },
    });
  });

  it('adds a line with quantity defaulting to 1 and merges the same variant', async () => {
    const { cartId } = (await server.send<{ cartId: string }>('POST', '/store/customer/cart', {})).body;
    const first = await server.send<{ cart: Cart }>('POST', '/store/customer/cart-line-item', {
      variant_id: GHEE_500ML,
      cart_id: cartId,
    });
    expect(first.status).toBe(200);
    expect(first.body.cart).toMatchObject({
      id: cartId,
      items: [{ variant_id: GHEE_500ML, quantity: 1, unit_price: 99900, total: 99900 }],
    });
    const second = await server.send<{ cart: Cart }>('POST', '/store/customer/cart-line-item', {
      variant_id: GHEE_500ML,
      cart_id: cartId,
      quantity: 2,
    });
    expect(second.body.cart.items).toEqual([
      expect.objectContaining({ variant_id: GHEE_500ML, quantity: 3, total: 3 * 99900 }),
    ]);
  });

  it('answers the documented errors', async () => {
    const { cartId } = (await server.send<{ cartId: string }>('POST', '/store/customer/cart', {})).body;
    const add = (body: unknown) => server.send('POST', '/store/customer/cart-line-item', body);
    expect(await add({ variant_id: 'variant_nope', cart_id: cartId, quantity: 1 })).toMatchObject({
      status: 404,
      body: { type: 'not_found', message: 'Variant not found: variant_nope' },
    });
    expect(await add({ variant_id: GHEE_500ML, cart_id: 'cart_gone', quantity: 1 })).toMatchObject({
      status: 404,
      body: { type: 'not_found', message: 'Cart with id cart_gone was not found' },
    });
    expect(await add({ cart_id: cartId, quantity: 1 })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: expect.stringContaining('variant_id') },
    });
    expect(await add({ variant_id: GHEE_500ML, quantity: 1 })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data', message: expect.stringContaining('cart_id') },
    });
    expect(await add({ variant_id: GHEE_500ML, cart_id: cartId, quantity: 0 })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data' },
    });
    expect(await add({ variant_id: GHEE_500ML, cart_id: cartId, quantity: '2' })).toMatchObject({
      status: 400,
      body: { type: 'invalid_data' },
    });
    expect(await server.postRaw('/store/customer/cart-line-item', 'not json')).toMatchObject({
      status: 400,
      body: { type: 'invalid_data' },
    });
    expect((await server.get<{ cart: Cart }>(`/store/carts/${cartId}`)).body.cart.items).toEqual([]);
  });
});

describe('a flood of new carts from one client (issue 23 item 3)', () => {
  it(`answers 429 with a JSON error once one address has made ${NEW_CARTS_PER_CLIENT.burst} carts at once`, async () => {
    await server.send('POST', '/__local/reset', {});
    const answers = [];
    for (let index = 0; index < NEW_CARTS_PER_CLIENT.burst + 20; index++) {
      const path = index % 2 === 0 ? '/store/carts' : '/store/customer/cart';
      answers.push(await server.send('POST', path, {}));
    }
    expect(answers.slice(0, NEW_CARTS_PER_CLIENT.burst).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ type: 'not_allowed', message: expect.stringMatching(/Too many new carts/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await server.send('POST', '/__local/reset', {});
    expect((await server.send('POST', '/store/carts', {})).status).toBe(200);
  });
});
