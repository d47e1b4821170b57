import { describe, expect, it } from 'vitest';
import {
  asRecorded,
  loadFixture,
  queryOf,
  replay,
  replayFixture,
  resultOf,
} from '../../../harness/fakes/medusa-fixture-replay';

const recorded = (name: string) => loadFixture(name).exchanges.map((exchange) => exchange.request);

describe('medusa cart on recorded Medusa 2.21 answers', () => {
  it('creates a cart in the region it is given, with the publishable key, and says the region', async () => {
    const fixture = loadFixture('cart-create');
    const { commerce, made } = replayFixture(fixture);
    const created = await resultOf(commerce.createCart(fixture.regionId));
    expect(asRecorded(made)).toEqual(recorded('cart-create'));
    expect(made[0]).toMatchObject({ method: 'POST', body: { region_id: fixture.regionId } });
    expect(made[0]!.headers['x-publishable-api-key']).toBe(fixture.publishableKey);
    expect(created).toEqual({
      ok: true,
      value: { cartId: expect.stringMatching(/^cart_/) as unknown, regionId: fixture.regionId },
    });
  });

  it("without a region, Medusa's default region for the cart, and the answer says which", async () => {
    const fixture = loadFixture('cart-create');
    const { commerce, made } = replay(fixture.exchanges, fixture, { regionId: null });
    const created = await resultOf(commerce.createCart(null));
    expect(made[0]!.body).toEqual({});
    expect(created).toMatchObject({ ok: true, value: { regionId: fixture.regionId } });
  });

  it("the store's first region is GET /store/regions, asked only when called; an answer without one fails", async () => {
    const product = loadFixture('product');
    const regions = (body: unknown) => ({
      request: { method: 'GET' as const, url: '', headers: {} },
      response: { status: 200, body },
    });
    const { commerce, made } = replay([regions({ regions: [{ id: 'reg_first' }, { id: 'reg_other' }] })], product, {
      regionId: null,
    });
    expect(commerce.regions?.configured).toBeNull();
    expect(made).toHaveLength(0);
    expect(await resultOf(commerce.regions!.firstRegion())).toEqual({ ok: true, value: 'reg_first' });
    expect(new URL(made[0]!.url).pathname).toBe('/store/regions');
    expect(queryOf(made[0]!.url)).toEqual({ fields: 'id', limit: '1' });
    expect(made[0]!.headers['x-publishable-api-key']).toBe(product.publishableKey);
    const none = replay([regions({ regions: [] })], product, { regionId: null });
    expect(await resultOf(none.commerce.regions!.firstRegion())).toMatchObject({ ok: false, kind: 'unreadable' });
  });

  it('keeps no region between calls: an adapter that read a cart in another region asks for a product as a fresh one does (issue 24 item 2)', async () => {
    const lines = loadFixture('cart-lines');
    const product = loadFixture('product');
    const elsewhere = {
      ...lines.exchanges[0]!,
      response: {
        ...lines.exchanges[0]!.response,
        body: { cart: { ...(lines.exchanges[0]!.response.body as { cart: object }).cart, region_id: 'reg_elsewhere' } },
      },
    };
    const seasoned = replay([elsewhere, ...product.exchanges], product, { regionId: null });
    const read = await resultOf(seasoned.commerce.cartLines(lines.args[0] as string));
    expect(read).toMatchObject({ ok: true, value: { regionId: 'reg_elsewhere' } });
    await resultOf(seasoned.commerce.product('desi-cow-ghee', product.regionId));
    const fresh = replay(product.exchanges, product, { regionId: null });
    await resultOf(fresh.commerce.product('desi-cow-ghee', product.regionId));
    expect(seasoned.made[1]!.url).toBe(fresh.made[0]!.url);
    expect(queryOf(fresh.made[0]!.url)['region_id']).toBe(product.regionId);
  });

  it('adds a line with POST /store/carts/{id}/line-items {variant_id, quantity}; money in paise', async () => {
    const fixture = loadFixture('cart-add-line');
    const [cartId, variantId] = fixture.args as [string, string, number];
    const { commerce, made } = replayFixture(fixture);
    const lines = await resultOf(commerce.addLine(cartId, variantId, 2));
    expect(asRecorded(made)).toEqual(recorded('cart-add-line'));
    expect(new URL(made[0]!.url).pathname).toBe(`/store/carts/${cartId}/line-items`);
    expect(made[0]!.body).toEqual({ variant_id: variantId, quantity: 2 });
    expect(lines).toEqual({
      ok: true,
      value: [
        {
          id: expect.stringMatching(/^cali_/) as unknown,
          title: 'Desi Cow Ghee',
          thumbnail: '/images/products/desi-cow-ghee.svg',
          quantity: 2,
          price: 64900,
          total: 129800,
          variant_id: variantId,
          variant_title: '500 ml',
          product_handle: 'desi-cow-ghee',
        },
      ],
    });
  });

  it('changes a quantity with POST .../line-items/{line} {quantity}', async () => {
    const fixture = loadFixture('cart-set-quantity');
    const [cartId, lineId] = fixture.args as [string, string, number];
    const { commerce, made } = replayFixture(fixture);
    const lines = await resultOf(commerce.setLineQuantity(cartId, lineId, 3));
    expect(asRecorded(made)).toEqual(recorded('cart-set-quantity'));
    expect(made[0]).toMatchObject({ method: 'POST', body: { quantity: 3 } });
    expect(lines.ok && lines.value.map((line) => [line.quantity, line.total])).toEqual([[3, 194700]]);
  });

  it("removes a line with DELETE, reading the cart from the answer's parent", async () => {
    const fixture = loadFixture('cart-remove-line');
    const [cartId, lineId] = fixture.args as [string, string];
    const { commerce, made } = replayFixture(fixture);
    const lines = await resultOf(commerce.removeLine(cartId, lineId));
    expect(asRecorded(made)).toEqual(recorded('cart-remove-line'));
    expect(made[0]!.method).toBe('DELETE');
    expect(lines.ok && lines.value.map((line) => line.id)).not.toContain(lineId);
    expect(lines.ok && lines.value.length).toBe(1);
  });

  it('reads the lines of a cart', async () => {
    const fixture = loadFixture('cart-lines');
    const { commerce, made } = replayFixture(fixture);
    const lines = await resultOf(commerce.cartLines(fixture.args[0] as string));
    expect(asRecorded(made)).toEqual(recorded('cart-lines'));
    expect(lines.ok && lines.value.items.map((line) => line.price)).toEqual([64900, 124900]);
    expect(lines.ok && lines.value.regionId).toBe(fixture.regionId);
  });

  it('applies GHAR10 with POST /store/carts/{id}/promotions {promo_codes}: each line keeps its total before the discount and carries the discount and the code', async () => {
    const fixture = loadFixture('cart-apply-promotion');
    const [cartId, code] = fixture.args as [string, string];
    const { commerce, made } = replayFixture(fixture);
    const lines = await resultOf(commerce.applyPromotion(cartId, code));
    expect(asRecorded(made)).toEqual(recorded('cart-apply-promotion'));
    expect(made[0]).toMatchObject({ method: 'POST', body: { promo_codes: ['GHAR10'] } });
    expect(new URL(made[0]!.url).pathname).toBe(`/store/carts/${cartId}/promotions`);
    expect(queryOf(made[0]!.url)['fields']).toMatch(/items\.discount_total.*items\.adjustments\.code/);
    expect(
      lines.ok &&
        lines.value.map(({ quantity, price, total, discount_total, promo_codes }) => ({
          quantity,
          price,
          total,
          discount_total,
          promo_codes,
        })),
    ).toEqual([{ quantity: 3, price: 64900, total: 194700, discount_total: 19470, promo_codes: ['GHAR10'] }]);
  });

  it("an unknown code is refused (400 invalid_data) as invalid, with Medusa's words", async () => {
    const fixture = loadFixture('cart-apply-unknown-promotion');
    const [cartId, code] = fixture.args as [string, string];
    const result = await resultOf(replayFixture(fixture).commerce.applyPromotion(cartId, code));
    expect(result).toEqual({
      ok: false,
      kind: 'invalid',
      status: 400,
      message: 'The promotion code NOSUCHCODE is invalid',
    });
  });

  it('removes a code with DELETE /store/carts/{id}/promotions {promo_codes}: the lines lose the discount', async () => {
    const fixture = loadFixture('cart-remove-promotion');
    const [cartId, code] = fixture.args as [string, string];
    const { commerce, made } = replayFixture(fixture);
    const lines = await resultOf(commerce.removePromotion(cartId, code));
    expect(asRecorded(made)).toEqual(recorded('cart-remove-promotion'));
    expect(made[0]).toMatchObject({ method: 'DELETE', body: { promo_codes: ['GHAR10'] } });
    expect(
      lines.ok && lines.value.map(({ total, discount_total, promo_codes }) => ({ total, discount_total, promo_codes })),
    ).toEqual([{ total: 194700, discount_total: undefined, promo_codes: undefined }]);
  });

  it('a cart Medusa does not know (404) is notFound, with its message', async () => {
    const fixture = loadFixture('cart-lines-not-found');
    const lines = await resultOf(replayFixture(fixture).commerce.cartLines(fixture.args[0] as string));
    expect(lines).toEqual({
      ok: false,
      kind: 'notFound',
      status: 404,
      message: "Cart with id 'cart_01NOSUCHCART00000000000000' not found",
    });
    const add = loadFixture('cart-add-to-unknown-cart');
    const [cartId, variantId] = add.args as [string, string];
    expect(await resultOf(replayFixture(add).commerce.addLine(cartId, variantId, 1))).toMatchObject({
      ok: false,
      kind: 'notFound',
      status: 404,
    });
  });

  it('an add of a variant Medusa refuses (400 invalid_data) is unavailable, with its message', async () => {
    const fixture = loadFixture('cart-add-unknown-variant');
    const [cartId, variantId] = fixture.args as [string, string];
    const result = await resultOf(replayFixture(fixture).commerce.addLine(cartId, variantId, 1));
    expect(result).toEqual({
      ok: false,
      kind: 'unavailable',
      status: 400,
      message: 'Variants variant_01NOSUCHVARIANT000000000 do not exist or belong to a product that is not published',
    });
  });

  it('an add answered 404 not_found about a variant is unavailable too; another 400 without invalid_data keeps invalid', async () => {
    const fixture = loadFixture('cart-add-line');
    const [cartId, variantId] = fixture.args as [string, string];
    const variant404 = replayFixture(fixture, {
      answer: () => ({ status: 404, body: { type: 'not_found', message: 'Variant with id: variant_x was not found' } }),
    });
    expect(await resultOf(variant404.commerce.addLine(cartId, variantId, 1))).toMatchObject({
      kind: 'unavailable',
      status: 404,
    });
    const other = replayFixture(fixture, {
      answer: () => ({ status: 400, body: { type: 'unexpected_state', message: 'Cart is completed' } }),
    });
    expect(await resultOf(other.commerce.addLine(cartId, variantId, 1))).toMatchObject({
      kind: 'invalid',
      message: 'Cart is completed',
    });
  });

  it('a cart Medusa completed into an order is completed when read, and its refusal of any change is completed too', async () => {
    const fixture = loadFixture('cart-lines');
    const cartId = fixture.args[0] as string;
    const ordered = replayFixture(fixture, {
      answer: (_index, recorded) => {
        const body = recorded.body as { cart: Record<string, unknown> };
        return { ...recorded, body: { cart: { ...body.cart, completed_at: '2026-11-27T10:00:00.000Z' } } };
      },
    });
    expect(await resultOf(ordered.commerce.cartLines(cartId))).toEqual({
      ok: false,
      kind: 'completed',
      status: 200,
      message: null,
    });
    expect(queryOf(ordered.made[0]!.url)['fields']).toContain('completed_at');
    const refusal = {
      status: 400,
      body: { type: 'invalid_data', message: `Cart ${cartId} is already completed.` },
    };
    const add = loadFixture('cart-add-line');
    const [addCart, variantId] = add.args as [string, string];
    expect(
      await resultOf(replayFixture(add, { answer: () => refusal }).commerce.addLine(addCart, variantId, 1)),
    ).toEqual({
      ok: false,
      kind: 'completed',
      status: 400,
      message: `Cart ${cartId} is already completed.`,
    });
    const set = loadFixture('cart-set-quantity');
    const [setCart, lineId] = set.args as [string, string];
    expect(
      await resultOf(replayFixture(set, { answer: () => refusal }).commerce.setLineQuantity(setCart, lineId, 2)),
    ).toMatchObject({ ok: false, kind: 'completed' });
  });

  it('a malformed cart answer is unreadable, never a throw; a non-JSON error has no message', async () => {
    const fixture = loadFixture('cart-add-line');
    const [cartId, variantId] = fixture.args as [string, string];
    const malformed = replayFixture(fixture, {
      answer: () => ({ status: 200, body: { cart: { id: 'cart_1', items: 'many' } } }),
    });
    expect(await resultOf(malformed.commerce.addLine(cartId, variantId, 1))).toEqual({
      ok: false,
      kind: 'unreadable',
      status: 200,
      message: null,
    });
    const html = replayFixture(fixture, { answer: () => ({ status: 500, body: '<h1>Internal Server Error</h1>' }) });
    expect(await resultOf(html.commerce.addLine(cartId, variantId, 1))).toEqual({
      ok: false,
      kind: 'failed',
      status: 500,
      message: null,
    });
  });

  it("a customer's cart is a fresh cart sent with the shopper's bearer token, which Medusa links to the customer", async () => {
    const fixture = loadFixture('customer-cart-create');
    const token = fixture.exchanges[0]!.request.headers['authorization']!.replace('Bearer ', '');
    const { commerce, made } = replayFixture(fixture, { token });
    const created = await resultOf(commerce.createCustomerCart(fixture.args[0] as string, fixture.regionId));
    expect(asRecorded(made)).toEqual(recorded('customer-cart-create'));
    expect(created.ok).toBe(true);
  });
});
