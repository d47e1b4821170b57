// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialRootState } from '../../core/root.reducer';
import type { UserData } from '../../core/session/user.model';
import { cssRule } from '../testing/css-rules';
import { renderComponent } from '../testing/render-component';
import { whatsappHref } from '../store-details';
import { BottomBar, highlightedBottomBarItem, preloadCategoriesSheet } from './bottom-bar';

beforeAll(() => preloadCategoriesSheet());

afterEach(cleanup);

const USER: UserData = {
  id: 'cus_1',
  first_name: 'Asha',
  name: 'Asha Verma',
  email: 'a@x.in',
  phone: '9876543210',
  phone_country_code: '+91',
};

function setup(path = '/', { loggedIn = false, chatOpen = false } = {}) {
  const initialState = {
    ...initialRootState,
    user: {
      ...initialRootState.user,
      isLoggedIn: loggedIn,
      userData: loggedIn ? USER : null,
      accessToken: loggedIn ? 't' : null,
    },
    chat: { ...initialRootState.chat, isOpen: chatOpen },
  };
  const rendered = renderComponent(<BottomBar />, { path, initialState });
  const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
  const item = (name: string) =>
    within(bar).getByRole(name === 'Support' || name === 'Categories' ? 'button' : 'link', { name });
  const current = () => Array.from(bar.querySelectorAll('[aria-current]')).map((el) => el.textContent);
  return { ...rendered, bar, item, current };
}

describe('BottomBar', () => {
  it('is a navigation named Quick navigation with Shop, Support, WhatsApp, Categories, Cart and Menu in that order', () => {
    const { bar } = setup();
    const names = within(bar)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual(['Shop', 'Support', 'WhatsApp', 'Categories', 'Cart', 'Menu']);
  });

  it('is fixed at the bottom of screens below 768 px only, the page keeping room for it', () => {
    const bar = cssRule('shell/floating.css', '.bottom-bar');
    expect([bar.position, bar.bottom, bar.display]).toEqual(['fixed', '0', undefined]);
    expect(cssRule('shell/floating.css', '.bottom-bar', '@media (min-width: 768px)').display).toBe('none');
    expect(cssRule('shell/layout.css', '.layout--default', '@media (max-width: 767.98px)')['padding-bottom']).toContain(
      'var(--bottom-bar-height)',
    );
  });

  it('opens WhatsApp from its own item, in a new tab, with the enquiry filled in', () => {
    const { bar } = setup();
    const link = within(bar).getByRole('link', { name: 'Chat on WhatsApp' });
    expect(link.getAttribute('href')).toBe(whatsappHref());
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('goes home from Shop and to /cart from Cart', () => {
    const { item } = setup('/faq');
    expect(item('Shop').getAttribute('href')).toBe('/');
    expect(item('Cart').getAttribute('href')).toBe('/cart');
  });

  it('highlights Shop on product pages, with aria-current', () => {
    const { item, current } = setup('/product/desi-cow-ghee');
    expect(item('Shop').getAttribute('aria-current')).toBe('page');
    expect(current()).toEqual(['Shop']);
  });

  it.each(['/categories/ghee', '/categories/fresh-chakki-atta/'])('highlights Categories on %s', (path) => {
    const { item, current } = setup(path);
    expect(item('Categories').getAttribute('aria-current')).toBe('page');
    expect(current()).toEqual(['Categories']);
  });

  it('highlights nothing on the home page or an info page', () => {
    expect(setup('/').current()).toEqual([]);
    cleanup();
    expect(setup('/about-us').current()).toEqual([]);
  });

  it('highlights Cart on /cart', () => {
    expect(setup('/cart').current()).toEqual(['Cart']);
  });

  it('sends Menu to /login for a guest (coming back afterwards) and to /my-account when logged in', () => {
    expect(setup('/categories/ghee').item('Menu').getAttribute('href')).toBe('/login?from=%2Fcategories%2Fghee');
    cleanup();
    const { item, current } = setup('/my-account', { loggedIn: true });
    expect(item('Menu').getAttribute('href')).toBe('/my-account');
    expect(current()).toEqual(['Menu']);
  });

  it('opens the chat from Support', () => {
    const { item, store } = setup();
    act(() => fireEvent.click(item('Support')));
    const opened = store.log().filter((entry) => entry.event.type === 'chat/openRequested');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.source).toBe('ui');
  });

  it('hides Support while the chat is open', () => {
    const { bar } = setup('/', { chatOpen: true });
    expect(within(bar).queryByRole('button', { name: 'Support' })).toBeNull();
    expect(within(bar).getAllByRole('listitem')).toHaveLength(5);
  });

  it('opens and closes the categories sheet from Categories', () => {
    const { item } = setup();
    const categories = item('Categories');
    expect(categories.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(categories));
    expect(screen.getByRole('dialog', { name: 'Categories' })).toBeTruthy();
    expect(categories.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close categories' })));
    expect(screen.queryByRole('dialog', { name: 'Categories' })).toBeNull();
    expect(document.activeElement).toBe(categories);
  });

  it('closes the categories sheet when the page changes', () => {
    const { item, location } = setup();
    act(() => fireEvent.click(item('Categories')));
    expect(screen.getByRole('dialog', { name: 'Categories' })).toBeTruthy();
    act(() => location.navigate('/faq'));
    expect(screen.queryByRole('dialog', { name: 'Categories' })).toBeNull();
  });
});

describe('highlightedBottomBarItem', () => {
  it.each([
    ['/product/ghee', '/login', 'shop'],
    ['/categories/ghee', '/login', 'categories'],
    ['/x/categories', '/login', 'categories'],
    ['/cart', '/login', 'cart'],
    ['/cart/', '/login', 'cart'],
    ['/login', '/login', 'menu'],
    ['/my-account', '/my-account', 'menu'],
    ['/', '/login', null],
    ['/faq', '/login', null],
  ])('%s (menu at %s) highlights %s', (path, menu, expected) => {
    expect(highlightedBottomBarItem(path, menu)).toBe(expected);
  });
});
