import { describe, expect, it } from 'vitest';
import { initialChatState } from '../chat/chat.reducer';
import { initialUserState } from '../session/user.reducer';
import {
  decodePersisted,
  encodePersisted,
  PERSIST_VERSION,
  withoutOldestMessages,
  type Migration,
} from './persist.codec';
import type { PersistedState } from './persisted-state';

const message = (id: string) => ({
  id,
  conversation_id: 'c1',
  content: `hello ${id}`,
  content_type: 'text' as const,
  sender_id: 'u1',
  sender_type: 'customer',
  created_at: '2026-01-01T10:00:00.000Z',
});

const state: PersistedState = {
  user: { ...initialUserState, isLoggedIn: true, accessToken: 'tok', id: 'u1', cart_id: 'cart_1' },
  cart: {
    id: 'cart_1',
    cartItems: [
      { id: 'li_1', title: 'Atta 5 kg', thumbnail: null, quantity: 1, price: 45000, total: 45000, variant_id: 'v1' },
    ],
    totalCartItems: 1,
    checkout: null,
  },
  chat: {
    isOpen: false,
    conversation: { id: 'c1' },
    messages: [message('m1'), message('m2')],
    hasMoreMessages: true,
    nextBefore: null,
    syncedThrough: 'm2',
    language: initialChatState.language,
  },
};

describe('encodePersisted / decodePersisted', () => {
  it('round-trips the whitelisted slices at the current version', () => {
    const decoded = decodePersisted(encodePersisted(state));
    expect(decoded).toEqual({ ok: true, state, dropped: [], fromVersion: PERSIST_VERSION });
  });

  it("keeps a line's coupon discount and codes, so a reload shows the discount before the cart is read again", () => {
    const line = { ...state.cart.cartItems[0]!, discount_total: 4500, promo_codes: ['GHAR10'] };
    const withCoupon = { ...state, cart: { ...state.cart, cartItems: [line] } };
    const decoded = decodePersisted(encodePersisted(withCoupon));
    expect(decoded.ok && decoded.state.cart?.cartItems).toEqual([line]);
  });

  it('writes only version, user, cart and chat', () => {
    const polluted = { ...state, snackbar: { show: true }, navigation: {} } as unknown as PersistedState;
    expect(Object.keys(JSON.parse(encodePersisted(polluted)))).toEqual(['version', 'user', 'cart', 'chat']);
  });

  it('leaves out messages still waiting for the server', () => {
    const withTemp = { ...state, chat: { ...state.chat, messages: [...state.chat.messages, message('temp_1')] } };
    const stored = JSON.parse(encodePersisted(withTemp));
    expect(stored.chat.messages.map((m: { id: string }) => m.id)).toEqual(['m1', 'm2']);
  });

  it('reports text that is not JSON as corrupt and overwritable', () => {
    expect(decodePersisted('{"version":1,')).toMatchObject({ ok: false, reason: 'corrupt', overwritable: true });
  });

  it('reports a value without a version as corrupt', () => {
    expect(decodePersisted('{"user":{}}')).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('refuses to overwrite a newer version', () => {
    expect(decodePersisted(JSON.stringify({ version: PERSIST_VERSION + 1 }))).toMatchObject({
      ok: false,
      reason: 'migration',
      overwritable: false,
    });
  });

  it('drops an invalid slice and keeps the valid ones', () => {
    const raw = JSON.stringify({ version: 1, user: state.user, cart: { cartItems: 'nope' }, chat: state.chat });
    expect(decodePersisted(raw)).toMatchObject({
      ok: true,
      dropped: ['cart'],
      state: { user: state.user, chat: state.chat },
    });
  });

  it('migrates the redux-persist layout (slices as JSON strings, _persist) to version 1', () => {
    const legacy = JSON.stringify({
      user: JSON.stringify({ isLoggedIn: true, accessToken: 'tok', refreshToken: null, userData: null, id: 'u1' }),
      cart: JSON.stringify({ cartItems: [], totalCartItems: 0 }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
    const decoded = decodePersisted(legacy);
    expect(decoded).toMatchObject({
      ok: true,
      fromVersion: 0,
      state: {
        user: { isLoggedIn: true, accessToken: 'tok', id: 'u1', cart_id: null },
        cart: { id: null, cartItems: [], totalCartItems: 0 },
      },
    });
  });

  it('runs migrations in order and reports one that throws', () => {
    const order: number[] = [];
    const migrations: Record<number, Migration> = {
      1: (s) => (order.push(1), { ...s, version: 1 }),
      2: (s) => (order.push(2), { ...s, user: initialUserState }),
      3: () => {
        throw new Error('bad data');
      },
    };
    expect(decodePersisted(JSON.stringify({ version: 0 }), migrations, 2)).toMatchObject({ ok: true, fromVersion: 0 });
    expect(order).toEqual([1, 2]);
    expect(decodePersisted(JSON.stringify({ version: 2 }), migrations, 3)).toMatchObject({
      ok: false,
      reason: 'migration',
      message: 'migration to version 3 failed: bad data',
      overwritable: true,
    });
  });

  it('drops the oldest chat messages first when shrinking', () => {
    expect(withoutOldestMessages(state, 1).chat.messages.map((m) => m.id)).toEqual(['m2']);
  });
});
