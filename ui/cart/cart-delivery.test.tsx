// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import { renderApp } from '../testing/render-app';
import { settledState } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { preloadPages } from '../pages/lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const ghee = (quantity: number, price = 54_900): CartItem => ({
  id: 'line_ghee',
  title: 'A2 Desi Cow Ghee',
  thumbnail: null,
  quantity,
  price,
  total: quantity * price,
  variant_id: 'variant_ghee_500ml',
  variant_title: '500 ml',
});

function openCart(items: readonly CartItem[]) {
  const app = renderApp({
    path: '/cart',
    initialState: settledState({ cartItems: [...items] }),
    respond: (request) =>
      new URL(request.url).pathname === '/store/pincodes/175001'
        ? { status: 200, body: { pincode: { code: '175001', serviceable: false, city: 'Mandi', state: null } } }
        : undefined,
  });
  const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
  return { app, summary };
}

const nudge = () => document.querySelector('.cart-delivery__nudge')?.textContent;

describe('the cart’s delivery terms (issue 25 items 4 and 5)', () => {
  it('says how much more makes delivery free: ₹999 minus the subtotal', () => {
    const { summary } = openCart([ghee(1)]);
    expect(nudge()).toBe('Add ₹450 more for free delivery');
    expect(summary.getByText('Add ₹450 more for free delivery').closest('[role="status"]')).not.toBeNull();
  });

  it("says 'Free delivery' at exactly ₹999, and asks for ₹0.01 at ₹998.99", () => {
    openCart([ghee(1, 99_900)]);
    expect(nudge()).toBe('Free delivery');
    cleanup();
    openCart([ghee(1, 99_899)]);
    expect(nudge()).toBe('Add ₹0.01 more for free delivery');
  });

  it('states the cash-on-delivery limit calmly under it, and leaves it to the notice over it', () => {
    const { summary } = openCart([ghee(1)]);
    expect(summary.getByText('Cash on delivery is available on orders up to Rs 5,000.')).toBeTruthy();
    cleanup();
    const over = openCart([ghee(26)]);
    expect(over.summary.queryByText('Cash on delivery is available on orders up to Rs 5,000.')).toBeNull();
  });

  it('answers a pin code we do not deliver to, in the cart too', () => {
    const { app, summary } = openCart([ghee(1)]);
    act(() => {
      fireEvent.change(summary.getByRole('textbox', { name: 'Check delivery to your pin code' }), {
        target: { value: '175001' },
      });
    });
    act(() => fireEvent.click(summary.getByRole('button', { name: 'Check' })));
    settle(app);
    expect(summary.getByText('We do not deliver to 175001 yet.')).toBeTruthy();
  });
});
