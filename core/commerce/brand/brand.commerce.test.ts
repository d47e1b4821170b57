import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { testEndpoints } from '../../../harness/fakes';
import type { ApiClient } from '../../http/api-client';
import type { HttpResponse } from '../../ports';
import { fieldSelection, selectFields } from '../../../harness/local-backend/store/field-selection';
import { toProduct } from './brand-catalog.decoders';
import { brandCommerce, CARD_FIELDS } from './brand.commerce';

/** A client that answers every call with `answer` and records what was asked. */
function answering(answer: HttpResponse) {
  const calls: { method: string; path: string; body?: unknown; options?: unknown }[] = [];
  const call =
    (method: string) =>
    (path: string, ...rest: unknown[]) => {
      calls.push({
        method,
        path,
        ...(method === 'GET' ? { options: rest[0] } : {}),
        ...(method === 'DELETE' ? { options: rest[0], ...(rest[1] === undefined ? {} : { body: rest[1] }) } : {}),
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: rest[0], options: rest[1] }),
      });
      return of(answer);
    };
  const client: ApiClient = {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
    upload: () => of({ status: 200 }),
  };
  return { client, calls };
}

function adapter(answer: HttpResponse) {
  const { client, calls } = answering(answer);
  return { commerce: brandCommerce({ api: client, raw: client, endpoints: testEndpoints() }), calls };
}

describe('brand adapter: adds (SPEC §8)', () => {
  it('a 400 or 404 saying variant not found, or typed invalid_data, is unavailable', async () => {
    for (const answer of [
      { status: 400, body: { message: 'Variant not found: v_9' } },
      { status: 404, body: { type: 'invalid_data', message: 'No such thing' } },
    ]) {
      const result = await firstValueFrom(adapter(answer).commerce.addLine('cart_1', 'v_9', 1));
      expect(result).toEqual({ ok: false, kind: 'unavailable', status: answer.status, message: answer.body.message });
    }
  });

  it('another 400 is invalid and another 404 not found (the cart queue makes a customer cart and retries)', async () => {
    expect(
      await firstValueFrom(
        adapter({ status: 400, body: { message: 'Cart is completed' } }).commerce.addLine('c', 'v', 1),
      ),
    ).toMatchObject({ kind: 'invalid', message: 'Cart is completed' });
    expect(await firstValueFrom(adapter({ status: 404, body: null }).commerce.addLine('c', 'v', 1))).toMatchObject({
      kind: 'notFound',
      message: null,
    });
  });

  it('a 500 saying variant not found is a plain failure; a 2xx without a cart is unreadable', async () => {
    expect(
      await firstValueFrom(
        adapter({ status: 500, body: { message: 'variant not found' } }).commerce.addLine('c', 'v', 1),
      ),
    ).toMatchObject({ kind: 'failed' });
    expect(
      await firstValueFrom(adapter({ status: 200, body: { ok: true } }).commerce.addLine('c', 'v', 1)),
    ).toMatchObject({ kind: 'unreadable', status: 200 });
  });

  it('posts the spec body to the custom line-item route and reads the cart lines', async () => {
    const line = { id: 'li_1', title: 'Atta', variant_id: 'v_1', quantity: 2, unit_price: 7500, total: 15000 };
    const { commerce, calls } = adapter({ status: 200, body: { cart: { id: 'cart_1', items: [line] } } });
    const result = await firstValueFrom(commerce.addLine('cart_1', 'v_1', 2));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/store/customer/cart-line-item',
        body: { variant_id: 'v_1', cart_id: 'cart_1', quantity: 2 },
        options: undefined,
      },
    ]);
    expect(result).toMatchObject({ ok: true, value: [{ id: 'li_1', price: 7500, total: 15000, quantity: 2 }] });
  });
});

