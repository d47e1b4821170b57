// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse } from '../../core/ports';
import { formatMoney } from '../format/money';
import { renderApp } from '../testing/render-app';
import { settledState, TEST_CUSTOMER } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const CUSTOMER = TEST_CUSTOMER;
const ORDER = {
  id: 'order_1',
  display_id: 1042,
  created_at: '2024-05-14T10:30:00.000Z',
  status: 'completed',
  total: 47400,
  items: [
    {
      id: 'item_1',
      title: 'Fresh Chakki Atta',
      quantity: 2,
      unit_price: 7500,
      total: 15000,
      thumbnail: '/images/atta.svg',
    },
    { id: 'item_2', title: 'Desi Cow Ghee', quantity: 1, unit_price: 32400, total: 32400, thumbnail: null },
  ],
};

function accountResponder(orders: readonly unknown[]) {
  return (request: HttpRequest): HttpResponse | undefined => {
    const path = new URL(request.url).pathname;
    if (path === '/store/customers/me' && request.method === 'GET')
      return { status: 200, body: { customer: CUSTOMER } };
    if (path === '/store/customers/me' && request.method === 'POST')
      return { status: 200, body: { customer: { ...CUSTOMER, ...(request.body as object) } } };
    if (path === '/store/orders') return { status: 200, body: { orders, count: orders.length } };
    return undefined;
  };
}

function open(path: string, { loggedIn = true, orders = [ORDER] as readonly unknown[] } = {}) {
  const app = renderApp({ path, respond: accountResponder(orders), initialState: settledState({ loggedIn }) });
  settle(app);
  return app;
}

const main = () => within(screen.getByRole('main'));

