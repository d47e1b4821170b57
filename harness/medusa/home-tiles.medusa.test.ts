import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import type { Category } from '../../core/catalog/catalog.model';
import { visibleCategoryTiles } from '../../ui/components/category-tiles';
import { launchChromium, VIEWPORTS, type ViewportName } from '../browser/chromium';
import { medusaStoreGet, medusaTestTarget } from './medusa-test-env';

const target = medusaTestTarget();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The grocery root's children as stock Medusa serves them. */
async function medusaCategories(): Promise<Category[]> {
  const body = (await medusaStoreGet(target, '/store/product-categories?handle=grocery&fields=*category_children')) as {
    product_categories: { category_children: (Category & { rank: number | null })[] }[];
  };
  return [...(body.product_categories[0]?.category_children ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the home page on stock Medusa v2, %s', (viewport) => {
  it('shows the category tiles Medusa serves, in rank order, with their icons, asked with the publishable key', async () => {
    const expected = visibleCategoryTiles(await medusaCategories());
    expect(expected.length).toBeGreaterThan(5);

    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: target.storefrontUrl });
    try {
      const page = await context.newPage();
      const categoryRequests: Request[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${target.medusaUrl}/store/product-categories`)) categoryRequests.push(request);
      });
      await page.goto('/');
      const tiles = page.getByRole('region', { name: 'Shop by category' });
      await expect.poll(() => tiles.getByRole('link').count(), { timeout: 20_000 }).toBe(expected.length);

      const links = await tiles.getByRole('link').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          name: anchor.textContent?.trim() ?? '',
          href: anchor.getAttribute('href'),
          icon: anchor.querySelector('img')?.getAttribute('src') ?? null,
        })),
      );
      expect(links.map((link) => link.name)).toEqual(expected.map((tile) => tile.name));
      expect(links.map((link) => link.href)).toEqual(expected.map((tile) => `/categories/${tile.handle}`));
      expect(links.map((link) => link.icon)).toEqual(expected.map((tile) => tile.icon));

      const icon = tiles.locator('img').first();
      await icon.scrollIntoViewIfNeeded();
      await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      expect(categoryRequests.length).toBeGreaterThan(0);
      expect(categoryRequests.map((request) => request.headers()['x-publishable-api-key'])).toContain(target.publishableKey);
    } finally {
      await context.close();
    }
  });
});
