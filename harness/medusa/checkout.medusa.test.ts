import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anywherePromise, deliveryPromise } from '../../core/checkout/checkout-policy';
import { mainText, pathOf, waitForCart } from '../browser/store-steps';
import { useMedusaStorefront } from './use-medusa-storefront';

const store = useMedusaStorefront();

interface MedusaOrder {
  readonly id: string;
  readonly display_id: number;
  readonly items: readonly { readonly quantity: number }[];
  readonly payment_collections?: readonly { readonly payment_sessions?: readonly { readonly provider_id: string }[] }[];
}

/** Paise from an amount as the summary writes it ('₹1,234.50'; 'Free' is 0). */
const paiseOf = (text: string | null): number =>
  text === 'Free' ? 0 : Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/**
 * The order summary at a checkout step: its subtotal and delivery add up to its total, and it names no fee, as stock
 * Medusa charges none. Answers the total, in paise.
 */
async function summaryAddsUpWithoutFee(page: Page, step: string): Promise<number> {
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const read = async (id: string) => paiseOf(await summary.getByTestId(id).textContent());
  expect(await summary.getByTestId('summary-fee').count(), step).toBe(0);
  expect(await summary.textContent(), step).not.toMatch(/fee/i);
  const total = await read('summary-total');
  expect((await read('summary-subtotal')) + (await read('summary-delivery')), step).toBe(total);
  return total;
}

describe('checkout on stock Medusa v2', () => {
  it(
    'a guest buys two products with cash on delivery and lands on the confirmation of one real Medusa order, however often Place order is pressed; the summary adds up at every step and names no fee Medusa does not charge',
    { timeout: 120_000 },
    async () => {
      const { page } = await store.open('phone', '/');
      for (const handle of ['desi-cow-ghee', 'fresh-chakki-atta-whole-wheat']) {
        await page.goto(`/product/${handle}`);
        await page
          .getByRole('main')
          .getByRole('button', { name: /^add to cart/i })
          .first()
          .click();
        await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
      }
      // Medusa mode makes the cart at the first add.
      const cartId = await waitForCart(page);
      await page.goto('/cart');
      await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
      await expect.poll(() => pathOf(page)).toBe('/checkout');

      const next = () => page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByLabel('Mobile number').fill('9123456780');
      await next();
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Pin code').fill('122002');
      await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
      await page.getByLabel('City').fill('Gurugram');
      await page.getByLabel('State').selectOption('Haryana');
      await next();
      const standard = page.getByRole('radio', { name: /Standard/ });
      await standard.waitFor({ timeout: 20_000 });
      const option = (await standard.locator('xpath=ancestor::label').textContent()) ?? '';
      expect(option).toContain(`Standard delivery, ${anywherePromise()}`);
      expect(option).not.toContain(deliveryPromise('metro'));
      await expect.poll(() => standard.isChecked()).toBe(true);
      const atDelivery = await summaryAddsUpWithoutFee(page, 'delivery step');
      await next();
      const cod = page.getByRole('radio', { name: /Cash on delivery/ });
      await cod.check();
      expect(await cod.locator('xpath=ancestor::label').textContent()).not.toMatch(/fee/i);
      expect(await summaryAddsUpWithoutFee(page, 'payment step')).toBe(atDelivery);
      await next();
      await page.getByRole('button', { name: 'Place order' }).waitFor({ timeout: 20_000 });
      expect(await summaryAddsUpWithoutFee(page, 'review')).toBe(atDelivery);
      const { body: cartBody } = await store.store('GET', `/store/carts/${cartId}?fields=total`);
      expect(paiseOf(String((cartBody as { cart: { total: number } }).cart.total))).toBe(atDelivery);

      await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent === 'Place order',
        );
        for (let click = 0; click < 4; click += 1) button?.click();
      });
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 30_000 });
      const orderId = decodeURIComponent(pathOf(page).replace('/order/', ''));
      const { status, body } = await store.store(
        'GET',
        `/store/orders/${orderId}?fields=*items,*payment_collections.payment_sessions`,
      );
      expect(status).toBe(200);
      const order = (body as { order: MedusaOrder }).order;
      expect(order.items.map((item) => item.quantity)).toEqual([1, 1]);
      expect(
        order.payment_collections
          ?.flatMap((collection) => collection.payment_sessions ?? [])
          .map((session) => session.provider_id),
      ).toContain('pp_system_default');
      const text = await mainText(page);
      expect(text).toContain(`#${order.display_id}`);
      expect(text).toContain('Cash on delivery');

      const completedAgain = await store.store('POST', `/store/carts/${cartId}/complete`, {});
      expect((completedAgain.body as { order?: { id: string } }).order?.id ?? null).toBe(orderId);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBe(cartId);
    },
  );

  it(
    "a registered customer ticks 'Save this address', finds it among their saved addresses on Medusa, picks it and buys",
    { timeout: 150_000 },
    async () => {
      const email = `saver.${Date.now()}@example.in`;
      const { page } = await store.open('desktop', '/login');
      await page.getByRole('button', { name: 'New here? Create an account' }).click();
      await page.getByLabel('First name').fill('Meera');
      await page.getByLabel('Last name').fill('Iyer');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('atta-and-ghee-2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => pathOf(page), { timeout: 20_000 }).not.toBe('/login');
      await page.goto('/product/desi-cow-ghee');
      await page
        .getByRole('main')
        .getByRole('button', { name: /^add to cart/i })
        .first()
        .click();
      await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });

      await page.goto('/checkout');
      const next = () => page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByLabel('Mobile number').fill('9123456780');
      await next();
      await page.getByLabel('Address line 1').waitFor();
      expect(await page.getByRole('group', { name: 'Saved addresses' }).count()).toBe(0);
      await page.getByLabel('Pin code').fill('122015');
      await page.getByLabel('Address line 1').fill('Plot 7, Sector 18');
      await page.getByLabel('City').fill('Gurugram');
      await page.getByLabel('State').selectOption('Haryana');
      await page.getByRole('checkbox', { name: 'Save this address' }).check();
      await next();
      await page.getByRole('radio', { name: /Standard/ }).waitFor({ timeout: 20_000 });

      const root = JSON.parse((await page.evaluate(() => localStorage.getItem('persist:root'))) ?? '{}') as {
        user?: { accessToken?: string };
      };
      const listed = await store.store('GET', '/store/customers/me/addresses', undefined, root.user?.accessToken ?? '');
      expect(listed.status).toBe(200);
      const addresses = (
        listed.body as { addresses: { address_1: string; postal_code: string; country_code: string }[] }
      ).addresses;
      expect(addresses).toEqual([
        expect.objectContaining({ address_1: 'Plot 7, Sector 18', postal_code: '122015', country_code: 'in' }),
      ]);

      await page.getByRole('button', { name: 'Edit delivery address' }).click();
      const saved = page
        .getByRole('group', { name: 'Saved addresses' })
        .getByRole('radio', { name: /Plot 7, Sector 18/ });
      await expect.poll(() => saved.isChecked(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByLabel('Address line 1').count()).toBe(0);
      await next();
      await page.getByRole('radio', { name: /Standard/ }).waitFor({ timeout: 20_000 });
      await next();
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await next();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 30_000 });
      const orderId = decodeURIComponent(pathOf(page).replace('/order/', ''));
      const { body } = await store.store('GET', `/store/orders/${orderId}?fields=*shipping_address`);
      expect((body as { order: { shipping_address: { address_1: string } } }).order.shipping_address.address_1).toBe(
        'Plot 7, Sector 18',
      );
    },
  );
});
