import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FLOUR_SEEDS } from '../local-backend/catalog/seed-flours';
import { CATEGORY_SEEDS } from '../local-backend/catalog/seed-categories';
import { STORE_DETAILS } from '../../ui/store-details';
import { RUNTIME_CHUNK } from '../../vite.config';
import { CATALOG } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

/** The tiles the home page shows: the seeded categories, less the hidden ones (category-tiles.ts). */
const TILE_NAMES = CATEGORY_SEEDS.map((category) => category.name).filter((name) => !/advert|Customize/.test(name));

/** The first products of the category the tests browse, best sellers first. */
const CATEGORY_FIRST = FLOUR_SEEDS.filter((product) => product.aisle === CATALOG.category.handle)
  .sort((a, b) => b.popularity - a.popularity)
  .slice(0, 4)
  .map((product) => product.title);

const CATEGORY_PATH = `/categories/${CATALOG.category.handle}`;

/** One prerendered page of each kind, named for the tests' titles. */
const PRERENDERED_PAGES = [
  ['the home page', '/'],
  ['a category page', CATEGORY_PATH],
  ['a product page', `/product/${CATALOG.product.handle}`],
] as const;

/** What a page shows before and after hydration: the tiles' and the product cards' names. */
const SHOWN = '.home-tile__name, .product-card__title';

const shownNames = (page: Page) => page.locator(SHOWN).allTextContents();

/** The best sellers, as the store's API ranks them. */
async function bestsellerNames(): Promise<string[]> {
  const answer = (await store.control('GET', '/store/products?order=popularity&limit=4')) as {
    products: { title: string }[];
  };
  return answer.products.map((product) => product.title);
}

/**
 * Loads `path` with scripts on, recording the catalogue requests, the layout shifts, the errors,
 * and the nodes showing names as served (before any script ran), then waits for hydration.
 */
async function loadAndHydrate(path: string) {
  const { page } = await store.open('phone', 'about:blank');
  await page.addInitScript((selector) => {
    const seen = window as unknown as { __shift: number; __served: Element[] };
    seen.__shift = 0;
    seen.__served = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) seen.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Parsed, before the deferred module script (the app) runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') seen.__served = [...document.querySelectorAll(selector)];
    });
  }, SHOWN);
  const catalogRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/store/product')) catalogRequests.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  // Hydrated: React has attached itself to the served nodes.
  await expect
    .poll(
      () =>
        page.evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)].every((node) =>
              Object.keys(node).some((key) => key.startsWith('__reactFiber')),
            ),
          SHOWN,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const served = await page.evaluate(() => {
    const seen = window as unknown as { __served: Element[] };
    return { count: seen.__served.length, kept: seen.__served.filter((node) => node.isConnected).length };
  });
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  return { page, catalogRequests, errors, served, shift };
}

describe('the first screen in the HTML (issue 14)', () => {
  it('with scripts off, the home page already shows the category tiles and the best sellers', async () => {
    const { page } = await store.open('phone', '/', { javaScript: false });
    expect(await page.locator('.home-tile__name').allTextContents()).toEqual(TILE_NAMES);
    // In place in the HTML, not in a hidden segment that a script moves into place.
    expect(await page.locator('.home-tile__name').first().isVisible()).toBe(true);
    expect(await page.locator('.site-footer').isVisible()).toBe(true);
    const names = await page.locator('.product-card__title').allTextContents();
    expect(names.slice(0, 4)).toEqual(await bestsellerNames());
  });

  it("the app's shell (/cart, not prerendered) preloads the core runtime beside the entry", async () => {
    const html = await (await fetch(new URL('/cart', store.url))).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/runtime-[\w-]+\.js">/);
  });

  it.each(PRERENDERED_PAGES)(
    "%s hydrates while the core runtime's code is still on its way (its page code does not wait for it)",
    async (_, path) => {
      const { context, page } = await store.open('phone', 'about:blank');
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await context.route(new RegExp(`/assets/${RUNTIME_CHUNK}-[^/]*\\.js$`), async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      try {
        await page.goto(path);
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const heading = document.querySelector('main h1');
                return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
              }),
            { timeout: 10_000 },
          )
          .toBe(true);
      } finally {
        release();
      }
    },
  );

  it('with scripts off, a category page already shows its first products', async () => {
    const { page } = await store.open('phone', CATEGORY_PATH, { javaScript: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(CATALOG.category.name);
    // The head the page sets once running is already in the HTML.
    expect(await page.title()).toBe(`${CATALOG.category.name} | ${STORE_DETAILS.name}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      CATEGORY_SEEDS.find((category) => category.handle === CATALOG.category.handle)?.description,
    );
    expect((await shownNames(page)).slice(0, CATEGORY_FIRST.length)).toEqual(CATEGORY_FIRST);
  });

  it.each(PRERENDERED_PAGES)(
    'hydrating %s keeps the served nodes, shifts nothing and asks for none of its catalogue again',
    async (_, path) => {
      const { page, catalogRequests, errors, served, shift } = await loadAndHydrate(path);
      expect(served.count, 'names in the served HTML').toBeGreaterThan(0);
      expect(served.kept, 'served nodes still in the page after hydration').toBe(served.count);
      expect(await page.locator(SHOWN).count()).toBe(served.count);
      // Zero but for rounding and a late font file (well under the 0.1 a good page stays below).
      expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
      expect(catalogRequests, 'catalogue requests on load').toEqual([]);
      expect(errors, 'errors and warnings on load (a hydration mismatch is one)').toEqual([]);
    },
  );
});
