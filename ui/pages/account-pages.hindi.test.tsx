// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse } from '../../core/ports';
import type { PlacedOrder } from '../../core/checkout/checkout.model';
import type { RootState } from '../../core/root.reducer';
import { renderApp } from '../testing/render-app';
import { settledState, TEST_CUSTOMER } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const ENGLISH =
  /\b(Log in|Send OTP|Verify OTP|Resend OTP|Change number|Mobile number|Enter|Profile|Order|Orders|History|Buy again|Total|Subtotal|Delivery|Payment|Save changes|Cancel|Loading|Continue shopping|Completed|Free|Terms|Privacy|We sent|digits)\b/;
const DEVANAGARI = /[\u0900-\u097F]/;

const CUSTOMER = TEST_CUSTOMER;
const ORDER = {
  id: 'order_1',
  display_id: 1042,
  created_at: '2024-05-14T10:30:00.000Z',
  status: 'completed',
  total: 47400,
  items: [{ id: 'item_2', title: 'देसी गाय का घी', quantity: 1, unit_price: 32400, total: 32400, thumbnail: null }],
};

function respond(request: HttpRequest): HttpResponse | undefined {
  const path = new URL(request.url).pathname;
  if (path === '/api/v1/auth/login/send-otp') return { status: 200, body: { expires_in: 300 } };
  if (path === '/store/customers/me') return { status: 200, body: { customer: CUSTOMER } };
  if (path === '/store/orders') return { status: 200, body: { orders: [ORDER], count: 1 } };
  return undefined;
}

const main = () => within(screen.getByRole('main'));
const mainText = () => screen.getByRole('main').textContent ?? '';

function open(path: string, initialState: RootState) {
  const app = renderApp({ path, respond, initialState });
  settle(app);
  return app;
}

describe('the account pages in Hindi', () => {
  it('login: the mobile number step and the OTP step are in Hindi', () => {
    const app = open('/login', settledState());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लॉग इन');
    expect(mainText()).toContain('अपना मोबाइल नंबर डालें, हम आपको एक ओटीपी भेजेंगे।');
    expect(mainText()).not.toMatch(ENGLISH);
    act(() => fireEvent.change(main().getByRole('textbox', { name: 'मोबाइल नंबर' }), { target: { value: '12345' } }));
    act(() => fireEvent.click(main().getByRole('button', { name: 'ओटीपी भेजें' })));
    settle(app);
    expect(main().getByRole('alert').textContent).toBe('सही 10 अंकों का मोबाइल नंबर डालें');
    act(() =>
      fireEvent.change(main().getByRole('textbox', { name: 'मोबाइल नंबर' }), { target: { value: '9876543210' } }),
    );
    act(() => fireEvent.click(main().getByRole('button', { name: 'ओटीपी भेजें' })));
    settle(app);
    expect(main().getByRole('status').textContent).toBe('हमने +91 98765 43210 पर 6 अंकों का ओटीपी भेजा है।');
    expect(main().getByRole('textbox', { name: 'ओटीपी डालें' })).toBeTruthy();
    expect(mainText()).not.toMatch(ENGLISH);
  });

  it('profile: labels, hint and buttons are in Hindi', () => {
    open('/profile', settledState({ loggedIn: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('प्रोफ़ाइल');
    expect(main().getByRole('textbox', { name: 'पहला नाम' })).toBeTruthy();
    expect(main().getByRole('button', { name: 'बदलाव सेव करें' })).toBeTruthy();
    expect(mainText()).not.toMatch(ENGLISH);
  });

  it('order history: the order, its status, total and Buy again are in Hindi', () => {
    open('/order-history', settledState({ loggedIn: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरे ऑर्डर');
    expect(main().getByRole('heading', { name: 'ऑर्डर #1042' })).toBeTruthy();
    expect(mainText()).toContain('पूरा हुआ');
    expect(main().getByRole('button', { name: 'फिर से खरीदें: ऑर्डर #1042' }).textContent).toBe('फिर से खरीदें');
    expect(mainText()).not.toMatch(ENGLISH);
  });

  it('order page: the confirmation and its summary are in Hindi', () => {
    const order: PlacedOrder = {
      id: 'order_9',
      displayId: '1101',
      createdAt: '2026-01-01T10:00:00.000Z',
      email: null,
      address: {
        fullName: 'आशा वर्मा',
        line1: '12 एमजी रोड',
        line2: '',
        city: 'गुरुग्राम',
        state: 'हरियाणा',
        pinCode: '122002',
        phone: '9812345678',
      },
      paymentMethod: 'cod',
      items: [
        {
          id: 'l1',
          title: 'तूर दाल',
          variantTitle: '1 किलो',
          quantity: 1,
          unitPrice: 10500,
          total: 10500,
          thumbnail: null,
        },
      ],
      totals: { subtotal: 10500, shipping: 0, paymentFee: 0, total: 10500 },
    };
    const state = settledState();
    open('/order/order_9', {
      ...state,
      checkout: { ...state.checkout, orders: { [order.id]: { status: 'loaded', order } } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऑर्डर हो गया');
    expect(screen.getByTestId('order-find-again').textContent).toBe(
      "इस ऑर्डर को फिर से देखने के लिए +91 9812345678 से लॉग इन करें: आपके मोबाइल नंबर से किए गए ऑर्डर 'मेरे ऑर्डर' में मिलेंगे।",
    );
    expect(mainText()).toContain('मुफ़्त');
    expect(mainText()).toMatch(DEVANAGARI);
    expect(mainText()).not.toMatch(ENGLISH);
  });
});
