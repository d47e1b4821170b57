// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import { renderComponent } from '../testing/render-component';
import { hasDevanagari, shopperText, SHOPPING_PATH_ENGLISH } from '../testing/hindi-screen';
import { CartBar, preloadCartBarNudge } from './cart-bar';

beforeAll(() => preloadCartBarNudge());
afterEach(cleanup);

const item = (n: number, total: number): CartItem => ({
  id: `line_${n}`,
  title: `सामान ${n}`,
  thumbnail: null,
  quantity: 1,
  price: total,
  total,
  variant_id: `variant_${n}`,
});

function setup(items: readonly CartItem[]) {
  const rendered = renderComponent(<CartBar />, { path: '/' });
  act(() => rendered.store.dispatch({ type: 'cart/refreshed', payload: { items } }));
  return document.querySelector('.cart-bar');
}

describe('the cart bar in Hindi (issue 26)', () => {
  it('reads कार्ट देखें with the count and what free delivery lacks, and leads to चेकआउट', () => {
    const bar = setup([item(1, 10000), item(2, 10000)]);
    expect(screen.getByRole('link', { name: 'कार्ट देखें 2 सामान मुफ़्त डिलीवरी के लिए ₹799 का सामान और डालें' })).toBe(
      bar?.querySelector('a[href="/cart"]'),
    );
    expect(screen.getByRole('link', { name: 'चेकआउट' }).getAttribute('href')).toBe('/checkout');
    expect(hasDevanagari(shopperText(bar!))).toBe(true);
    expect(shopperText(bar!)).not.toMatch(SHOPPING_PATH_ENGLISH);
  });

  it('says one item and free delivery in Hindi', () => {
    const bar = setup([item(1, 120000)]);
    expect(screen.getByRole('link', { name: 'कार्ट देखें 1 सामान मुफ़्त डिलीवरी' })).toBeTruthy();
    expect(shopperText(bar!)).not.toMatch(SHOPPING_PATH_ENGLISH);
  });
});
