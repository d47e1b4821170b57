// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserData } from '../../core/session/user.model';
import { STORE_DETAILS } from '../store-details';
import { cssRule } from '../testing/css-rules';
import { renderComponent } from '../testing/render-component';
import { Header, preloadSideMenu } from './header';
import { MENU_CATEGORIES } from '../shared/store-links';
import { PANEL_EXIT_MS } from './use-modal';

beforeAll(() => preloadSideMenu());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ASHA: UserData = {
  id: 'cus_1',
  first_name: 'Asha',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  phone_country_code: '+91',
};

function setup({ loggedIn = false, path = '/' } = {}) {
  const rendered = renderComponent(<Header />, { path });
  if (loggedIn) {
    act(() =>
      rendered.store.dispatch({
        type: 'session/loggedIn',
        payload: { accessToken: 'tok', refreshToken: null, user: ASHA },
      }),
    );
  }
  const opener = screen.getByRole('button', { name: 'Open menu' });
  const open = () => {
    act(() => fireEvent.click(opener));
    return screen.getByRole('dialog', { name: 'Menu' });
  };
  return { ...rendered, opener, open };
}

const toggle = (menu: HTMLElement, name: string) => within(menu).getByRole('button', { name });

describe('SideMenu', () => {
  it('is closed until the menu button opens it as a modal dialog named Menu', () => {
    const { open, opener } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    const menu = open();
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
  });

  it('greets a guest, offers Log in to /login (coming back here afterwards) and has no My Account section', () => {
    const { open, location } = setup({ path: '/product/desi-cow-ghee' });
    const menu = open();
    expect(within(menu).getByText('Hi, Guest')).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'My Account' })).toBeNull();
    const logIn = within(menu).getByRole('link', { name: 'Log in' });
    expect(logIn.getAttribute('href')).toBe('/login?from=%2Fproduct%2Fdesi-cow-ghee');
    act(() => fireEvent.click(logIn));
    expect(location.history.at(-1)).toBe('/login?from=%2Fproduct%2Fdesi-cow-ghee');
    expect(within(menu).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('greets a logged-in shopper by first name, with My Account (Profile, Order History) and Log out', () => {
    const { open, store } = setup({ loggedIn: true });
    const menu = open();
    expect(within(menu).getByText('Hi, Asha')).toBeTruthy();
    const account = toggle(menu, 'My Account');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(account));
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe('/order-history');
    expect(within(menu).queryByRole('link', { name: 'Log in' })).toBeNull();

    act(() => fireEvent.click(within(menu).getByRole('button', { name: 'Log out' })));
    expect(store.log().some((entry) => entry.event.type === 'session/logoutRequested' && entry.source === 'ui')).toBe(
      true,
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('toggles My Account and Categories independently', () => {
    const { open } = setup({ loggedIn: true });
    const menu = open();
    const account = toggle(menu, 'My Account');
    const categories = toggle(menu, 'Categories');
    act(() => fireEvent.click(categories));
    expect(categories.getAttribute('aria-expanded')).toBe('true');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Profile' })).toBeNull();
    act(() => fireEvent.click(account));
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(categories.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.click(categories));
    expect(categories.getAttribute('aria-expanded')).toBe('false');
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it('lists the nine categories once Categories is expanded', () => {
    const { open } = setup();
    const menu = open();
    const categories = toggle(menu, 'Categories');
    const list = document.getElementById(categories.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    act(() => fireEvent.click(categories));
    expect(list?.hidden).toBe(false);
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      MENU_CATEGORIES.map((c) => `/categories/${c.handle}`),
    );
  });

  it('links to the store on the map (new tab), the blog, About Us and Contact us', () => {
    const { open } = setup();
    const menu = open();
    const visit = within(menu).getByRole('link', { name: 'Visit our store' });
    expect(visit.getAttribute('href')).toBe(STORE_DETAILS.mapUrl);
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toContain('noopener');
    expect(within(menu).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blogs');
    expect(within(menu).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us');
    expect(within(menu).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('moves focus into the menu, closes on Escape and gives focus back to the menu button', () => {
    const { open, opener } = setup();
    const menu = open();
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Close menu' }));
    act(() => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the menu', () => {
    const { open } = setup();
    const menu = open();
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    const last = within(menu).getByRole('link', { name: 'Log in' });
    last.focus();
    act(() => fireEvent.keyDown(last, { key: 'Tab' }));
    expect(document.activeElement).toBe(close);
    act(() => fireEvent.keyDown(close, { key: 'Tab', shiftKey: true }));
    expect(document.activeElement).toBe(last);
  });

  it('closes with Close menu, and when a link is followed', () => {
    const { open, location } = setup();
    let menu = open();
    act(() => fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' })));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    menu = open();
    act(() => fireEvent.click(within(menu).getByRole('link', { name: 'About Us' })));
    expect(location.history.at(-1)).toBe('/about-us');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('is 300 px wide, and one third of the width on screens of 900 px and more', () => {
    expect(cssRule('shell/panels.css', '.side-menu').width).toBe('300px');
    expect(cssRule('shell/panels.css', '.side-menu', '@media (min-width: 900px)').width).toBe('calc(100% / 3)');
  });

  it('slides in from the right over 300 ms and out over 200 ms', () => {
    const closed = cssRule('shell/panels.css', '.side-menu');
    expect(closed.right).toBe('0');
    expect(closed.transform).toBe('translateX(100%)');
    expect(closed.transition).toBe(`transform ${PANEL_EXIT_MS}ms ease-in`);
    expect(PANEL_EXIT_MS).toBe(200);
    const open = cssRule('shell/panels.css', '.is-open > .side-menu');
    expect(open.transform).toBe('none');
    expect(open.transition).toMatch(/^transform 300ms /);
  });

  it('stays in the page for its 200 ms slide-out when motion is allowed', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    const { open } = setup();
    const menu = open();
    expect(menu.parentElement?.classList.contains('is-open')).toBe(true);
    act(() => fireEvent.keyDown(menu, { key: 'Escape' }));
    expect(screen.getByRole('dialog', { name: 'Menu' }).parentElement?.classList.contains('is-open')).toBe(false);
    act(() => vi.advanceTimersByTime(PANEL_EXIT_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('comes and leaves at once, without sliding, when the shopper prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    const { open } = setup();
    const menu = open();
    expect(menu.parentElement?.classList.contains('is-open')).toBe(true);
    act(() => fireEvent.keyDown(menu, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(cssRule('styles/base.css', '*', '@media (prefers-reduced-motion: reduce)')['transition-duration']).toBe(
      '0.01ms !important',
    );
  });
});
