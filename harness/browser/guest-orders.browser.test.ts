import { describe, expect, it } from 'vitest';
import { addToCartFromProductPage, CATALOG, logIn, mainText, pathOf } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();
const PHONE = '9812345678';

describe('a guest order joins the account of its mobile number (issue 22 item 7)', () => {
  it(
    'a guest orders with 9812345678, follows the confirmation to log in with it, and finds the order in Order History',
    { timeout: 120_000 },
    async () => {
      const { page } = await store.open('phone', '/');
      await addToCartFromProductPage(page, CATALOG.product.handle);
      await page.goto('/checkout');
      await page.getByLabel('Mobile number').fill(PHONE);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Pin code').fill('122001');
      await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
      await page.getByLabel('Address line 1').fill('12 MG Road');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Standard, 1-2 days/ }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Cash on delivery/, checked: true }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
      const number = /#(\d+)/.exec(await mainText(page))?.[1];
      expect(number).toMatch(/^\d+$/);

      await page.getByRole('link', { name: `log in with +91 ${PHONE}` }).click();
      await expect.poll(() => pathOf(page)).toBe('/login');
      await logIn(store, page, PHONE);
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/order-history');
      const order = page.getByRole('article', { name: `Order #${number}` });
      await order.waitFor({ timeout: 10_000 });
      expect(await order.textContent()).toContain(`${CATALOG.product.title}`);
    },
  );
});
