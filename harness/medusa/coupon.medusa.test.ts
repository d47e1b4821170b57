import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, waitForCart } from '../browser/store-steps';
import { useMedusaStorefront } from './use-medusa-storefront';

const store = useMedusaStorefront();

/** Paise from an amount as the page writes it ('₹1,234.50', '−₹17.90'; 'Free' is 0). */
const paiseOf = (text: string | null): number =>
  text === 'Free' ? 0 : Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** Medusa's own figures for a cart, in paise. */
async function medusaCart(cartId: string): Promise<{ discount: number; total: number; codes: string[] }> {
  const { body } = await store.store('GET', `/store/carts/${cartId}?fields=total,discount_total,promotions.code`);
  const cart = (body as { cart: { total: number; discount_total: number; promotions: { code: string }[] } }).cart;
  return {
    discount: Math.round(cart.discount_total * 100),
    total: Math.round(cart.total * 100),
    codes: cart.promotions.map((promotion) => promotion.code),
  };
}

async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

describe('a coupon code on stock Medusa v2', () => {
  it(
    'GHAR10 is taken off on /cart by Medusa, an unknown code is refused, Remove puts it back, and an order placed with it keeps the discount Medusa computed',
    { timeout: 150_000 },
    async () => {
      const { page } = await store.open('phone', '/product/desi-cow-ghee');
      await page
        .getByRole('main')
        .getByRole('button', { name: /^add to cart/i })
        .first()
        .click();
      await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
      // Medusa's cart is made at the first add (docs/backends.md).
      const cartId = await waitForCart(page);
      await page.goto('/cart');
      const summary = page.getByRole('complementary', { name: 'Order summary' });

      await applyCode(page, 'NOSUCH10');
      await expect
        .poll(() => summary.getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe('NOSUCH10 is not a valid coupon code. Check the code and try again.');

      await applyCode(page, 'ghar10');
      await summary.getByTestId('cart-discount').waitFor({ timeout: 15_000 });
      const subtotal = paiseOf(await summary.getByTestId('cart-subtotal').textContent());
      const discount = paiseOf(await summary.getByTestId('cart-discount').textContent());
      const total = paiseOf(await summary.getByTestId('cart-total').textContent());
      expect(discount).toBe(Math.round(subtotal / 10));
      expect(total).toBe(subtotal - discount);
      expect(await medusaCart(cartId)).toEqual({ discount, total, codes: ['GHAR10'] });
      expect(await summary.textContent()).toContain('Coupon GHAR10');

      await summary.getByRole('button', { name: 'Remove coupon GHAR10' }).click();
      await summary.getByLabel('Coupon code').waitFor({ timeout: 15_000 });
      expect(await summary.getByTestId('cart-discount').count()).toBe(0);
      expect(await medusaCart(cartId)).toMatchObject({ discount: 0, codes: [] });

      await applyCode(page, 'GHAR10');
      await summary.getByTestId('cart-discount').waitFor({ timeout: 15_000 });
      await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
      await expect.poll(() => pathOf(page)).toBe('/checkout');
      const next = () => page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Mobile number').fill('9123456780');
      await next();
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Pin code').fill('122002');
      await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
      await page.getByLabel('City').fill('Gurugram');
      await page.getByLabel('State').selectOption('Haryana');
      await next();
      await page.getByRole('radio', { name: /Standard/ }).waitFor({ timeout: 20_000 });
      await next();
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await next();
      await page.getByRole('button', { name: 'Place order' }).waitFor({ timeout: 20_000 });
      const checkout = page.getByRole('complementary', { name: 'Order summary' });
      const read = async (id: string) => paiseOf(await checkout.getByTestId(id).textContent());
      const atReview = {
        subtotal: await read('summary-subtotal'),
        discount: await read('summary-discount'),
        delivery: await read('summary-delivery'),
        total: await read('summary-total'),
      };
      expect(atReview.discount).toBe(discount);
      expect(atReview.subtotal - atReview.discount + atReview.delivery).toBe(atReview.total);
      expect((await medusaCart(cartId)).total).toBe(atReview.total);

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 30_000 });
      const orderId = decodeURIComponent(pathOf(page).replace('/order/', ''));
      const { body } = await store.store('GET', `/store/orders/${orderId}?fields=total,discount_total`);
      const order = (body as { order: { total: number; discount_total: number } }).order;
      expect(Math.round(order.discount_total * 100)).toBe(discount);
      expect(Math.round(order.total * 100)).toBe(atReview.total);
      expect(paiseOf(await page.getByTestId('order-discount').textContent())).toBe(discount);
      expect(paiseOf(await page.getByTestId('order-total').textContent())).toBe(atReview.total);
    },
  );
});
