import { describe, expect, it } from 'vitest';
import {
  addToCartFromProductPage,
  CATALOG,
  CUSTOMER,
  logIn,
  mainText,
  pathOf,
  placeCashOnDeliveryOrder,
  waitForCart,
} from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();
const SHOTS = process.env['BUY_AGAIN_SHOTS'];

describe('Buy again and Recently viewed on npm start (SPEC §14.7, §10.8)', () => {
  it(
    "a guest's placed order goes back into the emptied cart from the order page, at today's prices",
    { timeout: 90_000 },
    async () => {
      const { page } = await store.open('desktop', '/');
      await addToCartFromProductPage(page, CATALOG.product.handle);
      await addToCartFromProductPage(page, CATALOG.otherProduct.handle);
      const orderedCart = await waitForCart(page);
      await placeCashOnDeliveryOrder(page);
      const orderPath = pathOf(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBe(orderedCart);

      await page.getByRole('button', { name: 'Buy again' }).click();
      await page.locator('.snackbar').getByText('2 items added to your cart.').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/buy-again-order-desktop.png` });
      await page.goto('/cart');
      await page.getByRole('main').getByText(CATALOG.otherProduct.title).first().waitFor();
      const cart = await mainText(page);
      expect(cart).toContain(CATALOG.product.title);
      expect(cart).toContain(CATALOG.otherProduct.title);
      if (SHOTS) {
        const phone = (await store.open('phone', orderPath)).page;
        await phone.getByRole('button', { name: 'Buy again' }).waitFor();
        await phone.screenshot({ path: `${SHOTS}/buy-again-order-phone.png`, fullPage: true });
      }
    },
  );

  it(
    "the home page's 'Recently viewed' lists the product pages opened, newest first, and keeps them after a reload",
    { timeout: 60_000 },
    async () => {
      const { page } = await store.open('desktop', '/');
      const rail = page.getByRole('region', { name: 'Recently viewed' });
      await page.getByRole('heading', { level: 2, name: 'Bestsellers' }).waitFor();
      expect(await rail.count()).toBe(0);
      for (const product of [CATALOG.product, CATALOG.otherProduct]) {
        await page.goto(`/product/${product.handle}`);
        await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('recently_viewed')))
          .toContain(`"handle":"${product.handle}"`);
      }
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('recently_viewed')))
        .toContain(CATALOG.otherProduct.handle);
      await page.goto('/');
      const titles = () => rail.getByRole('heading', { level: 3 }).allTextContents();
      await expect.poll(titles).toEqual([CATALOG.otherProduct.title, CATALOG.product.title]);
      await page.reload();
      await expect.poll(titles).toEqual([CATALOG.otherProduct.title, CATALOG.product.title]);
      if (SHOTS) {
        await rail.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/recently-viewed-desktop.png` });
        const phone = (await store.open('phone', `/product/${CATALOG.product.handle}`)).page;
        await phone.getByRole('heading', { level: 1, name: CATALOG.product.title }).waitFor();
        await expect
          .poll(() => phone.evaluate(() => localStorage.getItem('recently_viewed')))
          .toContain(CATALOG.product.handle);
        await phone.goto('/');
        const phoneRail = phone.getByRole('region', { name: 'Recently viewed' });
        await phoneRail.waitFor();
        await phoneRail.scrollIntoViewIfNeeded();
        await phone.screenshot({ path: `${SHOTS}/recently-viewed-phone.png` });
      }
    },
  );

  it(
    "a logged-in customer's Order History has 'Buy again' on each order; a seeded order's three lines go into the cart",
    { timeout: 60_000 },
    async () => {
      const { page } = await store.open('desktop', '/');
      await waitForCart(page);
      await logIn(store, page, CUSTOMER.phone);
      await page.goto('/order-history');
      const order = page.getByRole('article', { name: 'Order #1001' });
      await order.getByRole('button', { name: 'Buy again: order #1001' }).click();
      await page.locator('.snackbar').getByText('3 items added to your cart.').waitFor();
      if (SHOTS) {
        await order.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/buy-again-history-desktop.png` });
      }
      await page.goto('/cart');
      await page.getByRole('main').getByText('Ragi Atta').first().waitFor();
      const cart = await mainText(page);
      expect(cart).toContain('Masoor Dal');
      expect(cart).toMatch(/Mustard Oil/);
    },
  );
});
