import { describe, expect, it } from 'vitest';
import { toLogin, toOrders } from './brand-account.decoders';

describe('brand account decoders', () => {
  it('reads the tokens and customer of a login, or nothing', () => {
    expect(toLogin({ access_token: 'at', refresh_token: 'rt', customer: { id: 'c1', first_name: 'Asha', last_name: 'Verma' } })).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      profile: { id: 'c1', first_name: 'Asha', last_name: 'Verma', name: 'Asha Verma', email: '', phone: '', phone_country_code: '+91' },
    });
    expect(toLogin({ access_token: 'at' })).toBeNull();
    expect(toLogin({ customer: { id: 'c1' } })).toBeNull();
  });

  it('reads orders with totals in paise, computing a missing one', () => {
    const page = toOrders({ orders: [{ id: 'o1', created_at: '2025-01-01T00:00:00Z', items: [{ id: 'i1', title: 'Atta', quantity: 2, unit_price: 100 }] }, { id: 'bad' }] });
    expect(page).toEqual({
      count: 1,
      orders: [{ id: 'o1', displayId: null, createdAt: '2025-01-01T00:00:00Z', status: '', total: 200, items: [{ id: 'i1', title: 'Atta', quantity: 2, unitPrice: 100, total: 200, thumbnail: null }] }],
    });
    expect(toOrders({ orders: null })).toBeNull();
  });
});
