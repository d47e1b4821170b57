// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import type { HttpRequest, HttpResponse } from '../../core/ports';
import { renderApp, type RenderedApp } from '../testing/render-app';
import { settledState } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { hasDevanagari, shopperText, SHOPPING_PATH_ENGLISH } from '../testing/hindi-screen';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const LINES: CartItem[] = [
  {
    id: 'line_1',
    title: 'चक्की आटा',
    thumbnail: null,
    quantity: 2,
    price: 17900,
    total: 35800,
    variant_id: 'variant_atta_1kg',
    variant_title: '1 किलो',
  },
];
const SUBTOTAL = 35800;
const cart = (shipping: number, fee: number) => ({
  cart: {
    id: 'cart_1',
    items: LINES.map((line) => ({ ...line, unit_price: line.price })),
    item_subtotal: SUBTOTAL,
    shipping_total: shipping,
    total: SUBTOTAL + shipping + fee,
    metadata: { cod_fee: fee },
  },
});
const SAVED = {
  id: 'addr_home',
  first_name: 'आशा',
  last_name: 'वर्मा',
  address_1: '45 सुशांत लोक',
  address_2: '',
  city: 'गुरुग्राम',
  province: 'Haryana',
  postal_code: '122002',
  country_code: 'in',
  phone: '+919876543210',
  is_default_shipping: true,
};

/** The backend's answers up to the review step, for a cart below the free-delivery threshold. */
function checkoutBackend(request: HttpRequest): HttpResponse | undefined {
  const { pathname } = new URL(request.url);
  if (pathname === '/store/pincodes/122002')
    return { status: 200, body: { pincode: { code: '122002', serviceable: true, city: 'गुरुग्राम', state: 'Haryana' } } };
  if (pathname === '/store/carts/cart_1' && request.method === 'POST') return { status: 200, body: cart(0, 0) };
  if (pathname === '/store/shipping-options')
    return {
      status: 200,
      body: { shipping_options: [{ id: 'so_1', name: 'सामान्य', amount: 6000, type: { description: '1-2 दिन' } }] },
    };
  if (pathname === '/store/carts/cart_1/shipping-methods') return { status: 200, body: cart(6000, 0) };
  if (pathname === '/store/payment-collections') return { status: 200, body: { payment_collection: { id: 'pay_1' } } };
  if (pathname === '/store/payment-collections/pay_1/payment-sessions')
    return { status: 200, body: { payment_collection: { id: 'pay_1' } } };
  if (pathname === '/store/carts/cart_1' && request.method === 'GET') return { status: 200, body: cart(6000, 4000) };
  if (pathname === '/store/customers/me/addresses' && request.method === 'GET')
    return { status: 200, body: { addresses: [SAVED] } };
  return undefined;
}

const type = (label: string, value: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

/** The checkout page as the shopper reads and hears it: Hindi, and no English word of the shopping path. */
function expectHindiPage(): void {
  const page = document.querySelector('.checkout-page');
  expect(page).not.toBeNull();
  const text = shopperText(page!);
  expect(hasDevanagari(text)).toBe(true);
  expect(text).not.toMatch(SHOPPING_PATH_ENGLISH);
}

function openCheckout(loggedIn = false): RenderedApp {
  const app = renderApp({
    path: '/checkout',
    initialState: settledState({ loggedIn, cartItems: LINES }),
    respond: checkoutBackend,
  });
  settle(app);
  return app;
}

describe('checkout in Hindi (issue 26)', () => {
  it('goes through contact, address, delivery, payment and review in Hindi, no English left at any step', () => {
    const app = openCheckout();
    expect(document.title).toContain('चेकआउट');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('चेकआउट');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1संपर्क',
      '2डिलीवरी का पता',
      '3डिलीवरी का विकल्प',
      '4भुगतान',
      '5जाँचें और ऑर्डर करें',
      'ऑर्डर का सारांश',
    ]);
    expect(screen.getByText('डिलीवरी के बारे में हम इसी नंबर पर कॉल करेंगे।')).toBeTruthy();
    expect(screen.getByText('(ज़रूरी नहीं)')).toBeTruthy();
    expect(screen.getByTestId('summary-delivery').textContent).toBe('अगले चरणों में');
    expectHindiPage();

    type('मोबाइल नंबर', '9876543210');
    press('आगे बढ़ें');
    expect(screen.getByRole('button', { name: 'संपर्क बदलें' }).textContent).toBe('बदलें');
    type('पूरा नाम', 'आशा वर्मा');
    type('पता (पहली लाइन)', '12 एमजी रोड');
    type('पिन कोड', '122002');
    settle(app);
    expect(screen.getByText('हम 122002 पर डिलीवरी करते हैं।')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'राज्य चुनें' })).toBeTruthy();
    const state = screen.getByLabelText('राज्य') as HTMLSelectElement;
    expect([state.value, state.selectedOptions[0]?.textContent]).toEqual(['Haryana', 'हरियाणा']);
    expectHindiPage();
    press('आगे बढ़ें');
    settle(app);

    expect(screen.getByRole('group', { name: 'डिलीवरी का विकल्प' })).toBeTruthy();
    expect(screen.getByText(/गुरुग्राम, हरियाणा 122002/)).toBeTruthy();
    expect(screen.getByText('₹999.00 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है।')).toBeTruthy();
    expectHindiPage();
    press('आगे बढ़ें');
    settle(app);

    const payment = screen.getByRole('group', { name: 'भुगतान का तरीका' });
    expect(within(payment).getByRole('radio', { name: /^कैश ऑन डिलीवरी.*ऑर्डर पहुँचने पर नकद दें।/ })).toBeTruthy();
    expectHindiPage();
    press('आगे बढ़ें');
    settle(app);

    expect(screen.getByText('कैश ऑन डिलीवरी फ़ीस')).toBeTruthy();
    expect(screen.getByText('सारांश में अपना ऑर्डर जाँच लें, फिर ऑर्डर करें। सामान पहुँचने पर नकद भुगतान करें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeTruthy();
    expect(screen.getByText('कैश ऑन डिलीवरी', { selector: '.checkout-step__summary p' })).toBeTruthy();
    expectHindiPage();
  });

  it('offers a logged-in customer their saved addresses, a new one and saving it, in Hindi', () => {
    const app = openCheckout(true);
    press('आगे बढ़ें');
    settle(app);
    const group = screen.getByRole('group', { name: 'सहेजे हुए पते' });
    expect(within(group).getByRole('radio', { name: /45 सुशांत लोक/ })).toBeTruthy();
    expectHindiPage();
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'नया पता डालें' })));
    expect(screen.getByRole('checkbox', { name: 'यह पता सहेजें' })).toBeTruthy();
    expectHindiPage();
  });

  it('an empty cart says so in Hindi', () => {
    renderApp({ path: '/checkout', initialState: settledState() });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('आपका कार्ट खाली है');
    expect(screen.getByText('चेकआउट के लिए कार्ट में कुछ सामान डालें।')).toBeTruthy();
    expectHindiPage();
  });
});
