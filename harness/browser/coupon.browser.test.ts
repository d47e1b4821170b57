import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { VIEWPORTS, type ViewportName } from './chromium';
import { expectMoneyAddsUp } from './screen-checks';
import { useStorefront } from './use-storefront';

const store = useStorefront();
const GHEE_500ML = 'variant_a2_desi_cow_ghee_500ml';
const TOOR_1KG = 'variant_toor_dal_1kg';

/** A cart of ghee and dal made on the backend, for the browser to pick up. */
async function cart(): Promise<string> {
  const response = await fetch(`${store.url}/store/carts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [
        { variant_id: GHEE_500ML, quantity: 1 },
        { variant_id: TOOR_1KG, quantity: 2 },
      ],
    }),
  });
  return ((await response.json()) as { cart: { id: string } }).cart.id;
}

/** Paise from an amount as the page writes it ('₹1,234.50', '−₹17.90'). */
const paiseOf = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

async function summaryMoney(page: Page): Promise<{ subtotal: number; discount: number; total: number }> {
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  return {
    subtotal: paiseOf(await summary.getByTestId('cart-subtotal').textContent()),
    discount: paiseOf(await summary.getByTestId('cart-discount').textContent()),
    total: paiseOf(await summary.getByTestId('cart-total').textContent()),
  };
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'a coupon code on /cart on a %s (issue 25 item 3)',
  (viewport) => {
    it(
      'GHAR10 takes 10% off with a discount line and a total that subtracts it, stays applied after a reload, and Remove takes it off',
      { timeout: 60_000 },
      async () => {
        const cartId = await cart();
        const { page } = await store.open(viewport, '/cart', { storage: { cart_id: cartId } });
        const summary = page.getByRole('complementary', { name: 'Order summary' });
        await summary.getByLabel('Coupon code').fill('FREEFOOD');
        await summary.getByRole('button', { name: 'Apply' }).click();
        await expect
          .poll(() => summary.getByRole('alert').textContent(), { timeout: 15_000 })
          .toBe('FREEFOOD is not a valid coupon code. Check the code and try again.');

        await summary.getByLabel('Coupon code').fill('ghar10');
        await summary.getByRole('button', { name: 'Apply' }).click();
        await summary.getByTestId('cart-discount').waitFor({ timeout: 15_000 });
        const applied = await summaryMoney(page);
        expect(applied.discount).toBe(Math.round(applied.subtotal / 10));
        expect(applied.total).toBe(applied.subtotal - applied.discount);
        expect(await summary.textContent()).toContain('Coupon GHAR10');
        expect(await summary.getByRole('alert').count()).toBe(0);
        await expectMoneyAddsUp(page);
        const violations = await axeViolations(page, 'moderate');
        expect(violations, describeViolations(violations)).toEqual([]);

        await page.reload();
        await summary.getByTestId('cart-discount').waitFor({ timeout: 15_000 });
        expect(await summaryMoney(page)).toEqual(applied);

        await summary.getByRole('button', { name: 'Remove coupon GHAR10' }).click();
        await summary.getByLabel('Coupon code').waitFor({ timeout: 15_000 });
        expect(await summary.getByTestId('cart-discount').count()).toBe(0);
        expect(paiseOf(await summary.getByTestId('cart-subtotal').textContent())).toBe(applied.subtotal);
        const server = await fetch(`${store.url}/store/carts/${cartId}`);
        expect(((await server.json()) as { cart: { discount_total: number } }).cart.discount_total).toBe(0);
      },
    );

    it(
      'at checkout, the order summary takes a code too: its discount line and total add up',
      { timeout: 60_000 },
      async () => {
        const cartId = await cart();
        const { page } = await store.open(viewport, '/checkout', { storage: { cart_id: cartId } });
        const summary = page.getByRole('complementary', { name: 'Order summary' });
        await summary.getByLabel('Coupon code').fill('GHAR10');
        await summary.getByRole('button', { name: 'Apply' }).click();
        await summary.getByTestId('summary-discount').waitFor({ timeout: 15_000 });
        const subtotal = paiseOf(await summary.getByTestId('summary-subtotal').textContent());
        const discount = paiseOf(await summary.getByTestId('summary-discount').textContent());
        expect(discount).toBe(Math.round(subtotal / 10));
        expect(paiseOf(await summary.getByTestId('summary-total').textContent())).toBe(subtotal - discount);
        await expectMoneyAddsUp(page);
      },
    );
  },
);
