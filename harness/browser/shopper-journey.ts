import { it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CommercePort } from '../../core/commerce/commerce.port';
import { chatDialog, openChat, sendText } from './chat-helpers';
import { AT_REST, expectScreen, followLink, OPENED } from './screen-journey';
import { addToCartOnProductPage, CATALOG, pathOf, waitForCart } from './store-steps';

/** What the journey needs of a backend mode. */
export interface JourneySetup {
  /** A fresh shopper (empty storage) on the journey's screen, at `path`. */
  open(path: string): Promise<Page>;
  /** Logs the seeded customer in on `page` (brand mode's OTP); the order history step runs only with it. */
  readonly logIn?: (page: Page) => Promise<void>;
  /** When the backend makes the shopper's cart (COMMERCE_TRAITS): on the first load, or at the first add. */
  readonly cartCreation: CommercePort['cartCreation'];
}

/** Waits for the cart the first load makes, on a backend that makes one then. */
const cartOfFirstLoad = async (setup: JourneySetup, page: Page): Promise<void> => {
  if (setup.cartCreation === 'firstLoad') await waitForCart(page);
};

const continueStep = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/**
 * Registers the steps of a shopper's whole visit (issue 22) as tests: first visit, a category, a
 * product, the cart, checkout as a guest with cash on delivery step by step, the confirmation, order
 * history (when the mode can log in) and the open chat. Pages are reached by following links from a
 * page scrolled down, as a shopper does. At every step: the pictures in view have loaded, a page just
 * opened is at the top with its heading in view (a reload keeps the scroll position, as browsers do),
 * no floating element covers a control, nothing scrolls sideways, and the money adds up. A step's
 * failed checks are soft: the journey goes on and reports every step that is wrong.
 */
export function shopperJourney(setup: JourneySetup): void {
  it('first visit to the home page, and a reload of it', async () => {
    const page = await setup.open('/');
    await page.locator('h1').first().waitFor();
    await expectScreen(page, 'home, first visit', OPENED);
    await page.reload();
    await page.locator('h1').first().waitFor();
    await expectScreen(page, 'home, reloaded', AT_REST);
  });

  it('a category opened from the home page, and a reload of it', async () => {
    const page = await setup.open('/');
    await page.locator('h1').first().waitFor();
    await followLink(page, `/categories/${CATALOG.category.handle}`);
    await page.getByRole('heading', { level: 1, name: CATALOG.category.name }).waitFor({ timeout: 15_000 });
    await expectScreen(page, 'category, opened from home', OPENED);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: CATALOG.category.name }).waitFor({ timeout: 15_000 });
    await expectScreen(page, 'category, reloaded', AT_REST);
  });

  it('a product opened from its category, a reload of it, and the page after adding it to the cart', async () => {
    const page = await setup.open(`/categories/${CATALOG.category.handle}`);
    await cartOfFirstLoad(setup, page);
    await page.getByRole('main').locator(`a[href="/product/${CATALOG.product.handle}"]`).first().waitFor();
    await followLink(page, `/product/${CATALOG.product.handle}`);
    const heading = page.getByRole('heading', { level: 1, name: CATALOG.product.title });
    await heading.waitFor({ timeout: 15_000 });
    await expectScreen(page, 'product, opened from its category', OPENED);
    await page.reload();
    await heading.waitFor({ timeout: 15_000 });
    await expectScreen(page, 'product, reloaded', AT_REST);
    await addToCartOnProductPage(page);
    await expectScreen(page, 'product, after adding it to the cart', AT_REST);
    await page.evaluate(() => scrollTo(0, 0));
    await expectScreen(page, 'product, after adding it to the cart, back at the top', AT_REST);
  });

  it(
    'the cart opened from the product page, checkout as a guest with cash on delivery, and the confirmation',
    { timeout: 120_000 },
    async () => {
      const page = await setup.open(`/product/${CATALOG.product.handle}`);
      await cartOfFirstLoad(setup, page);
      for (const handle of [CATALOG.product.handle, CATALOG.otherProduct.handle]) {
        if (pathOf(page) !== `/product/${handle}`) await page.goto(`/product/${handle}`);
        await addToCartOnProductPage(page);
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
      await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
      await page.getByLabel('City').fill('Gurugram');
      await page.getByLabel('State').selectOption('Haryana');
      await expectScreen(page, 'checkout, address step', [...AT_REST, 'money']);
      await continueStep(page);
      await page.getByRole('radio', { name: /Standard/ }).waitFor({ timeout: 20_000 });
      await expectScreen(page, 'checkout, delivery step', [...AT_REST, 'money']);
      await continueStep(page);
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await expectScreen(page, 'checkout, payment step', [...AT_REST, 'money']);
      await continueStep(page);
      await page.getByRole('button', { name: 'Place order' }).waitFor({ timeout: 20_000 });
      await expectScreen(page, 'checkout, review step', [...AT_REST, 'money']);

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 30_000 });
      await expectScreen(page, 'order confirmation', [...OPENED, 'money']);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
      await expectScreen(page, 'order confirmation, reloaded', [...AT_REST, 'money']);
    },
  );

  const { logIn } = setup;
  if (logIn) {
    it('order history, logged in, opened from my account', async () => {
      const page = await setup.open('/login');
      await logIn(page);
      await page.goto('/my-account');
      await page.locator('h1').first().waitFor();
      await followLink(page, '/order-history');
      await page.getByRole('article').first().waitFor();
      await expectScreen(page, 'order history, opened from my account', OPENED);
    });
  }

  it('the support chat, open with a conversation', async () => {
    const page = await setup.open('/');
    await openChat(page);
    await sendText(page, 'order karna hai');
    await chatDialog(page).getByRole('link', { name: 'Go to checkout' }).waitFor({ timeout: 15_000 });
    await expectScreen(page, 'chat, open with messages', AT_REST);
  });
}
