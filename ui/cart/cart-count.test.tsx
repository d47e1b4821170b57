// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import { selectCartUnitCount } from '../../core/cart/cart.selectors';
import { initialRootState } from '../../core/root.reducer';
import { CartPage } from '../pages/cart-page';
import { renderComponent } from '../testing/render-component';
import { BottomBar } from '../shell/bottom-bar';
import { CartBar, preloadCartBarNudge } from './cart-bar';

beforeAll(() => preloadCartBarNudge());
afterEach(cleanup);

const line = (n: number, quantity: number): CartItem => ({
  id: `line_${n}`,
  title: `Product ${n}`,
  thumbnail: null,
  quantity,
  price: 10000,
  total: 10000 * quantity,
  variant_id: `variant_${n}`,
});
const lines = [line(1, 1), line(2, 3), line(3, 1)];

describe('one cart count: units, as shoppers count them (issue 11, defect 5)', () => {
  it('selectCartUnitCount adds up the quantities', () => {
    expect(
      selectCartUnitCount({
        ...initialRootState,
        cart: { ...initialRootState.cart, cartItems: lines, totalCartItems: 3 },
      }),
    ).toBe(5);
    expect(selectCartUnitCount(initialRootState)).toBe(0);
  });

  it('the cart bar, the bottom bar badge and the cart summary all say 5 for 1 + 3 + 1 packs', () => {
    const { store } = renderComponent(
      <>
        <CartBar />
        <BottomBar />
      </>,
      { path: '/' },
    );
    act(() => store.dispatch({ type: 'cart/refreshed', payload: { items: lines } }));
    expect(screen.getByRole('link', { name: 'View Cart 5 items Add ₹499 more for free delivery' })).toBeTruthy();
    expect(document.querySelector('.bottom-bar__badge')?.textContent).toBe('5');
    cleanup();
    const page = renderComponent(<CartPage />, { path: '/cart' });
    act(() => page.store.dispatch({ type: 'cart/refreshed', payload: { items: lines } }));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.querySelector('.cart-summary__row dd')?.textContent).toBe('5');
  });
});