describe('account pages', () => {
  it.each(['/my-account', '/profile', '/order-history'])(
    '%s sends a logged-out visitor to /login with the return path',
    (path) => {
      const app = open(path, { loggedIn: false });
      expect(app.location.history.at(-1)).toBe(`/login?from=${encodeURIComponent(path)}`);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
      expect(app.store.getState().user.redirectObj).toEqual({ path });
    },
  );

  it('waits for stored state before deciding the visitor is logged out', () => {
    const app = renderApp({ path: '/profile' });
    expect(app.location.history.at(-1)).toBe('/profile');
    expect(main().getByRole('status').textContent).toContain('Checking your account');
  });

  it('/my-account links to the profile and orders, and logs out to /login', () => {
    const app = open('/my-account');
    expect(document.title).toContain('My Account');
    expect(main().getByText('Hi, Asha')).toBeTruthy();
    expect(
      main()
        .getByRole('link', { name: /^Profile/ })
        .getAttribute('href'),
    ).toBe('/profile');
    expect(
      main()
        .getByRole('link', { name: /^Order History/ })
        .getAttribute('href'),
    ).toBe('/order-history');
    act(() => fireEvent.click(main().getByRole('button', { name: 'Log out' })));
    settle(app);
    expect(eventsOf(app, 'session/logoutRequested').map(({ source }) => source)).toEqual(['ui']);
    expect(app.location.history.at(-1)).toBe('/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
  });

  it.each([
    ['/profile', 'Profile'],
    ['/order-history', 'Order History'],
  ])('%s is titled %s and leads back to My Account', (path, title) => {
    open(path);
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(document.title).toContain(title);
    expect(
      within(main().getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'My Account' })
        .getAttribute('href'),
    ).toBe('/my-account');
  });

  it('/profile shows the name and email to edit and the phone read-only', () => {
    open('/profile');
    expect((main().getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Asha');
    expect((main().getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('asha@example.in');
    const phone = main().getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(phone.readOnly).toBe(true);
    expect(phone.value).toBe('+91 9876543210');
    expect(phone.getAttribute('aria-describedby')).toBe('profile-phone-hint');
  });

  it('/profile saves the changed name and email, and never the phone', () => {
    const app = open('/profile');
    act(() =>
      fireEvent.change(main().getByRole('textbox', { name: 'First name' }), { target: { value: 'Asha Rani' } }),
    );
    act(() =>
      fireEvent.change(main().getByRole('textbox', { name: 'Email' }), { target: { value: 'asha.rani@example.in' } }),
    );
    act(() => fireEvent.click(main().getByRole('button', { name: 'Save changes' })));
    settle(app);
    expect(eventsOf(app, 'account/profileSaveRequested').map(({ event }) => event.payload.changes)).toEqual([
      { first_name: 'Asha Rani', last_name: 'Verma', email: 'asha.rani@example.in' },
    ]);
    const saved = requestsTo(app, '/store/customers/me').find((request) => request.method === 'POST');
    expect(saved?.body).not.toHaveProperty('phone');
    expect((main().getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Asha Rani');
  });

  it('/profile keeps the typed name and email in the account slice, and Cancel puts the saved profile back', () => {
    const app = open('/profile');
    const first = () => main().getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    const cancel = () => main().getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel().disabled).toBe(true);
    act(() => fireEvent.change(first(), { target: { value: 'Asha Rani' } }));
    expect(eventsOf(app, 'account/profileFieldChangeRequested').map(({ event }) => event.payload)).toEqual([
      { field: 'first_name', value: 'Asha Rani' },
    ]);
    expect(app.store.getState().account.profile.form.first_name).toBe('Asha Rani');
    expect(cancel().disabled).toBe(false);
    act(() => fireEvent.click(cancel()));
    expect(eventsOf(app, 'account/profileEditCancelRequested')).toHaveLength(1);
    expect(first().value).toBe('Asha');
    expect(cancel().disabled).toBe(true);
  });

  it('/profile shows the validation message under the field', () => {
    const app = open('/profile');
    act(() => fireEvent.change(main().getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } }));
    act(() => fireEvent.click(main().getByRole('button', { name: 'Save changes' })));
    settle(app);
    const email = main().getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(main().getByRole('alert').textContent).toBe('Enter a valid email address');
  });

  it('/order-history lists orders with date, items and total', () => {
    open('/order-history');
    const order = main().getByRole('article', { name: 'Order #1042' });
    expect(order.textContent).toContain('14 May 2024');
    expect(order.textContent).toContain('Fresh Chakki Atta');
    expect(order.textContent).toContain('× 2');
    expect(order.textContent).toContain('Desi Cow Ghee');
    expect(within(order).getByText(formatMoney(47400))).toBeTruthy();
  });

  it('/order-history shows the pack size of each line, as checkout placed it (issue 22 item 12)', () => {
    const placed = {
      ...ORDER,
      id: 'order_2',
      display_id: 1101,
      items: [
        { ...ORDER.items[0], id: 'item_3', title: 'Toor Dal', variant_title: '1 kg' },
        { ...ORDER.items[1], id: 'item_4', title: 'Fresh Chakki Atta - 5 kg', variant_title: '5 kg' },
      ],
    };
    open('/order-history', { orders: [placed] });
    const lines = within(main().getByRole('article', { name: 'Order #1101' }))
      .getAllByRole('listitem')
      .map((line) => line.querySelector('.order-line__title')?.textContent);
    expect(lines).toEqual(['Toor Dal · 1 kg × 2', 'Fresh Chakki Atta - 5 kg × 1']);
  });

  it('/order-history shows an empty state with a way back to shopping', () => {
    open('/order-history', { orders: [] });
    expect(main().getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('/order-history offers to try again after a failed load', () => {
    let fail = true;
    const respond = accountResponder([ORDER]);
    const app = renderApp({
      path: '/order-history',
      respond: (request) =>
        fail && new URL(request.url).pathname === '/store/orders'
          ? { status: 500, body: { message: 'down' } }
          : respond(request),
      initialState: settledState({ loggedIn: true }),
    });
    settle(app);
    expect(main().getByRole('alert')).toBeTruthy();
    expect(main().queryByRole('article')).toBeNull();
    fail = false;
    act(() => fireEvent.click(main().getByRole('button', { name: 'Try again' })));
    settle(app);
    expect(main().getByRole('article', { name: 'Order #1042' })).toBeTruthy();
  });
});
