import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seededAddress } from '../local-backend/auth/address-book';
import { axeViolations, describeViolations } from './axe';
import { chatDialog, openChat, sendText } from './chat-helpers';
import { VIEWPORTS, type ViewportName } from './chromium';
import { addToCartFromProductPage, CATALOG, CUSTOMER, logIn, mainText, pathOf, waitForCart } from './store-steps';
import { useStorefront } from './use-storefront';

/** One context per viewport for the whole file, closed with the store. */
const store = useStorefront({ closeContextsAfterEach: false });

interface LocalOrder {
  id: string;
  display_id: number;
  cart_id: string;
  customer_id: string | null;
  total: number;
  shipping_address: { address_1: string; postal_code: string };
}

const SAVED = seededAddress();

const rupeesToPaise = (text: string | null): number => {
  const value = (text ?? '').trim();
  return value === 'Free' ? 0 : Math.round(Number(value.replace(/[^\d.]/g, '')) * 100);
};

async function ordersOf(cartId: string): Promise<LocalOrder[]> {
  const { orders } = (await store.control('GET', '/__local/orders')) as { orders: LocalOrder[] };
  return orders.filter((order) => order.cart_id === cartId);
}

async function continueStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Contact, address (with the pin-code checks on the way), delivery and cash on delivery, up to review. */
async function fillCheckout(
  page: Page,
  options: { readonly phone: string | null; readonly checkPins: boolean },
): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  if (options.phone) await page.getByLabel('Mobile number').fill(options.phone);
  await expect.poll(() => page.getByLabel('Mobile number').inputValue()).toMatch(/\d{10}/);
  await continueStep(page);
  await page.getByLabel('Full name').fill('Asha Verma');
  if (options.checkPins) {
    await page.getByLabel('Pin code').fill('175101');
    await page.getByText('Sorry, we do not deliver to 175101 yet. Try another address.').waitFor();
    await page.getByLabel('Pin code').fill('012345');
    await continueStep(page);
    await page.getByText('Enter a 6-digit pin code that does not start with 0').waitFor();
    const pin = page.getByLabel('Pin code');
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
  }
  await page.getByLabel('Pin code').fill('122002');
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
  expect(await page.getByLabel('State').inputValue()).toBe('Haryana');
  await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
  await continueStep(page);
  await page.getByRole('radio', { name: /Standard/ }).waitFor();
  await continueStep(page);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await continueStep(page);
  await page.getByRole('button', { name: 'Place order' }).waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('checkout on a %s viewport', (viewport) => {
  let page: Page;
  let guestOrderId = '';

  it(
    'a guest buys two products with cash on delivery, once however often Place order is pressed, and lands on the confirmation',
    { timeout: 90_000 },
    async () => {
      ({ page } = await store.open(viewport, '/'));
      await addToCartFromProductPage(page, CATALOG.product.handle);
      await addToCartFromProductPage(page, CATALOG.otherProduct.handle);
      const cartId = await waitForCart(page);
      await page.goto('/cart');
      await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
      await expect.poll(() => pathOf(page)).toBe('/checkout');
      await fillCheckout(page, { phone: '9123456780', checkPins: true });

      const lines = await page.getByTestId('summary-line').allTextContents();
      expect(lines).toHaveLength(2);
      const parts = [
        ...lines,
        await page.getByTestId('summary-delivery').textContent(),
        await page.getByTestId('summary-fee').textContent(),
      ];
      const total = rupeesToPaise(await page.getByTestId('summary-total').textContent());
      expect(parts.map(rupeesToPaise).reduce((sum, paise) => sum + paise, 0)).toBe(total);

      const violations = await axeViolations(page, 'moderate');
      expect(violations, describeViolations(violations)).toEqual([]);

      await store.control('POST', '/__local/faults', {
        method: 'POST',
        path: `/store/carts/${cartId}/complete`,
        delayMs: 600,
        times: 1,
      });
      await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent === 'Place order',
        );
        for (let click = 0; click < 4; click += 1) button?.click();
      });
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
      guestOrderId = decodeURIComponent(pathOf(page).replace('/order/', ''));
      const placed = await ordersOf(cartId);
      expect(placed.map((order) => order.id)).toEqual([guestOrderId]);
      expect(placed[0]?.total).toBe(total);
      const text = await mainText(page);
      expect(text).toContain(`#${placed[0]?.display_id}`);
      expect(text).toContain(CATALOG.product.title);
      expect(text).toContain('Cash on delivery');
      expect(text).toContain('122002');
      const confirmation = await axeViolations(page, 'moderate');
      expect(confirmation, describeViolations(confirmation)).toEqual([]);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
      expect((await ordersOf(cartId)).length).toBe(1);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBe(cartId);
    },
  );

  it(
    'a logged-in customer saves a new address, then buys with a saved address and sees the order first in their history',
    { timeout: 120_000 },
    async () => {
      await logIn(store, page, CUSTOMER.phone);
      await addToCartFromProductPage(page, CATALOG.product.handle);
      const cartId = await waitForCart(page);
      await page.goto('/checkout');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await expect.poll(() => page.getByLabel('Mobile number').inputValue()).toBe(CUSTOMER.phone);
      await continueStep(page);

      const saved = page.getByRole('group', { name: 'Saved addresses' });
      const seeded = saved.getByRole('radio', { name: new RegExp(SAVED.address_1) });
      await expect.poll(() => seeded.isChecked()).toBe(true);
      expect(await page.getByLabel('Address line 1').count()).toBe(0);
      await page.getByText(`We deliver to ${SAVED.postal_code}.`).waitFor();
      const violations = await axeViolations(page, 'moderate');
      expect(violations, describeViolations(violations)).toEqual([]);

      await saved.getByRole('radio', { name: 'Use a new address' }).check();
      await page.getByLabel('Pin code').fill('560025');
      await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Bengaluru');
      await page.getByLabel('Address line 1').fill('22 Residency Road');
      await page.getByRole('checkbox', { name: 'Save this address' }).check();
      await continueStep(page);
      await page.getByRole('radio', { name: /Standard/ }).waitFor();
      await page.getByRole('button', { name: 'Edit delivery address' }).click();
      const added = saved.getByRole('radio', { name: /22 Residency Road/ });
      await expect.poll(() => added.isChecked()).toBe(true);

      await seeded.check();
      await page.getByText(`We deliver to ${SAVED.postal_code}.`).waitFor();
      await continueStep(page);
      await page.getByRole('radio', { name: /Standard/ }).waitFor();
      await continueStep(page);
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await continueStep(page);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
      const [order] = await ordersOf(cartId);
      expect(order?.customer_id).toBe(CUSTOMER.id);
      expect(order?.shipping_address).toMatchObject({ address_1: SAVED.address_1, postal_code: SAVED.postal_code });
      expect(await mainText(page)).toContain(SAVED.postal_code);
      await page.goto('/order-history');
      const first = page.getByRole('article').first();
      await expect.poll(() => first.getAttribute('aria-label')).toBe(`Order #${order?.display_id}`);
      expect(guestOrderId).not.toBe(order?.id);
    },
  );

  it(
    "'order karna hai' in the support chat offers a 'Go to checkout' link that opens /checkout in the app",
    { timeout: 60_000 },
    async () => {
      await page.goto('/');
      await openChat(page);
      await sendText(page, 'order karna hai');
      const link = chatDialog(page).getByRole('link', { name: 'Go to checkout' });
      await link.waitFor({ timeout: 15_000 });
      expect(await link.getAttribute('href')).toBe('/checkout');
      await page.evaluate(() => {
        (window as unknown as { sameDocument?: boolean }).sameDocument = true;
      });
      await link.click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/checkout');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      if (viewport === 'phone') await expect.poll(() => chatDialog(page).isVisible(), { timeout: 10_000 }).toBe(false);
    },
  );
});
