// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import type { HttpRequest, HttpResponse } from '../../core/ports';
import { formatMoney } from '../format/money';
import { renderApp } from '../testing/render-app';
import { preloadPages } from './lazy-pages';
import { settledState } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';

beforeAll(() => preloadPages());
afterEach(cleanup);

const LINES: CartItem[] = [
  {
    id: 'line_1',
    title: 'Fresh Chakki Atta',
    thumbnail: null,
    quantity: 2,
    price: 17900,
    total: 35800,
    variant_id: 'variant_atta_1kg',
    variant_title: '1 kg',
  },
  {
    id: 'line_2',
    title: 'Toor Dal',
    thumbnail: null,
    quantity: 1,
    price: 18900,
    total: 18900,
    variant_id: 'variant_toor_1kg',
    variant_title: '1 kg',
  },
];
const SUBTOTAL = 54700;
const serverLines = LINES.map((line) => ({ ...line, unit_price: line.price }));
const cart = (shipping: number, fee: number) => ({
  cart: {
    id: 'cart_1',
    items: serverLines,
    item_subtotal: SUBTOTAL,
    shipping_total: shipping,
    total: SUBTOTAL + shipping + fee,
    metadata: { cod_fee: fee },
  },
});

/** The local backend's answers for a cart below the free-delivery threshold. */
function checkoutBackend(request: HttpRequest): HttpResponse | undefined {
  const { pathname } = new URL(request.url);
  if (pathname === '/store/pincodes/122002')
    return {
      status: 200,
      body: { pincode: { code: '122002', serviceable: true, city: 'Gurugram', state: 'Haryana' } },
    };
  if (pathname === '/store/pincodes/175101')
    return {
      status: 200,
      body: { pincode: { code: '175101', serviceable: false, city: 'Kullu', state: 'Himachal Pradesh' } },
    };
  if (pathname === '/store/carts/cart_1' && request.method === 'POST') return { status: 200, body: cart(0, 0) };
  if (pathname === '/store/shipping-options')
    return {
      status: 200,
      body: {
        shipping_options: [{ id: 'so_standard', name: 'Standard', amount: 6000, type: { description: '1-2 days' } }],
      },
    };
  if (pathname === '/store/carts/cart_1/shipping-methods') return { status: 200, body: cart(6000, 0) };
  if (pathname === '/store/payment-collections') return { status: 200, body: { payment_collection: { id: 'pay_1' } } };
  if (pathname === '/store/payment-collections/pay_1/payment-sessions')
    return { status: 200, body: { payment_collection: { id: 'pay_1' } } };
  if (pathname === '/store/carts/cart_1' && request.method === 'GET') return { status: 200, body: cart(6000, 4000) };
  if (pathname === '/store/carts/cart_1/complete') {
    return {
      status: 200,
      body: {
        type: 'order',
        order: {
          id: 'order_9',
          display_id: 1101,
          created_at: '2026-01-01T10:00:00.000Z',
          items: serverLines,
          shipping_address: {
            first_name: 'Asha',
            last_name: 'Verma',
            address_1: '12 MG Road',
            address_2: '',
            city: 'Gurugram',
            province: 'Haryana',
            postal_code: '122002',
            phone: '+919876543210',
          },
          payment_collections: [{ payment_sessions: [{ provider_id: 'pp_system_default' }] }],
          item_subtotal: SUBTOTAL,
          shipping_total: 6000,
          total: SUBTOTAL + 10000,
          metadata: { cod_fee: 4000 },
        },
      },
    };
  }
  if (pathname === '/store/carts' && request.method === 'POST')
    return { status: 200, body: { cart: { id: 'cart_2', items: [] } } };
  return undefined;
}

const type = (label: string | RegExp, value: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

/** Text a sighted shopper reads: without what is hidden or only for screen readers. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden, [hidden], [aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const isHidden = (element: Element) => element.closest('.visually-hidden, [hidden], [aria-hidden="true"]') !== null;

/** The checkout page's form controls (inputs, selects, text areas) with the visible text of their labels. */
function checkoutControls(): { control: string; label: string }[] {
  const page = document.querySelector('.checkout-page');
  expect(page).not.toBeNull();
  return [
    ...page!.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
  ]
    .filter((control) => control.type !== 'hidden')
    .map((control) => {
      const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => element !== null);
      const labels = [...(control.labels ?? []), ...labelledBy].filter((label) => !isHidden(label));
      return {
        control: control.id || `${control.getAttribute('name') ?? control.tagName}=${control.value}`,
        label: labels.map(visibleText).join(' ').trim(),
      };
    });
}

const visibleLabels = () => checkoutControls().map(({ label }) => label);
/** The controls a shopper sees no label for. */
const unlabelled = () =>
  checkoutControls()
    .filter(({ label }) => label === '')
    .map(({ control }) => control);

