import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS, type ViewportName } from './chromium';
import {
  coveredControls,
  expectAtTopWithHeading,
  focusedElement,
  sidewaysScroll,
  waitForImagesInView,
} from './screen-checks';
import { addToCartFromProductPage, CATALOG, pathOf, waitForCart, waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

const CATEGORY_PATH = `/categories/${CATALOG.category.handle}`;
const PRODUCT_PATH = `/product/${CATALOG.product.handle}`;
/** The prerendered pages a shopper may land on first: home, a category and a product. */
const LANDING_PATHS = ['/', CATEGORY_PATH, PRODUCT_PATH];

/** The desktop (1366 x 768) beside the suite's two viewports. */
const SIZES = { ...VIEWPORTS, laptop: { width: 1366, height: 768 } } as const;
type SizeName = keyof typeof SIZES;

async function openAt(size: SizeName, path: string): Promise<Page> {
  const viewport: ViewportName = size === 'phone' ? 'phone' : 'desktop';
  const { page } = await store.open(viewport, 'about:blank');
  await page.setViewportSize(SIZES[size]);
  await page.goto(path);
  await waitForPage(page);
  return page;
}

/** Waits for the images in view to load; answers those that did not. */
const imagesLeftUnloaded = (page: Page): Promise<string[]> => waitForImagesInView(page, 'loaded', { settleMs: 5_000 });

/** Scrolls so that `fraction` of the page's scrollable height is above the viewport, and lets it settle. */
async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((at) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * at), fraction);
  await page.waitForTimeout(150);
}

it('serves the product pictures of the prerendered pages with their src', async () => {
  const { page } = await store.open('phone', '/', { javaScript: false });
  const missing: Record<string, number> = {};
  for (const path of LANDING_PATHS) {
    await page.goto(path);
    const images = await page.locator('main img').count();
    expect(images, path).toBeGreaterThan(0);
    const withoutSrc = await page.locator('main img:not([src])').count();
    if (withoutSrc) missing[path] = withoutSrc;
  }
  expect(missing).toEqual({});
});

describe.each(['phone', 'laptop'] as const)('the store on a %s', (size) => {
  it(
    'shows every picture in view on a first visit and after a reload of the home, a category and a product page',
    {
      timeout: 120_000,
    },
    async () => {
      const page = await openAt(size, '/');
      const problems: Record<string, string[]> = {};
      for (const path of LANDING_PATHS) {
        await page.goto(path);
        await waitForPage(page);
        const first = await imagesLeftUnloaded(page);
        if (first.length) problems[`first visit ${path}`] = first;
        await page.reload();
        await waitForPage(page);
        const reloaded = await imagesLeftUnloaded(page);
        if (reloaded.length) problems[`reload ${path}`] = reloaded;
      }
      expect(problems).toEqual({});
    },
  );

  it('opens a new page at its top with focus on its heading; Back returns to where the shopper was', async () => {
    const page = await openAt(size, '/');
    await page.evaluate(() => window.scrollTo(0, 1300));
    await page.waitForTimeout(150);
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    const inView = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('.product-card__title a')];
      return links.findIndex((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 80 && box.bottom < innerHeight - 160;
      });
    });
    expect(inView).toBeGreaterThanOrEqual(0);
    await page.locator('.product-card__title a').nth(inView).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/product\//);
    await waitForPage(page);
    await expectAtTopWithHeading(page);
    await expect.poll(() => focusedElement(page)).toMatch(/^H1 /);

    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(scrolled));
    // And stays there: nothing that runs after the page is back (its arrival code, a late render) moves it.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(Math.round(scrolled));
    expect(await focusedElement(page)).not.toMatch(/^H1 /);
  });

  it('puts focus on each checkout step as it opens, and shows "Order placed" at the top with focus on it', async () => {
    const page = await openAt(size, '/');
    await addToCartFromProductPage(page, CATALOG.product.handle);
    await waitForCart(page);
    await page.goto('/cart');
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await expectAtTopWithHeading(page);
    await expect.poll(() => focusedElement(page)).toBe('H1 "Checkout"');
    await page.getByLabel('Mobile number').fill('9123456780');
    const next = async (title: string) => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => focusedElement(page)).toMatch(new RegExp(`^H2 ".*${title}"$`));
    };
    await next('Delivery address');
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Pin code').fill('122002');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
    await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
    await next('Delivery option');
    await next('Payment');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await next('Review and place order');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
    await expectAtTopWithHeading(page);
    await expect.poll(() => focusedElement(page)).toBe('H1 "Order placed"');
  });

  it('has no floating element over a control, at the top and scrolled, on home, category, product, cart and checkout', async () => {
    const page = await openAt(size, '/');
    const problems: Record<string, string[]> = {};
    const look = async (where: string) => {
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        await scrollToFraction(page, fraction);
        const covered = await coveredControls(page);
        if (covered.length) problems[`${where} at ${fraction * 100}%`] = covered;
      }
      const sideways = await sidewaysScroll(page);
      if (sideways > 0) problems[`${where} sideways`] = [`${sideways} px`];
    };
    for (const path of LANDING_PATHS) {
      await page.goto(path);
      await waitForPage(page);
      await look(path);
    }
    await addToCartFromProductPage(page, CATALOG.product.handle);
    await page.locator('.snackbar').waitFor({ state: 'detached', timeout: 15_000 });
    await look(`${PRODUCT_PATH} with the cart bar`);
    for (const path of ['/', CATEGORY_PATH, '/cart', '/checkout']) {
      await page.goto(path);
      await waitForPage(page);
      await look(`${path} with the cart bar`);
    }
    expect(problems).toEqual({});
  });

  it('brings the cart bar within a few Tab presses of the top of the page', async () => {
    const page = await openAt(size, '/');
    await addToCartFromProductPage(page, CATALOG.product.handle);
    await page.goto(CATEGORY_PATH);
    await waitForPage(page);
    await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let presses = 0;
    for (; presses < 40; presses += 1) {
      if ((await focusedElement(page)).startsWith('A "View Cart')) break;
      await page.keyboard.press('Tab');
    }
    expect(presses).toBeLessThanOrEqual(15);
  });

  it("shows the 'Added to cart' notice clear of the search suggestions", async () => {
    const page = await openAt(size, PRODUCT_PATH);
    await waitForCart(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^add to cart/i })
      .first()
      .click();
    await page.locator('.snackbar').waitFor({ state: 'visible' });
    const open = page.getByRole('button', { name: 'Search', exact: true });
    if (await open.isVisible()) await open.click();
    await page.getByRole('combobox').first().fill('ghee');
    await page.getByRole('option').first().waitFor({ state: 'visible' });
    const covered = await coveredControls(page);
    expect(await page.locator('.snackbar').isVisible(), 'the notice is still up').toBe(true);
    expect(covered.filter((line) => line.startsWith('li'))).toEqual([]);
  });
});
