// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

afterEach(cleanup);

describe('layouts', () => {
  it('the default layout has the header, footer, chat button, WhatsApp button, quick navigation and, once the cart has items, the cart bar', async () => {
    const { store } = renderApp({ path: '/faq' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeTruthy();
    const shortcuts = screen.getByRole('complementary', { name: 'Shortcuts' });
    const quick = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(shortcuts).getByRole('link', { name: 'Chat on WhatsApp' }), 'wide screens').toBeTruthy();
    expect(within(quick).getByRole('link', { name: 'Chat on WhatsApp' }), 'phones').toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^View Cart/ })).toBeNull();
    act(() =>
      store.dispatch({
        type: 'cart/refreshed',
        payload: {
          items: [{ id: 'l1', title: 'Ghee', thumbnail: null, quantity: 1, price: 100, total: 100, variant_id: 'v1' }],
        },
      }),
    );
    expect(screen.getByRole('link', { name: /^View Cart/ })).toBeTruthy();
  });

  it('has a skip link to the page content', () => {
    renderApp({ path: '/faq' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const target = document.getElementById(skip.getAttribute('href')?.slice(1) ?? '');
    expect(target).toBe(screen.getByRole('main'));
  });

  it('the empty layout on /login is bare: no header, footer, chat, floating buttons or quick navigation', () => {
    renderApp({ path: '/login' });
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });
});
