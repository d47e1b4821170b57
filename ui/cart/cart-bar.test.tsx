// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import { cssRule } from '../testing/css-rules';
import { renderComponent } from '../testing/render-component';
import { CART_BAR_MAX_THUMBNAILS, CartBar, preloadCartBarNudge } from './cart-bar';

beforeAll(() => preloadCartBarNudge());
afterEach(cleanup);

const item = (n: number, thumbnail: string | null = `/images/p${n}.webp`, total = 10000): CartItem => ({
  id: `line_${n}`,
  title: `Product ${n}`,
  thumbnail,
  quantity: 1,
  price: total,
  total,
  variant_id: `variant_${n}`,
});

function setup(path: string, items: readonly CartItem[]) {
  const rendered = renderComponent(<CartBar />, { path });
  act(() => rendered.store.dispatch({ type: 'cart/refreshed', payload: { items } }));
  return rendered;
}

const cartLink = () => screen.queryByRole('link', { name: /^View Cart/ });

describe('CartBar', () => {
  it('is hidden while the cart is empty', () => {
    setup('/', []);
    expect(cartLink()).toBeNull();
  });

  it('appears once the cart has items: one link to /cart reading View Cart and the count, with an arrow', () => {
    const { store } = setup('/', []);
    act(() => store.dispatch({ type: 'cart/refreshed', payload: { items: [item(1), item(2)] } }));
    const link = cartLink();
    expect(link?.getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'View Cart 2 items Add ₹799 more for free delivery' })).toBe(link);
    expect(link?.querySelector('.cart-bar__arrow svg')).not.toBeNull();
  });

  it('says "1 item" for one', () => {
    setup('/', [item(1)]);
    expect(cartLink()?.textContent).toContain('1 item');
    expect(cartLink()?.textContent).not.toContain('1 items');
  });

  it('shows at most three round thumbnails', () => {
    setup('/', [item(1), item(2), item(3), item(4), item(5)]);
    expect(CART_BAR_MAX_THUMBNAILS).toBe(3);
    const images = cartLink()?.querySelectorAll('img') ?? [];
    expect(Array.from(images).map((img) => img.getAttribute('src'))).toEqual([
      '/_image?url=%2Fimages%2Fp1.webp&w=64&q=75',
      '/_image?url=%2Fimages%2Fp2.webp&w=64&q=75',
      '/_image?url=%2Fimages%2Fp3.webp&w=64&q=75',
    ]);
    for (const img of Array.from(images)) {
      expect(img.getAttribute('sizes')).toBe('32px');
      expect(img.getAttribute('srcset')).toMatch(/ 64w, .* 128w$/);
      expect(img.getAttribute('width')).toBe('32');
      expect(img.getAttribute('height')).toBe('32');
      expect(img.getAttribute('alt')).toBe('');
    }
    expect(cartLink()?.textContent).toContain('5 items');
    expect(cssRule('shell/floating.css', '.cart-bar__thumb')['border-radius']).toBe('50%');
    expect(cssRule('shell/floating.css', '.cart-bar__pill')['border-radius']).toBe('999px');
  });

  it('keeps a place for an item without a thumbnail', () => {
    setup('/', [item(1, null), item(2)]);
    expect(cartLink()?.querySelectorAll('.cart-bar__thumb')).toHaveLength(2);
    expect(cartLink()?.querySelectorAll('img')).toHaveLength(1);
  });

  it.each(['/cart', '/cart/', '/shop/cart', '/cart/checkout'])('is hidden on %s, a path containing /cart', (path) => {
    setup(path, [item(1)]);
    expect(cartLink()).toBeNull();
  });

  it('hides and shows as the shopper moves to and from the cart', () => {
    const { location } = setup('/', [item(1)]);
    expect(cartLink()).not.toBeNull();
    act(() => location.navigate('/cart'));
    expect(cartLink()).toBeNull();
    act(() => location.navigate('/product/ghee'));
    expect(cartLink()).not.toBeNull();
  });

  describe('the free-delivery nudge (issue 25 item 4)', () => {
    const nudge = () => cartLink()?.querySelector('.cart-bar__nudge');

    it('says how much more the cart needs: ₹999 minus the subtotal', () => {
      setup('/', [item(1, null, 45_000), item(2, null, 10_050)]);
      expect(nudge()?.textContent).toBe('Add ₹448.50 more for free delivery');
    });

    it('asks for ₹0.01 more at ₹998.99', () => {
      setup('/', [item(1, null, 99_899)]);
      expect(nudge()?.textContent).toBe('Add ₹0.01 more for free delivery');
      expect(nudge()?.classList.contains('cart-bar__nudge--free')).toBe(false);
    });

    it("says 'Free delivery' at exactly ₹999 and above", () => {
      const { store } = setup('/', [item(1, null, 99_900)]);
      expect(nudge()?.textContent).toBe('Free delivery');
      expect(nudge()?.classList.contains('cart-bar__nudge--free')).toBe(true);
      act(() => store.dispatch({ type: 'cart/refreshed', payload: { items: [item(1, null, 150_000)] } }));
      expect(nudge()?.textContent).toBe('Free delivery');
    });

    it('follows the cart as lines change', () => {
      const { store } = setup('/', [item(1, null, 50_000)]);
      expect(nudge()?.textContent).toBe('Add ₹499 more for free delivery');
      act(() => store.dispatch({ type: 'cart/refreshed', payload: { items: [item(1, null, 50_000), item(2)] } }));
      expect(nudge()?.textContent).toBe('Add ₹399 more for free delivery');
    });
  });
});
