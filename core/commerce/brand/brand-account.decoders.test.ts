import { describe, expect, it } from 'vitest';
import { toLogin, toOrders, toProfile } from './brand-account.decoders';

describe('brand account decoders', () => {
  it('reads the tokens and customer of a login, or nothing', () => {
    expect(
      toLogin({
        access_token: 'at',
        refresh_token: 'rt',
        customer: { id: 'c1', first_name: 'Asha', last_name: 'Verma' },
      }),
    ).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      profile: {
        id: 'c1',
        first_name: 'Asha',
        last_name: 'Verma',
        name: 'Asha Verma',
        email: '',
        phone: '',
        phone_country_code: '+91',
      },
    });
    expect(toLogin({ access_token: 'at' })).toBeNull();
    expect(toLogin({ customer: { id: 'c1' } })).toBeNull();
  });

  it('reads orders with totals in paise, computing a missing one', () => {
    const page = toOrders({
      orders: [
        {
          id: 'o1',
          created_at: '2025-01-01T00:00:00Z',
          items: [{ id: 'i1', title: 'Atta', quantity: 2, unit_price: 100 }],
        },
        { id: 'bad' },
      ],
    });
    expect(page).toEqual({
      count: 1,
      orders: [
        {
          id: 'o1',
          displayId: null,
          createdAt: '2025-01-01T00:00:00Z',
          status: '',
          total: 200,
          items: [{ id: 'i1', title: 'Atta', quantity: 2, unitPrice: 100, total: 200, thumbnail: null }],
        },
      ],
    });
    expect(toOrders({ orders: null })).toBeNull();
  });

  it.each([
    ['a list', []],
    ['text', 'ok'],
    ['null', null],
    ['a customer without an id', { first_name: 'Asha' }],
    ['an empty id', { id: '' }],
    ['an id that is an object', { id: { value: 'c1' } }],
  ])('reads no profile from %s', (_label, value) => {
    expect(toProfile(value)).toBeNull();
    expect(toLogin({ access_token: 'at', customer: value })).toBeNull();
  });

  it('reads a profile with fields of the wrong type emptied', () => {
    expect(toProfile({ id: 7, first_name: 3, name: null, email: ['a'], phone_country_code: '' })).toEqual({
      id: '7',
      first_name: '',
      last_name: '',
      name: '',
      email: '',
      phone: '',
      phone_country_code: '+91',
    });
  });

  it('reads no orders from an answer that is not a list of orders, and leaves out lines it cannot read', () => {
    for (const body of [[], 'orders', { orders: {} }, { count: 2 }]) expect(toOrders(body)).toBeNull();
    const page = toOrders({
      count: 'many',
      orders: [
        [],
        { id: 'o2', created_at: 5 },
        {
          id: 'o1',
          created_at: 'now',
          total: '9',
          items: [null, { id: 'i1', quantity: '2' }, { id: 'i2', quantity: 1, unit_price: 50 }],
        },
      ],
    });
    expect(page).toEqual({
      count: 1,
      orders: [
        {
          id: 'o1',
          displayId: null,
          createdAt: 'now',
          status: '',
          total: 50,
          items: [{ id: 'i2', title: '', quantity: 1, unitPrice: 50, total: 50, thumbnail: null }],
        },
      ],
    });
  });
});

describe('order lines name their pack for Buy again (SPEC §14.7)', () => {
  const line = { id: 'l1', quantity: 2, unit_price: 18900, total: 37800, title: 'Toor Dal', thumbnail: null };
  const orders = (items: unknown[]) => ({
    orders: [{ id: 'o1', created_at: '2025-06-12T11:40:00.000Z', display_id: 1003, status: 'pending', items }],
    count: 1,
  });

  it("keeps a line's variant_id", () => {
    expect(toOrders(orders([{ ...line, variant_id: 'variant_toor_1kg' }]))?.orders[0]?.items[0]?.variantId).toBe(
      'variant_toor_1kg',
    );
  });

  it('decodes an old order whose lines have none, without one', () => {
    const [decoded] = toOrders(orders([line]))?.orders[0]?.items ?? [];
    expect(decoded).toMatchObject({ id: 'l1', quantity: 2 });
    expect(decoded && 'variantId' in decoded).toBe(false);
  });
});
