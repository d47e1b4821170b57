// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../core/checkout/checkout.model';
import type { RootState } from '../../core/root.reducer';
import { passwordLoginCommerce } from '../../harness/fakes/password-login-commerce';
import { renderApp } from '../testing/render-app';
import { settledState } from '../testing/page-fixtures';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const ORDER: PlacedOrder = {
  id: 'order_9',
  displayId: '1101',
  createdAt: '2026-01-01T10:00:00.000Z',
  email: null,
  address: {
    fullName: 'Asha Verma',
    line1: '12 MG Road',
    line2: '',
    city: 'Gurugram',
    state: 'Haryana',
    pinCode: '122002',
    phone: '9812345678',
  },
  paymentMethod: 'cod',
  items: [
    {
      id: 'ordli_1',
      title: 'Toor Dal',
      variantTitle: '1 kg',
      quantity: 1,
      unitPrice: 10500,
      total: 10500,
      thumbnail: null,
    },
  ],
  totals: { subtotal: 10500, shipping: 6000, paymentFee: 4000, total: 20500 },
};

function withOrder(state: RootState): RootState {
  return {
    ...state,
    checkout: { ...state.checkout, orders: { [ORDER.id]: { status: 'loaded', order: ORDER } } },
  };
}

const findAgain = () => screen.queryByTestId('order-find-again');

describe('order confirmation: how a guest finds the order again (issue 22 item 7)', () => {
  it('a guest of the brand store is told to log in with the mobile number the order was placed with', () => {
    renderApp({ path: '/order/order_9', initialState: withOrder(settledState()) });
    const note = findAgain();
    expect(note?.textContent).toBe(
      'To find this order again, log in with +91 9812345678: the orders placed with your mobile number are in your Order History.',
    );
    expect(
      within(note as HTMLElement)
        .getByRole('link', { name: 'log in with +91 9812345678' })
        .getAttribute('href'),
    ).toBe('/login?from=%2Forder-history');
  });

  it('a guest of a store that logs in by email is told to keep the page’s link', () => {
    renderApp({ path: '/order/order_9', initialState: withOrder(settledState()), commerce: passwordLoginCommerce });
    expect(findAgain()?.textContent).toBe(
      'To find this order again, keep the link to this page: an order placed without logging in does not appear in an account later.',
    );
  });

  it('a logged-in customer is not told anything more', () => {
    renderApp({ path: '/order/order_9', initialState: withOrder(settledState({ loggedIn: true })) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order placed');
    expect(findAgain()).toBeNull();
  });
});

describe("an order's 'Buy again' (SPEC §14.7)", () => {
  it("asks for the order's lines, named with their pack, and lists a line without a pack as missing", async () => {
    const order: PlacedOrder = {
      ...ORDER,
      items: [
        { ...ORDER.items[0]!, variantId: 'variant_toor_1kg', quantity: 2 },
        { ...ORDER.items[0]!, id: 'ordli_2', title: 'Festive Hamper', variantTitle: null },
      ],
    };
    const state = settledState();
    const { store } = renderApp({
      path: '/order/order_9',
      initialState: {
        ...state,
        checkout: { ...state.checkout, orders: { [order.id]: { status: 'loaded', order } } },
      },
    });
    (await screen.findByRole('button', { name: 'Buy again' })).click();
    const asked = store.log().find((entry) => entry.event.type === 'cart/buyAgainRequested');
    expect(asked?.source).toBe('ui');
    expect(asked?.event).toEqual({
      type: 'cart/buyAgainRequested',
      payload: {
        orderId: 'order_9',
        items: [{ variantId: 'variant_toor_1kg', quantity: 2, title: 'Toor Dal 1 kg' }],
        missing: ['Festive Hamper'],
      },
    });
  });
});
