import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import type { Category } from '../../core/catalog/catalog.model';
import { visibleCategoryTiles } from '../../ui/shell/category-tiles';
import { VIEWPORTS, type ViewportName } from '../browser/chromium';
import { useMedusaStorefront } from './use-medusa-storefront';

const store = useMedusaStorefront();

/** The grocery root's children as stock Medusa serves them, in rank order. */
async function medusaCategories(): Promise<Category[]> {
  const { status, body } = await store.store(
    'GET',
    '/store/product-categories?handle=grocery&fields=*category_children',
  );
  expect(status).toBe(200);
  const children =
    (body as { product_categories: { category_children: (Category & { rank: number | null })[] }[] })
      .product_categories[0]?.category_children ?? [];
  return [...children].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
}

/**
 * `/` is prerendered from Medusa's catalogue at build time, so it asks Medusa for no tiles; with a query it is the
 * single-page app, which asks for them with the publishable key.
 */
const HOME_PAGES = [
  { path: '/', asks: false },
  { path: '/?from=test', asks: true },
] as const;

describe.each(
  (Object.keys(VIEWPORTS) as ViewportName[]).flatMap((viewport) => HOME_PAGES.map((home) => ({ viewport, ...home }))),
)('the home page on stock Medusa v2, $viewport, $path', ({ viewport, path, asks }) => {
  it('shows the category tiles Medusa serves, in rank order, with their icons; asked with the publishable key when not prerendered', async () => {
    const expected = visibleCategoryTiles(await medusaCategories());
    expect(expected.length).toBeGreaterThan(5);

    const categoryRequests: Request[] = [];
    const { page } = await store.open(viewport, path, (fresh) => {
      fresh.on('request', (request) => {
        if (request.url().startsWith(`${store.target.medusaUrl}/store/product-categories`))
          categoryRequests.push(request);
      });
    });
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
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

    if (!asks) {
      expect(categoryRequests, 'the prerendered tiles are not asked for again').toEqual([]);
      return;
    }
    expect(categoryRequests.length).toBeGreaterThan(0);
    expect(categoryRequests.map((request) => request.headers()['x-publishable-api-key'])).toContain(
      store.target.publishableKey,
    );
  });
});