describe('brand adapter: a completed cart', () => {
  it('applies and removes a coupon code on the promotions route, reading each line before its discount, with the discount and its code', async () => {
    const discounted = {
      status: 200,
      body: {
        cart: {
          id: 'cart_1',
          discount_total: 3580,
          promotions: [{ id: 'promo_GHAR10', code: 'GHAR10' }],
          items: [
            {
              id: 'cali_1',
              title: 'Atta',
              variant_id: 'v_1',
              quantity: 2,
              unit_price: 17900,
              subtotal: 35800,
              discount_total: 3580,
              total: 32220,
              adjustments: [{ id: 'cali_1_GHAR10', item_id: 'cali_1', code: 'GHAR10', amount: 3580 }],
            },
          ],
        },
      },
    };
    const applying = adapter(discounted);
    const applied = await firstValueFrom(applying.commerce.applyPromotion('cart_1', 'GHAR10'));
    expect(applying.calls).toEqual([
      { method: 'POST', path: '/store/carts/cart_1/promotions', body: { promo_codes: ['GHAR10'] }, options: undefined },
    ]);
    expect(applied).toMatchObject({
      ok: true,
      value: [{ id: 'cali_1', total: 35800, discount_total: 3580, promo_codes: ['GHAR10'] }],
    });
    const removing = adapter({
      status: 400,
      body: { type: 'invalid_data', message: 'The promotion code X is invalid' },
    });
    const removed = await firstValueFrom(removing.commerce.removePromotion('cart_1', 'GHAR10'));
    expect(removing.calls).toEqual([
      { method: 'DELETE', path: '/store/carts/cart_1/promotions', body: { promo_codes: ['GHAR10'] }, options: {} },
    ]);
    expect(removed).toEqual({ ok: false, kind: 'invalid', status: 400, message: 'The promotion code X is invalid' });
  });

  it('read back with completed_at set is completed, and a change refused as already completed is completed', async () => {
    const line = { id: 'li_1', title: 'Atta', variant_id: 'v_1', quantity: 2, unit_price: 7500, total: 15000 };
    const read = await firstValueFrom(
      adapter({
        status: 200,
        body: { cart: { id: 'cart_1', completed_at: '2026-11-27T10:00:00.000Z', items: [line] } },
      }).commerce.cartLines('cart_1'),
    );
    expect(read).toEqual({ ok: false, kind: 'completed', status: 200, message: null });
    const open = await firstValueFrom(
      adapter({ status: 200, body: { cart: { id: 'cart_1', completed_at: null, items: [line] } } }).commerce.cartLines(
        'cart_1',
      ),
    );
    expect(open).toMatchObject({ ok: true, value: { items: [{ id: 'li_1', quantity: 2 }], regionId: null } });
    const refusal = { status: 400, body: { type: 'invalid_data', message: 'Cart cart_1 is already completed.' } };
    const refused = { ok: false, kind: 'completed', status: 400, message: 'Cart cart_1 is already completed.' };
    expect(await firstValueFrom(adapter(refusal).commerce.addLine('cart_1', 'v_1', 1))).toEqual(refused);
    expect(await firstValueFrom(adapter(refusal).commerce.setLineQuantity('cart_1', 'li_1', 3))).toEqual(refused);
    expect(await firstValueFrom(adapter(refusal).commerce.removeLine('cart_1', 'li_1'))).toEqual(refused);
  });
});

