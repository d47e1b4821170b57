// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import { formatMoney } from '../format/money';
import { renderApp } from '../testing/render-app';
import { settledState } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const LINES: CartItem[] = [
  {
    id: 'line_1',
    title: 'Fresh Chakki Atta',
    thumbnail: '/images/atta.svg',
    quantity: 2,
    price: 7500,
    total: 15000,
    variant_id: 'variant_atta_1kg',
    variant_title: '1 kg',
    product_handle: 'fresh-chakki-atta-whole-wheat',
  },
  {
    id: 'line_2',
    title: 'A2 Gir Cow Ghee',
    thumbnail: null,
    quantity: 1,
    price: 149900,
    total: 149900,
    variant_id: 'variant_ghee_1l',
    variant_title: '1 L',
    product_handle: null,
  },
];

const subtotal = () => screen.getByTestId('cart-subtotal').textContent;
const line = (title: string) =>
  screen.getAllByRole('listitem').find((item) => item.querySelector('h2')?.textContent === title) as HTMLElement;

describe('cart page', () => {
  it('lists each line with thumbnail, name, weight, quantity, line total and the subtotal', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES }) });
    const atta = line('Fresh Chakki Atta');
    expect(within(atta).getByRole('link', { name: 'Fresh Chakki Atta' }).getAttribute('href')).toBe(
      '/product/fresh-chakki-atta-whole-wheat',
    );
    expect(atta.textContent).toContain('1 kg');
    expect(within(atta).getByRole('status').textContent).toBe('2');
    expect(atta.textContent).toContain(formatMoney(15000));
    const image = atta.querySelector('img');
    expect(image?.getAttribute('width')).toBe('72');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(subtotal()).toBe(formatMoney(164900));
  });

  it('the stepper dispatches the new quantity and the line total and subtotal change at once', () => {
    const app = renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES }) });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Fresh Chakki Atta (1 kg)' })));
    expect(eventsOf(app, 'cart/lineQuantityRequested')).toEqual([
      { event: { type: 'cart/lineQuantityRequested', payload: { lineId: 'line_1', quantity: 3 } }, source: 'ui' },
    ]);
    expect(within(line('Fresh Chakki Atta')).getByRole('status').textContent).toBe('3');
    expect(line('Fresh Chakki Atta').textContent).toContain(formatMoney(22500));
    expect(subtotal()).toBe(formatMoney(172400));

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Fresh Chakki Atta (1 kg)' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Fresh Chakki Atta (1 kg)' })));
    expect(eventsOf(app, 'cart/lineQuantityRequested').map(({ event }) => event.payload.quantity)).toEqual([3, 2, 1]);
    expect(subtotal()).toBe(formatMoney(157400));
    expect(
      (screen.getByRole('button', { name: 'Decrease quantity of Fresh Chakki Atta (1 kg)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('rapid clicks on the stepper end at the last quantity, then the server prices once it answers', () => {
    const server = new Map(LINES.map((item) => [item.id, item.quantity]));
    const serverPrice = (item: CartItem) => (item.id === 'line_1' ? 7600 : item.price);
    const cartBody = () => ({
      cart: {
        id: 'cart_1',
        items: LINES.map((item) => ({
          ...item,
          quantity: server.get(item.id),
          unit_price: serverPrice(item),
          total: serverPrice(item) * (server.get(item.id) ?? 0),
        })),
      },
    });
    const app = renderApp({
      path: '/cart',
      initialState: settledState({ cartItems: LINES }),
      respond: (request) => {
        const line = /^\/store\/carts\/cart_1\/line-items\/([^/]+)$/.exec(new URL(request.url).pathname);
        if (request.method !== 'POST' || !line?.[1]) return undefined;
        server.set(line[1], (request.body as { quantity: number }).quantity);
        return { status: 200, body: cartBody() };
      },
    });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Fresh Chakki Atta (1 kg)' });
    for (let click = 0; click < 4; click += 1) act(() => fireEvent.click(increase));
    expect(within(line('Fresh Chakki Atta')).getByRole('status').textContent).toBe('6');
    expect(subtotal()).toBe(formatMoney(6 * 7500 + 149900));
    settle(app);
    expect(server.get('line_1')).toBe(6);
    expect(within(line('Fresh Chakki Atta')).getByRole('status').textContent).toBe('6');
    expect(subtotal()).toBe(formatMoney(6 * 7600 + 149900));
  });

  it('remove dispatches the removal and the line disappears at once', () => {
    const app = renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES }) });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove A2 Gir Cow Ghee (1 L)' })));
    expect(eventsOf(app, 'cart/lineRemoveRequested').map(({ event }) => event.payload)).toEqual([{ lineId: 'line_2' }]);
    expect(screen.queryByRole('heading', { name: 'A2 Gir Cow Ghee' })).toBeNull();
    expect(subtotal()).toBe(formatMoney(15000));
  });

  it('an empty cart leads back to shopping', () => {
    renderApp({ path: '/cart', initialState: settledState() });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('list', { name: 'Shop by category' })).getAllByRole('link').length).toBeGreaterThan(
      0,
    );
  });

  it('removing the last line shows the empty state', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES.slice(0, 1) }) });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Fresh Chakki Atta (1 kg)' })));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });
});

