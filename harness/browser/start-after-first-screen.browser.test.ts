import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ViewportName } from './chromium';
import { CATALOG } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

const PRODUCT_PATH = `/product/${CATALOG.product.handle}`;

/** The store's entry script (a prerendered page's start script fetches it). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Opens `path` with the entry's request held, as on a slow line where the shopper acts before the code is there;
 * `release` lets it through.
 */
async function openWithEntryHeld(
  viewport: ViewportName,
  path: string,
): Promise<{ page: Page; asked: () => boolean; release: () => void }> {
  const { context, page } = await store.open(viewport, 'about:blank');
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await context.route(ENTRY, async (route) => {
    asked = true;
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(path);
  return { page, asked: () => asked, release };
}

describe("a prerendered page's code comes after its first screen (issue 27)", () => {
  it("is fetched only once the page's main picture has arrived", async () => {
    const { context, page } = await store.open('phone', 'about:blank');
    const order: string[] = [];
    context.on('requestfinished', (request) => {
      const url = new URL(request.url()).pathname;
      if (url.includes(`/images/products/${CATALOG.product.handle}`)) order.push('picture arrived');
    });
    context.on('request', (request) => {
      if (ENTRY.test(new URL(request.url()).pathname)) order.push('entry asked for');
    });
    await page.goto(PRODUCT_PATH);
    await expect.poll(() => order.includes('entry asked for')).toBe(true);
    expect(order.slice(0, 2)).toEqual(['picture arrived', 'entry asked for']);
  });

  it("holds a tap on 'Add to cart' made before the code is there, and adds the product once it is", async () => {
    const { page, asked, release } = await openWithEntryHeld('phone', PRODUCT_PATH);
    try {
      await page
        .getByRole('main')
        .getByRole('button', { name: /^add to cart/i })
        .first()
        .click();
      await expect.poll(asked, { message: 'the entry is asked for' }).toBe(true);
      expect(await page.getByRole('link', { name: /view cart/i }).count(), 'nothing is added without the code').toBe(0);
      release();
      await expect.poll(() => page.getByRole('link', { name: /view cart/i }).textContent()).toMatch(/1 item/i);
    } finally {
      release();
    }
  });

  it('keeps a sort chosen before the code is there, and sorts once it is', async () => {
    const { page, release } = await openWithEntryHeld('desktop', '/categories/fresh-chakki-atta');
    try {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price per kg' });
      release();
      await expect.poll(() => page.url()).toBe(`${store.url}/categories/fresh-chakki-atta?sort=price_per_kg`);
    } finally {
      release();
    }
  });

  it('holds a tick on a filter made before the code is there, and filters once it is', async () => {
    const { page, release } = await openWithEntryHeld('desktop', '/categories/fresh-chakki-atta');
    try {
      const box = page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: '500 g', exact: true });
      await box.click();
      expect(await box.isChecked(), 'the tick waits for the code that handles it').toBe(false);
      release();
      await expect.poll(() => new URL(page.url()).search).toBe('?size=500g');
      await expect.poll(() => box.isChecked()).toBe(true);
    } finally {
      release();
    }
  });

  it('keeps every letter of a search typed while the page hydrates, however many came before the code', async () => {
    const query = 'qwzx plmk';
    for (const early of [0, 1, 2, 4, 6]) {
      const { page, release } = await openWithEntryHeld('desktop', '/');
      try {
        const box = page.getByPlaceholder('Try searching chakki atta');
        await box.focus();
        await page.keyboard.type(query.slice(0, early), { delay: 10 });
        release();
        await page.keyboard.type(query.slice(early), { delay: 10 });
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.url(), { message: `${early} letters typed before the code` })
          .toBe(`${store.url}/search?q=qwzx+plmk`);
      } finally {
        release();
        await page.close();
      }
    }
  });

  it('shows the suggestions for a search typed before the code is there, once it is, in the box still focused', async () => {
    const { page, release } = await openWithEntryHeld('desktop', '/');
    try {
      const box = page.getByPlaceholder('Try searching chakki atta');
      await box.focus();
      await page.keyboard.type('ghee', { delay: 10 });
      const suggestion = page.getByRole('option', { name: 'A2 Desi Cow Ghee' });
      expect(await suggestion.count(), 'no suggestions without the code').toBe(0);
      release();
      await expect.poll(() => suggestion.isVisible()).toBe(true);
      expect(await box.inputValue()).toBe('ghee');
    } finally {
      release();
    }
  });

  it('keeps every character of a search typed and sent with Enter before the code is there', async () => {
    const { page, release } = await openWithEntryHeld('desktop', '/');
    try {
      await page.getByPlaceholder('Try searching chakki atta').focus();
      await page.keyboard.type('ghee', { delay: 10 });
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).pathname, 'the browser does not send the form itself').toBe('/');
      release();
      await expect.poll(() => page.url()).toBe(`${store.url}/search?q=ghee`);
    } finally {
      release();
    }
  });
});
