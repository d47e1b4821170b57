import { describe, expect, it } from 'vitest';
import { CATALOG } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

const PRODUCT_PATH = `/product/${CATALOG.product.handle}`;

/** The store's entry script (a prerendered page's start script fetches it). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

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
    const { context, page } = await store.open('phone', 'about:blank');
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await context.route(ENTRY, async (route) => {
      asked = true;
      await released;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto(PRODUCT_PATH);
      const add = page
        .getByRole('main')
        .getByRole('button', { name: /^add to cart/i })
        .first();
      await add.click();
      await expect.poll(() => asked, { message: 'the entry is asked for' }).toBe(true);
      expect(await page.getByRole('link', { name: /view cart/i }).count(), 'nothing is added without the code').toBe(0);
      release();
      await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
      await expect.poll(() => page.getByRole('link', { name: /view cart/i }).textContent()).toMatch(/1 item/i);
    } finally {
      release();
    }
  });
});