describe('cart page: an order over the cash-on-delivery limit (issue 22 item 4)', () => {
  const OVER_LIMIT = 'This order is over the cash-on-delivery limit';
  const ghee = (quantity: number, price = 54900): CartItem => ({
    id: 'line_ghee',
    title: 'A2 Desi Cow Ghee',
    thumbnail: null,
    quantity,
    price,
    total: quantity * price,
    variant_id: 'variant_ghee_500ml',
    variant_title: '500 ml',
  });

  it('says before checkout that it cannot be paid here, and offers fewer items, split orders, a call or WhatsApp', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: [ghee(26)] }) });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const notice = within(summary).getByRole('status', { name: OVER_LIMIT });
    expect(notice.textContent).toContain('Cash on delivery');
    expect(notice.textContent).toContain('₹5,000');
    expect(notice.textContent).toContain('₹14,274');
    expect(notice.textContent).toMatch(/remove some items/i);
    expect(notice.textContent).toMatch(/split/i);
    expect(within(notice).getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+919876543210');
    const whatsapp =
      within(notice)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain('26 × A2 Desi Cow Ghee (500 ml)');
    const checkout = within(summary).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('at exactly Rs 5,000 leads to checkout as usual', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: [ghee(1, 500_000)] }) });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(within(summary).queryByRole('status', { name: OVER_LIMIT })).toBeNull();
  });

  it('says the same at the top of checkout, for a shopper who goes there from elsewhere', () => {
    renderApp({ path: '/checkout', initialState: settledState({ cartItems: [ghee(26)] }) });
    expect(screen.getByRole('status', { name: /order is over/i }).textContent).toContain('₹5,000');
  });
});

describe('cart page: a coupon code (issue 25 item 3)', () => {
  const promotionsPath = '/store/carts/cart_1/promotions';
  const discounted = (code: string | null) => ({
    cart: {
      id: 'cart_1',
      items: LINES.map((item) => {
        const discount = code ? Math.round(item.total / 10) : 0;
        return {
          ...item,
          unit_price: item.price,
          subtotal: item.total,
          discount_total: discount,
          total: item.total - discount,
          adjustments: code ? [{ code, amount: discount }] : [],
        };
      }),
    },
  });

  it("'Apply' sends the code in capitals; the summary shows 'Coupon GHAR10', the discount and a total that subtracts it, and 'Remove' takes it off", () => {
    let applied: string | null = null;
    const app = renderApp({
      path: '/cart',
      initialState: settledState({ cartItems: LINES }),
      respond: (request) => {
        if (new URL(request.url).pathname !== promotionsPath) return undefined;
        applied = request.method === 'POST' ? 'GHAR10' : null;
        return { status: 200, body: discounted(applied) };
      },
    });
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    act(() => fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'ghar10' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(screen.getByRole('button', { name: 'Applying…' })).toBeTruthy();
    settle(app);
    expect(requestsTo(app, promotionsPath).map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { promo_codes: ['GHAR10'] } },
    ]);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const discount = 1500 + 14990;
    expect(subtotal()).toBe(formatMoney(164900));
    expect(within(summary).getByText('Coupon GHAR10')).toBeTruthy();
    expect(screen.getByTestId('cart-discount').textContent).toBe(`−${formatMoney(discount)}`);
    expect(screen.getByTestId('cart-total').textContent).toBe(formatMoney(164900 - discount));
    expect(summary.textContent).toContain(`GHAR10 applied: you save ${formatMoney(discount)}`);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove coupon GHAR10' })));
    settle(app);
    expect(requestsTo(app, promotionsPath).map(({ method, body }) => ({ method, body }))[1]).toEqual({
      method: 'DELETE',
      body: { promo_codes: ['GHAR10'] },
    });
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.getByLabelText('Coupon code')).toBeTruthy();
  });

  it('an unknown code is refused beside the field, which is marked invalid and described by the reason', () => {
    const app = renderApp({
      path: '/cart',
      initialState: settledState({ cartItems: LINES }),
      respond: (request) =>
        new URL(request.url).pathname === promotionsPath
          ? { status: 400, body: { type: 'invalid_data', message: 'The promotion code SAVE50 is invalid' } }
          : undefined,
    });
    act(() => fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'SAVE50' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    settle(app);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const alert = within(summary).getByRole('alert');
    expect(alert.textContent).toBe('SAVE50 is not a valid coupon code. Check the code and try again.');
    const field = screen.getByLabelText('Coupon code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByTestId('cart-discount')).toBeNull();
  });
});

describe('the saving in the cart and at checkout (issue 25 item 1)', () => {
  const SALE: CartItem[] = [
    {
      id: 'line_sale',
      title: 'Sharbati Wheat Atta',
      thumbnail: null,
      quantity: 2,
      price: 9000,
      originalPrice: 10300,
      total: 18000,
      variant_id: 'variant_sharbati_1kg',
      variant_title: '1 kg',
      product_handle: 'sharbati-wheat-atta',
    },
    { ...LINES[1]!, originalPrice: 159900 },
    LINES[0]!,
  ];

  it("strikes each sale line's MRP and says 'You save' with the total saving in the summary", () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: SALE }) });
    const sharbati = line('Sharbati Wheat Atta');
    expect(sharbati.querySelector('s, del')?.textContent).toBe(formatMoney(10300));
    expect(sharbati.querySelector('s, del')?.parentElement?.textContent).toBe(`MRP ${formatMoney(10300)}`);
    expect(line('Fresh Chakki Atta').querySelector('s, del')).toBeNull();
    expect(screen.getByTestId('cart-saving').textContent).toBe(`You save ${formatMoney(2 * 1300 + 10000)}`);
  });

  it("says 'You save' in checkout's order summary too", () => {
    renderApp({ path: '/checkout', initialState: settledState({ cartItems: SALE }) });
    expect(screen.getByTestId('summary-saving').textContent).toBe(`You save ${formatMoney(12600)}`);
  });

  it('says nothing of a saving when no line is on sale', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES }) });
    expect(screen.queryByTestId('cart-saving')).toBeNull();
    expect(screen.getByRole('main').textContent).not.toContain('You save');
  });
});