describe('checkout page', () => {
  it('a guest goes through every step with cash on delivery and lands on the confirmation', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ cartItems: LINES }),
      respond: checkoutBackend,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');

    type('Mobile number', '98765');
    press('Continue');
    const phone = screen.getByLabelText('Mobile number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    const describedBy = phone.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    );
    type('Mobile number', '9876543210');
    press('Continue');

    type('Full name', 'Asha Verma');
    type('Address line 1', '12 MG Road');
    type('Pin code', '122002');
    settle(app);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Gurugram');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Haryana');
    expect(screen.getByLabelText(/Address line 2/)).toBeTruthy();
    press('Continue');
    settle(app);

    expect(screen.getByRole('radio', { name: /Standard.*1-2 days/ })).toBeTruthy();
    press('Continue');
    settle(app);
    act(() => fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ })));
    press('Continue');
    settle(app);

    expect(screen.getByTestId('summary-delivery').textContent).toBe(formatMoney(6000));
    expect(screen.getByTestId('summary-fee').textContent).toBe(formatMoney(4000));
    expect(screen.getByTestId('summary-total').textContent).toBe(formatMoney(SUBTOTAL + 10000));
    const place = screen.getByRole('button', { name: 'Place order' });
    act(() => fireEvent.click(place));
    act(() => fireEvent.click(place));
    settle(app);
    expect(requestsTo(app, '/store/carts/cart_1/complete')).toHaveLength(1);
    expect(app.location.history.at(-1)).toBe('/order/order_9');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order placed');
    expect(screen.getByText('#1101')).toBeTruthy();
    expect(screen.getByTestId('order-payment').textContent).toBe('Cash on delivery');
    expect(screen.getByTestId('order-total').textContent).toBe(formatMoney(64700));
    expect(app.store.getState().cart).toMatchObject({ id: 'cart_2', cartItems: [] });
  });

  it('the summary shows the chosen delivery fee at the delivery step and the COD fee at the payment step', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ cartItems: LINES }),
      respond: checkoutBackend,
    });
    const money = () =>
      ['summary-subtotal', 'summary-delivery', 'summary-fee', 'summary-total'].map(
        (id) => screen.queryByTestId(id)?.textContent ?? null,
      );
    type('Mobile number', '9876543210');
    press('Continue');
    type('Full name', 'Asha Verma');
    type('Address line 1', '12 MG Road');
    type('Pin code', '122002');
    settle(app);
    press('Continue');
    settle(app);
    expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);
    expect(money()).toEqual([formatMoney(SUBTOTAL), formatMoney(6000), null, formatMoney(SUBTOTAL + 6000)]);
    press('Continue');
    settle(app);
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect(money()).toEqual([
      formatMoney(SUBTOTAL),
      formatMoney(6000),
      formatMoney(4000),
      formatMoney(SUBTOTAL + 10000),
    ]);
    press('Continue');
    settle(app);
    expect(money()).toEqual([
      formatMoney(SUBTOTAL),
      formatMoney(6000),
      formatMoney(4000),
      formatMoney(SUBTOTAL + 10000),
    ]);
  });

  it('an unserviceable pin code says so and the address step does not go on', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ cartItems: LINES }),
      respond: checkoutBackend,
    });
    type('Mobile number', '9876543210');
    press('Continue');
    type('Full name', 'Asha Verma');
    type('Address line 1', 'Mall Road');
    type('Pin code', '175101');
    settle(app);
    const pin = screen.getByLabelText('Pin code');
    expect(document.getElementById(pin.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sorry, we do not deliver to 175101 yet. Try another address.',
    );
    press('Continue');
    settle(app);
    expect(requestsTo(app, '/store/carts/cart_1')).toHaveLength(0);
    expect(eventsOf(app, 'checkout/detailsSaved')).toHaveLength(0);
  });

  it('every field has a visible label, on every step', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ cartItems: LINES }),
      respond: checkoutBackend,
    });
    expect(unlabelled()).toEqual([]);
    expect(visibleLabels()).toEqual(expect.arrayContaining(['Mobile number', 'Email (optional)']));
    type('Mobile number', '9876543210');
    press('Continue');
    type('Full name', 'Asha Verma');
    type('Address line 1', '12 MG Road');
    type('Pin code', '122002');
    settle(app);
    expect(unlabelled()).toEqual([]);
    expect(visibleLabels()).toEqual(
      expect.arrayContaining(['Full name', 'Pin code', 'Address line 1', 'Address line 2 (optional)', 'City', 'State']),
    );
    press('Continue');
    settle(app);
    expect(unlabelled()).toEqual([]);
    expect(visibleLabels()).toEqual(expect.arrayContaining([expect.stringMatching(/^Standard/)]));
    press('Continue');
    settle(app);
    expect(unlabelled()).toEqual([]);
    expect(visibleLabels()).toEqual(expect.arrayContaining([expect.stringMatching(/^Cash on delivery/)]));
    act(() => fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ })));
    press('Continue');
    settle(app);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(unlabelled()).toEqual([]);
  });
});

const SAVED = {
  id: 'addr_home',
  first_name: 'Asha',
  last_name: 'Verma',
  address_1: '45 Sushant Lok Phase 1',
  address_2: 'Block C',
  city: 'Gurugram',
  province: 'Haryana',
  postal_code: '122002',
  country_code: 'in',
  phone: '+919876543210',
  is_default_shipping: true,
};

