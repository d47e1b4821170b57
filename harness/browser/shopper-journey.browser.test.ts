import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chatDialog, openChat, sendText } from './chat-helpers';
import { SCREEN_NAMES } from './screen-devices';
import { AT_REST, expectScreen, followLink, OPENED } from './screen-journey';
import { CATALOG, CUSTOMER, logIn, pathOf, waitForCart } from './store-steps';
import { useScreenStorefront } from './use-screen-storefront';

const store = useScreenStorefront();

const continueStep = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/**
 * What a shopper sees along a whole visit (issue 22), on the phone and on the desktop: at every step
 * the pictures in view have loaded, a page just opened is at the top with its heading in view (a
 * reload keeps the scroll position, as browsers do), no floating element covers a control, nothing
 * scrolls sideways and the money adds up. A step's failed checks are soft: the journey goes on and
 * reports every step that is wrong.
 */
describe.each(SCREEN_NAMES)('a shopper journey in brand mode on the %s', (screen) => {
  let page: Page;

  it('first visit to the home page, and a reload of it', async () => {
    ({ page } = await store.open(screen, '/'));
    await page.locator('h1').first().waitFor();
    await expectScreen(page, 'home, first visit', OPENED);
    await page.reload();
    await page.locator('h1').first().waitFor();
    await expectScreen(page, 'home, reloaded', AT_REST);
  });

  it('a category opened from the home page, and a reload of it', async () => {
    ({ page } = await store.open(screen, '/'));
    await followLink(page, `/categories/${CATALOG.category.handle}`);
    await page.getByRole('heading', { level: 1, name: CATALOG.category.name }).waitFor();
    await expectScreen(page, 'category, opened from home', OPENED);
    await page.reload();
    await expectScreen(page, 'category, reloaded', AT_REST);
  });

  it('a product opened from its category, a reload of it, and the page after adding it to the cart', async () => {
    ({ page } = await store.open(screen, `/categories/${CATALOG.category.handle}`));
    await waitForCart(page);
    await followLink(page, `/product/${CATALOG.product.handle}`);
    await page.getByRole('heading', { level: 1, name: CATALOG.product.title }).waitFor();
    await expectScreen(page, 'product, opened from its category', OPENED);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: CATALOG.product.title }).waitFor();
    await expectScreen(page, 'product, reloaded', AT_REST);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^add to cart/i })
      .first()
      .click();
    await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
    await expectScreen(page, 'product, after adding it to the cart', AT_REST);
    await page.evaluate(() => scrollTo(0, 0));
    await expectScreen(page, 'product, after adding it to the cart, back at the top', AT_REST);
  });

  it('the cart opened from the product page, then checkout as a guest with cash on delivery, then the confirmation', async () => {
    ({ page } = await store.open(screen, `/product/${CATALOG.product.handle}`));
    await waitForCart(page);
    for (const handle of [CATALOG.product.handle, CATALOG.otherProduct.handle]) {
      if (pathOf(page) !== `/product/${handle}`) await page.goto(`/product/${handle}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: /^add to cart/i })
        .first()
        .click();
      await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
    }
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('link', { name: /view cart/i }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByRole('main').getByRole('listitem').nth(1).waitFor();
    await expectScreen(page, 'cart, opened from the product page', [...OPENED, 'money']);

    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await expectScreen(page, 'checkout, contact step', [...OPENED, 'money']);
    await page.getByLabel('Mobile number').fill('9123456780');
    await continueStep(page);
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Pin code').fill('122002');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
    await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
    await expectScreen(page, 'checkout, address step', [...AT_REST, 'money']);
    await continueStep(page);
    await page.getByRole('radio', { name: /Standard/ }).waitFor();
    await expectScreen(page, 'checkout, delivery step', [...AT_REST, 'money']);
    await continueStep(page);
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expectScreen(page, 'checkout, payment step', [...AT_REST, 'money']);
    await continueStep(page);
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    await expectScreen(page, 'checkout, review step', [...AT_REST, 'money']);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
    await expectScreen(page, 'order confirmation', [...OPENED, 'money']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
    await expectScreen(page, 'order confirmation, reloaded', [...AT_REST, 'money']);
  });

  it('order history, logged in with an OTP, opened from the menu', async () => {
    ({ page } = await store.open(screen, '/login'));
    await logIn(store, page, CUSTOMER.phone);
    await page.goto('/my-account');
    await page.locator('h1').first().waitFor();
    await followLink(page, '/order-history');
    await page.getByRole('article').first().waitFor();
    await expectScreen(page, 'order history, opened from my account', OPENED);
  });

  it('the support chat, open with a conversation', async () => {
    ({ page } = await store.open(screen, '/'));
    await openChat(page);
    await sendText(page, 'order karna hai');
    await chatDialog(page).getByRole('link', { name: 'Go to checkout' }).waitFor({ timeout: 15_000 });
    await expectScreen(page, 'chat, open with messages', AT_REST);
  });
});
