import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../local-backend/catalog/seed-catalog';
import { expectNoCoveredControls, expectNoSidewaysScroll } from './screen-checks';
import { CATALOG, waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();
const seed = createSeedCatalog();

/** The seeded products of a category that come in a pack of `size` ('1kg'), as the filter names it. */
const withSize = (category: string, size: string): string[] =>
  seed
    .productsInCategory(category)
    .filter((product) =>
      product.variants.some((variant) => (variant.title ?? '').replace(/\s+/g, '').toLowerCase() === size),
    )
    .map((product) => product.title);

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const countText = (page: Page) => page.locator('.listing-toolbar__count').textContent();
const search = (page: Page) => new URL(page.url()).search;
const shot = (page: Page, name: string) =>
  process.env['FILTER_SHOTS'] ? page.screenshot({ path: `${process.env['FILTER_SHOTS']}/${name}.png` }) : undefined;

describe('listing filters on `npm start` (issue 25 item 6)', () => {
  const category = CATALOG.category.handle;
  const everything = seed.productsInCategory(category).length;

  it('phone: Filters opens a bottom sheet; a pack size goes in the address, the count follows, Clear all undoes it', async () => {
    const expected = withSize(category, '500g');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything);
    const { page } = await store.open('phone', `/categories/${category}?sort=price_asc`);
    await waitForPage(page);
    await expect.poll(() => countText(page)).toBe(`${everything} products`);
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor({ state: 'visible' });
    await sheet.getByRole('checkbox', { name: '500 g', exact: true }).check();
    await expect.poll(() => search(page)).toBe('?sort=price_asc&size=500g');
    const show = sheet.getByRole('button', { name: `Show ${expected.length} products` });
    await show.waitFor({ state: 'visible' });
    await shot(page, 'filters-phone-sheet');
    await expectNoCoveredControls(page);
    await show.click();
    await sheet.waitFor({ state: 'detached' });

    await expect.poll(() => countText(page)).toBe(`${expected.length} products`);
    expect(new Set(await cardTitles(page))).toEqual(new Set(expected));
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor({ state: 'visible' });
    await expectNoSidewaysScroll(page);
    await shot(page, 'filters-phone-listing');

    await page.reload();
    await expect.poll(() => countText(page)).toBe(`${expected.length} products`);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => search(page)).toBe('?sort=price_asc');
    await expect.poll(() => countText(page)).toBe(`${everything} products`);
  });

  it('desktop: the filters are a side panel; a diet and a size combine, and nothing matching offers Clear all filters', async () => {
    const { page } = await store.open('desktop', `/categories/${category}`);
    await waitForPage(page);
    const side = page.getByRole('complementary', { name: 'Filters' });
    await side.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Filters', exact: true }).isVisible()).toBe(false);
    await side.getByRole('checkbox', { name: '500 g', exact: true }).check();
    await side.getByRole('checkbox', { name: 'Diabetic friendly' }).check();
    await expect.poll(() => search(page)).toBe('?size=500g&diet=diabetic-friendly');
    const diabetic = new Set(seed.productsInCategory('diabetic-friendly').map((product) => product.title));
    const expected = withSize(category, '500g').filter((title) => diabetic.has(title));
    await expect.poll(async () => new Set(await cardTitles(page))).toEqual(new Set(expected));
    await shot(page, 'filters-desktop');
    await expectNoSidewaysScroll(page);

    await side.getByRole('radio', { name: '₹1000 and above' }).check();
    await page.getByRole('heading', { name: 'No products match these filters' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => search(page)).toBe('');
    await expect.poll(() => countText(page)).toBe(`${everything} products`);
  });
});
