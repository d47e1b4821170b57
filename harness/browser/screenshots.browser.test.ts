import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareWithBaseline } from '../screenshot/screenshot-baseline';
import { chatDialog, openChat, sendText } from './chat-helpers';
import { SCREENSHOT_CLOCK as CLOCK, settle } from './screen-settle';
import { SCREEN_NAMES, type ScreenName } from './screen-devices';
import { addToCartOnProductPage, CATALOG, CUSTOMER, logIn, openMenu, waitForCart } from './store-steps';
import { useScreenStorefront } from './use-screen-storefront';

const store = useScreenStorefront();

const continueStep = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/**
 * The main screens as a shopper sees them, compared with the committed baselines in
 * harness/browser/screenshots/ (`npm run screenshots:update` re-takes them). The store is reset and
 * its clock fixed first, so the order number and every time shown are the same on every run.
 */
describe.each(SCREEN_NAMES)('screenshots on the %s', (screen: ScreenName) => {
  it('the main screens look as their baselines', { timeout: 180_000 }, async () => {
    await store.control('POST', '/__local/reset');
    await store.control('POST', '/__local/clock', { now: CLOCK });
    const { page } = await store.open(screen, '/', { clock: CLOCK });
    const differences: string[] = [];
    const shoot = async (name: string) => {
      await settle(page);
      const result = compareWithBaseline(
        `${name}-${screen}`,
        await page.screenshot({ animations: 'disabled', caret: 'hide' }),
      );
      if (result.status === 'different') differences.push(result.message);
    };
    const open = async (path: string, heading: RegExp | string) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    };

    await page.locator('h1').first().waitFor();
    await waitForCart(page);
    await shoot('home');
    await open(`/categories/${CATALOG.category.handle}`, CATALOG.category.name);
    await shoot('category');
    await open(`/product/${CATALOG.product.handle}`, CATALOG.product.title);
    await shoot('product');
    await open('/search?q=ghee', /ghee/i);
    await page.getByRole('main').getByRole('link', { name: /ghee/i }).first().waitFor();
    await shoot('search-results');

    await open('/', /./);
    await openMenu(page);
    await shoot('side-menu');
    if (screen === 'phone') {
      await open('/', /./);
      await page.getByRole('navigation').getByRole('button', { name: 'Categories' }).click();
      await page.getByRole('dialog', { name: /categories/i }).waitFor();
      await shoot('categories-sheet');
    }

    for (const handle of [CATALOG.product.handle, CATALOG.otherProduct.handle]) {
      await page.goto(`/product/${handle}`);
      await addToCartOnProductPage(page);
    }
    await open('/cart', 'Cart');
    await page.getByRole('main').getByRole('listitem').nth(1).waitFor();
    await shoot('cart');

    await open('/checkout', 'Checkout');
    await page.getByLabel('Mobile number').fill('9123456780');
    await shoot('checkout-contact');
    await continueStep(page);
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Pin code').fill('122002');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
    await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
    await shoot('checkout-address');
    await continueStep(page);
    await page.getByRole('radio', { name: /Standard/ }).waitFor();
    await shoot('checkout-delivery');
    await continueStep(page);
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await shoot('checkout-payment');
    await continueStep(page);
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    await shoot('checkout-review');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => scrollTo(0, 0));
    await shoot('order-confirmation');

    await logIn(store, page, CUSTOMER.phone);
    await open('/order-history', /order/i);
    await page.getByRole('article').first().waitFor();
    await shoot('order-history');

    await open('/', /./);
    await store.control('POST', '/__local/clock', { now: CLOCK });
    await page.clock.setSystemTime(CLOCK);
    await openChat(page);
    await sendText(page, 'order karna hai');
    await chatDialog(page).getByRole('link', { name: 'Go to checkout' }).waitFor({ timeout: 15_000 });
    await shoot('chat');

    expect(differences, differences.join('\n')).toEqual([]);
  });
});