/** The checkout backend with the customer's address book: `list` answers GET, a POST saves. */
function withAddressBook(list: HttpResponse) {
  return (request: HttpRequest): HttpResponse | undefined => {
    const { pathname } = new URL(request.url);
    if (pathname === '/store/customers/me/addresses' && request.method === 'GET') return list;
    if (pathname === '/store/customers/me/addresses' && request.method === 'POST') {
      return {
        status: 200,
        body: {
          customer: {
            id: 'cus_1',
            addresses: [SAVED, { ...SAVED, ...(request.body as object), id: 'addr_new', is_default_shipping: false }],
          },
        },
      };
    }
    return checkoutBackend(request);
  };
}

describe('checkout page: saved addresses', () => {
  it('a logged-in customer sees their saved addresses as a radio group, the default picked, and goes on with it', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ loggedIn: true, cartItems: LINES }),
      respond: withAddressBook({ status: 200, body: { addresses: [SAVED] } }),
    });
    settle(app);
    press('Continue');
    settle(app);
    const group = screen.getByRole('group', { name: 'Saved addresses' });
    const saved = within(group).getByRole('radio', {
      name: /45 Sushant Lok Phase 1, Block C, Gurugram, Haryana 122002/,
    }) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(screen.queryByLabelText('Address line 1')).toBeNull();
    expect(screen.getByText('We deliver to 122002.')).toBeTruthy();
    press('Continue');
    settle(app);
    expect(requestsTo(app, '/store/carts/cart_1')[0]?.body).toMatchObject({
      shipping_address: { address_1: '45 Sushant Lok Phase 1', postal_code: '122002', phone: '+919876543210' },
    });
    expect(screen.getByText('Asha Verma, 45 Sushant Lok Phase 1, Block C, Gurugram, Haryana 122002')).toBeTruthy();
    expect(
      requestsTo(app, '/store/customers/me/addresses').filter((request) => request.method === 'POST'),
    ).toHaveLength(0);
  });

  it('every field of the address step has a visible label: saved addresses, a new one, Save this address', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ loggedIn: true, cartItems: LINES }),
      respond: withAddressBook({ status: 200, body: { addresses: [SAVED] } }),
    });
    settle(app);
    expect(unlabelled()).toEqual([]);
    press('Continue');
    settle(app);
    expect(unlabelled()).toEqual([]);
    expect(visibleLabels()).toEqual(
      expect.arrayContaining([expect.stringMatching(/45 Sushant Lok Phase 1/), 'Use a new address']),
    );
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Use a new address' })));
    expect(unlabelled()).toEqual([]);
    expect(visibleLabels()).toEqual(
      expect.arrayContaining(['Full name', 'Address line 1', 'City', 'State', 'Pin code', 'Save this address']),
    );
  });

  it("'Use a new address' shows the fields; 'Save this address' saves it once the step is done", () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ loggedIn: true, cartItems: LINES }),
      respond: withAddressBook({ status: 200, body: { addresses: [SAVED] } }),
    });
    settle(app);
    press('Continue');
    settle(app);
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Use a new address' })));
    type('Address line 1', '12 MG Road');
    type('Pin code', '122002');
    settle(app);
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address' })));
    press('Continue');
    settle(app);
    const posts = requestsTo(app, '/store/customers/me/addresses').filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([
      expect.objectContaining({ address_1: '12 MG Road', postal_code: '122002', country_code: 'in' }),
    ]);
    expect(app.store.getState().checkout.draft).toMatchObject({ savedAddressId: 'addr_new', saveAddress: false });
  });

  it('saved addresses that do not load: a clear message with Try again, and the fields to type in', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ loggedIn: true, cartItems: LINES }),
      respond: withAddressBook({ status: 200, body: { addresses: 'none' } }),
    });
    settle(app);
    press('Continue');
    settle(app);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'We could not load your saved addresses. Type the address below, or try again.Try again',
    );
    expect(screen.getByLabelText('Address line 1')).toBeTruthy();
    type('Address line 1', '12 MG Road');
    press('Try again');
    settle(app);
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('12 MG Road');
    expect(requestsTo(app, '/store/customers/me/addresses')).toHaveLength(2);
  });

  it('a guest sees no saved addresses and no Save this address', () => {
    const app = renderApp({
      path: '/checkout',
      initialState: settledState({ cartItems: LINES }),
      respond: withAddressBook({ status: 200, body: { addresses: [SAVED] } }),
    });
    type('Mobile number', '9876543210');
    press('Continue');
    settle(app);
    expect(screen.queryByRole('group', { name: 'Saved addresses' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
    expect(requestsTo(app, '/store/customers/me/addresses')).toHaveLength(0);
  });
});

describe('cart page checkout button', () => {
  it('leads to /checkout, and is disabled with the reason while the cart is being updated', () => {
    const app = renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES }) });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Fresh Chakki Atta (1 kg)' })));
    const disabled = within(summary).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    expect(document.getElementById(disabled.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Updating your cart…',
    );
    expect(app.store.getState().cart.reconciling).toBe(true);
  });

  it('is disabled with the reason while the cart is empty', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: [] }) });
    const button = screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Add something to your cart to check out.',
    );
  });
});