describe('brand adapter: what the brand API does not offer', () => {
  it('password login and registration fail without words and send nothing', async () => {
    const { commerce, calls } = adapter({ status: 200, body: {} });
    expect(commerce.loginMethod).toBe('otp');
    const failures = await Promise.all([
      firstValueFrom(commerce.passwordLogin('a@b.in', 'x')),
      firstValueFrom(commerce.register({ email: 'a@b.in', password: 'x', firstName: 'A', lastName: '', phone: null })),
    ]);
    for (const failure of failures) expect(failure).toEqual({ ok: false, kind: 'failed', status: 0, message: null });
    expect(calls).toEqual([]);
  });

  it('checkout is the shared Medusa-shaped requests, in paise, with the local pin-code lookup', async () => {
    const { commerce, calls } = adapter({
      status: 200,
      body: { pincode: { code: '110001', serviceable: true, city: 'New Delhi', state: 'Delhi' } },
    });
    expect(await firstValueFrom(commerce.pinCode('110001'))).toEqual({
      ok: true,
      value: { pinCode: '110001', serviceable: true, city: 'New Delhi', state: 'Delhi' },
    });
    expect(calls.map((call) => call.path)).toEqual(['/store/pincodes/110001']);
  });

  it("saved addresses are Medusa's customer address routes on the local backend", async () => {
    const saved = {
      id: 'addr_1',
      first_name: 'Asha',
      last_name: 'Verma',
      address_1: '12 MG Road',
      address_2: '',
      city: 'Gurugram',
      province: 'Haryana',
      postal_code: '122002',
      country_code: 'in',
      phone: '+919876543210',
    };
    const listed = adapter({ status: 200, body: { addresses: [saved] } });
    expect(await firstValueFrom(listed.commerce.listAddresses())).toEqual({
      ok: true,
      value: [
        {
          id: 'addr_1',
          address: {
            fullName: 'Asha Verma',
            line1: '12 MG Road',
            line2: '',
            city: 'Gurugram',
            state: 'Haryana',
            pinCode: '122002',
            phone: '9876543210',
          },
        },
      ],
    });
    expect(listed.calls).toMatchObject([{ method: 'GET', path: '/store/customers/me/addresses' }]);
    const posted = adapter({ status: 200, body: { customer: { id: 'cus_1', addresses: [saved] } } });
    const address = {
      fullName: 'Asha Verma',
      line1: '12 MG Road',
      line2: '',
      city: 'Gurugram',
      state: 'Haryana',
      pinCode: '122002',
      phone: '9876543210',
    };
    expect(await firstValueFrom(posted.commerce.saveAddress(address))).toMatchObject({
      ok: true,
      value: [{ id: 'addr_1' }],
    });
    expect(posted.calls).toMatchObject([
      {
        method: 'POST',
        path: '/store/customers/me/addresses',
        body: { first_name: 'Asha', address_1: '12 MG Road', postal_code: '122002', country_code: 'in' },
      },
    ]);
  });
});

describe('brand adapter: catalogue', () => {
  it('a category lookup that finds no such handle is not found; a failed lookup stays failed, even a 404', async () => {
    const none = await firstValueFrom(
      adapter({ status: 200, body: { product_categories: [] } }).commerce.category('ghee'),
    );
    expect(none).toMatchObject({ ok: false, kind: 'notFound' });
    const missing = await firstValueFrom(
      adapter({ status: 404, body: { message: 'Not here' } }).commerce.category('ghee'),
    );
    expect(missing).toMatchObject({ ok: false, kind: 'failed', status: 404, message: 'Not here' });
  });

  it("the 'new' rail asks the store for its newest products, as many as the rail shows, with a card's fields", async () => {
    const product = (id: string) => ({
      id,
      handle: id,
      title: id,
      variants: [{ id: `v_${id}`, calculated_price: { calculated_amount: 100 } }],
    });
    const { commerce, calls } = adapter({ status: 200, body: { products: [product('new'), product('mid')] } });
    const result = await firstValueFrom(commerce.rail({ kind: 'new', limit: 2 }, null));
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/store/products',
      options: { query: { order: '-created_at', limit: 2, fields: CARD_FIELDS } },
    });
    expect(result.ok && result.value.map((p) => p.id)).toEqual(['new', 'mid']);
  });

  it('rails and listings ask for the fields a product card shows, and decode them', async () => {
    const { commerce, calls } = adapter({ status: 200, body: { products: [], count: 0 } });
    await firstValueFrom(commerce.rail({ kind: 'bestsellers', limit: 12 }, null));
    await firstValueFrom(commerce.rail({ kind: 'category', handle: 'ghee', limit: 12 }, null));
    await firstValueFrom(
      commerce.listing(
        { id: 'c', handle: 'ghee', name: 'Ghee', description: '', metadata: { L1_page_icon_link: null } },
        'price_asc',
        24,
        0,
        null,
      ),
    );
    expect(
      calls.map((call) => (call.options as { query?: Record<string, unknown> } | undefined)?.query?.['fields']),
    ).toEqual([CARD_FIELDS, CARD_FIELDS, CARD_FIELDS]);
    const full = {
      id: 'p',
      handle: 'p',
      title: 'P',
      thumbnail: '/p.svg',
      description: 'long',
      variants: [
        { id: 'v', title: '1 kg', weight: 1000, calculated_price: { calculated_amount: 100, currency_code: 'inr' } },
      ],
    };
    const card = selectFields(full, fieldSelection(new URLSearchParams({ fields: CARD_FIELDS })));
    expect(toProduct(card)).toEqual({ ...toProduct(full), description: null });
  });
});
