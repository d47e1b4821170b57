import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CART_MESSAGES } from '../../core/messages/cart.messages';
import { VIEWPORTS, type ViewportName } from './chromium';
import { addToCartFromProductPage, CATALOG, pathOf, waitForCart } from './store-steps';
import { useStorefront } from './use-storefront';

/**
 * Issue 22 items 2, 3 and 9, issue 23 items 3 and 6, as a shopper meets them: a finished order that comes back, a bad
 * order link, a reload in checkout, and a cart the server lost.
 */
const store = useStorefront();

interface LocalOrder {
  readonly id: string;
  readonly cart_id: string;
}

async function ordersOf(cartId: string): Promise<LocalOrder[]> {
  const { orders } = (await store.control('GET', '/__local/orders')) as { orders: LocalOrder[] };
  return orders.filter((order) => order.cart_id === cartId);
}

async function serverLines(cartId: string): Promise<{ variant_id: string; quantity: number }[]> {
  const answer = (await store.control('GET', `/store/carts/${cartId}`)) as {
    cart: { items: { variant_id: string; quantity: number }[] };
  };
  return answer.cart.items.map(({ variant_id, quantity }) => ({ variant_id, quantity }));
}

/** What the browser holds: every localStorage entry and the cookies, to open another context as it was. */
async function browserState(page: Page, context: BrowserContext) {
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}; Path=${cookie.path}`);
  return { storage, cookies };
}

const continueStep = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/** A guest's contact and address up to the delivery step. */
async function fillContactAndAddress(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Mobile number').fill('9123456780');
  await continueStep(page);
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Pin code').fill('122002');
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
  await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
  await continueStep(page);
  await page.getByRole('radio', { name: /Standard/ }).waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the cart and the order on a %s viewport', (viewport) => {
  it('a bad order link shows Order not found, and a guest keeps the cart, the guest id and the page', async () => {
    const { page } = await store.open(viewport, '/');
    await addToCartFromProductPage(page, CATALOG.product.handle);
    const cartId = await waitForCart(page);
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    await page.goto('/order/order_DOESNOTEXIST');
    await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/order/order_DOESNOTEXIST');
    expect(await page.getByText('Your session ended').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBe(cartId);
    expect(await page.evaluate(() => localStorage.getItem('guest_id'))).toBe(guestId);
    await page.goto('/cart');
    await page.getByRole('main').getByText(CATALOG.product.title).first().waitFor();
  });

  it(
    'an order placed just before the browser closed never comes back: the old storage opens an empty new cart, and what is added then goes into it',
    { timeout: 90_000 },
    async () => {
      const { page, context } = await store.open(viewport, '/');
      await addToCartFromProductPage(page, CATALOG.product.handle);
      const cartId = await waitForCart(page);
      await page.goto('/checkout');
      await fillContactAndAddress(page);
      await continueStep(page);
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await continueStep(page);
      await page.getByRole('button', { name: 'Place order' }).waitFor();
      const beforePlacing = await browserState(page, context);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
      expect(await ordersOf(cartId)).toHaveLength(1);
      await context.close();

      const reopened = await store.open(viewport, '/checkout', beforePlacing);
      const again = reopened.page;
      await again.getByText(CART_MESSAGES.completed).waitFor();
      await again.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
      expect(await again.getByRole('button', { name: 'Place order' }).count()).toBe(0);
      await expect.poll(() => again.evaluate(() => localStorage.getItem('cart_id'))).not.toBe(cartId);
      const newCartId = await waitForCart(again);

      await addToCartFromProductPage(again, CATALOG.otherProduct.handle);
      expect(await again.evaluate(() => localStorage.getItem('cart_id'))).toBe(newCartId);
      expect((await serverLines(newCartId)).map((line) => line.variant_id)).toHaveLength(1);
      expect(await serverLines(cartId)).toHaveLength(1);
      expect(await ordersOf(cartId)).toHaveLength(1);
    },
  );

  it('a reload in checkout after the address step shows the delivery options, and Continue names the option and its price', async () => {
    const { page } = await store.open(viewport, '/');
    await addToCartFromProductPage(page, CATALOG.product.handle);
    await page.goto('/checkout');
    await fillContactAndAddress(page);
    await page.reload();
    await page.getByRole('radio', { name: /Standard/ }).waitFor();
    expect(await page.getByText('No delivery options yet').count()).toBe(0);
    await continueStep(page);
    await page.getByRole('radio', { name: /Cash on delivery/ }).waitFor();
    const summary = await page.getByRole('main').textContent();
    expect(summary).toMatch(/Standard[^·]*· (Free|₹\d)/);
    expect(summary).not.toContain('Chosen');
  });

  it('a reload after the server lost the cart puts the lines back in a new cart', async () => {
    const { page } = await store.open(viewport, '/');
    await addToCartFromProductPage(page, CATALOG.product.handle);
    await addToCartFromProductPage(page, CATALOG.otherProduct.handle);
    const cartId = await waitForCart(page);
    await store.control('POST', '/__local/reset', {});
    await page.goto('/cart');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBe(cartId);
    const newCartId = await waitForCart(page);
    await expect.poll(async () => (await serverLines(newCartId)).length, { timeout: 10_000 }).toBe(2);
    await page.getByRole('main').getByText(CATALOG.product.title).first().waitFor();
    await page.getByRole('main').getByText(CATALOG.otherProduct.title).first().waitFor();
    expect(await page.getByText('Your cart is empty').count()).toBe(0);
  });
});
