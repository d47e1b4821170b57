import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { VIEWPORTS, type ViewportName } from './chromium';
import { useStorefront } from './use-storefront';

const store = useStorefront();
const GHEE_500ML = 'variant_a2_desi_cow_ghee_500ml';

/** A cart of 26 jars of ghee made on the backend, for the browser to pick up. */
async function bigCart(): Promise<string> {
  const response = await fetch(`${store.url}/store/carts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ variant_id: GHEE_500ML, quantity: 26 }] }),
  });
  return ((await response.json()) as { cart: { id: string } }).cart.id;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'an order over the COD limit on a %s (issue 22 item 4)',
  (viewport) => {
    it(
      'the cart says so before checkout, offers a call or WhatsApp, and keeps Checkout from a dead end',
      { timeout: 60_000 },
      async () => {
        const { page } = await store.open(viewport, '/cart', { storage: { cart_id: await bigCart() } });
        const notice = page.getByRole('status', { name: 'This order is over the cash-on-delivery limit' });
        await notice.waitFor({ timeout: 15_000 });
        expect(await notice.textContent()).toContain('₹5,000');
        expect(await notice.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+919876543210');
        expect(await notice.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toMatch(
          /^https:\/\/wa\.me\/919876543210\?text=.*26%20%C3%97%20A2%20Desi%20Cow%20Ghee/,
        );
        const checkout = page
          .getByRole('complementary', { name: 'Order summary' })
          .getByRole('button', { name: 'Checkout' });
        expect(await checkout.isDisabled()).toBe(true);
        const violations = await axeViolations(page, 'moderate');
        expect(violations, describeViolations(violations)).toEqual([]);
      },
    );
  },
);
