import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import type { Event } from '../events';
import { encodePersisted } from '../persist/persist.codec';
import { initialRootState } from '../root.reducer';
import { STORAGE_KEYS } from '../storage-keys';
import type { UserData } from '../session/user.model';
import { analyticsIdentityOf } from './analytics.epic';

const asha: UserData = {
  id: 'cus_asha',
  first_name: 'Asha',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '98765 43210',
  phone_country_code: '+91',
};

const loggedIn = (user: UserData = asha): Event => ({
  type: 'session/loggedIn',
  payload: { accessToken: 'tok', refreshToken: null, user },
});

function started() {
  const core = createTestCore({ start: true });
  core.fakes.monitoring.identities.length = 0;
  return core;
}

describe('analyticsIdentityOf (SPEC §6: the phone with country code and the email)', () => {
  it('joins the country code and the phone as +digits, and keeps the email', () => {
    expect(analyticsIdentityOf(asha)).toEqual({ phone: '+919876543210', email: 'asha@example.com' });
  });

  it('takes India when the country code is missing, and null for what the account does not have', () => {
    expect(analyticsIdentityOf({ ...asha, phone_country_code: '', email: ' ' })).toEqual({
      phone: '+919876543210',
      email: null,
    });
    expect(analyticsIdentityOf({ ...asha, phone: '' })).toEqual({ phone: null, email: 'asha@example.com' });
  });
});

describe('analyticsEpic', () => {
  it('sets the identity at login and forgets it at logout', () => {
    const { store, fakes } = started();
    store.dispatch(loggedIn());
    store.dispatch({ type: 'session/loggedOut', payload: { reason: 'user' } });
    expect(fakes.monitoring.identities).toEqual([{ phone: '+919876543210', email: 'asha@example.com' }, null]);
  });

  it('sets the identity of a visit that starts logged in, once the stored state is back', () => {
    const { store, fakes } = createTestCore({
      storage: {
        items: {
          [STORAGE_KEYS.persistedRoot]: encodePersisted({
            user: { ...initialRootState.user, isLoggedIn: true, accessToken: 'tok', userData: asha, id: asha.id },
            cart: { ...initialRootState.cart, checkout: null },
            chat: { ...initialRootState.chat, messages: [] },
          }),
        },
      },
    });
    store.dispatch({ type: 'app/startRequested' });
    fakes.clock.runDue();
    expect(store.getState().user.isLoggedIn).toBe(true);
    expect(fakes.monitoring.identities).toEqual([{ phone: '+919876543210', email: 'asha@example.com' }]);
  });

  it('tracks the clicks that matter: add to cart, opening the chat, a voice note', () => {
    const { store, fakes } = started();
    store.dispatch({
      type: 'cart/itemAddRequested',
      payload: { items: [{ variantId: 'var_ghee', quantity: 2 }, { variantId: 'var_atta' }], origin: 'store' },
    });
    store.dispatch({ type: 'chat/openRequested' });
    store.dispatch({ type: 'voice/recordRequested' });
    expect(fakes.monitoring.tracks).toEqual([
      { name: 'add_to_cart', properties: { variant_id: 'var_ghee', quantity: 2, origin: 'store' } },
      { name: 'add_to_cart', properties: { variant_id: 'var_atta', quantity: 1, origin: 'store' } },
      { name: 'chat_opened', properties: { logged_in: false } },
      { name: 'voice_note_started', properties: {} },
    ]);
  });

  it("sends a placed order as the spec's order for analytics: id, total and coupon discount in rupees, items", () => {
    const { store, fakes } = started();
    store.dispatch({
      type: 'checkout/orderPlaced',
      payload: {
        order: {
          id: 'order_1',
          displayId: '1001',
          createdAt: '2026-01-01T10:00:00.000Z',
          email: 'asha@example.com',
          address: null,
          paymentMethod: 'cod',
          items: [
            {
              id: 'line_1',
              title: 'Desi Cow Ghee',
              variantTitle: '500 ml',
              quantity: 2,
              unitPrice: 45_000,
              total: 90_000,
              thumbnail: null,
            },
          ],
          totals: { subtotal: 90_000, discount: 9_000, shipping: 6_000, paymentFee: 4_000, total: 91_000 },
        },
      },
    });
    expect(fakes.monitoring.tracks).toEqual([
      {
        name: 'order_placed',
        properties: {
          id: 'order_1',
          total: 910,
          discount: 90,
          payment_method: 'cod',
          items: [{ id: 'line_1', title: 'Desi Cow Ghee', quantity: 2, total: 900 }],
        },
      },
    ]);
  });
});
