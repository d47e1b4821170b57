import { describe, expect, it } from 'vitest';
import { addToCartFromProductPage, CATALOG, logIn, mainText, pathOf, placeCashOnDeliveryOrder } from './store-steps';
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
      await placeCashOnDeliveryOrder(page, {
        phone: PHONE,
        pinCode: '122001',
        line1: '12 MG Road',
        delivery: /Standard, 1-2 days/,
      });
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
