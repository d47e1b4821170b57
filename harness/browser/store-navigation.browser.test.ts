import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { whatsappHref } from '../../ui/store-details';
import { VIEWPORTS, type ViewportName } from './chromium';
import { CATALOG, openMenu, pathOf, waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

interface CategoryChild {
  handle: string;
  name: string;
}

async function categoryTiles(): Promise<CategoryChild[]> {
  const body = (await store.control('GET', '/store/product-categories?handle=grocery')) as {
    product_categories: { category_children: CategoryChild[] }[];
  };
  return (body.product_categories[0]?.category_children ?? []).filter((child) => !/advert|Customize/.test(child.name));
}

const QUICK_ITEMS = ['Shop', 'Support', 'Categories', 'Cart', 'Menu'];

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('navigation on a %s viewport', (viewport) => {
  it('opens the side menu with focus inside, toggles Categories, closes with Escape and with Close menu', async () => {
    const { page } = await store.open(viewport, '/');
    await waitForPage(page);
    const menu = await openMenu(page);
    await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    const width = (await menu.boundingBox())?.width ?? 0;
    expect(Math.abs(width - Math.max(300, VIEWPORTS[viewport].width / 3))).toBeLessThanOrEqual(8);

    const categories = menu.getByRole('button', { name: 'Categories' });
    const categoryLinks = () =>
      menu
        .getByRole('link')
        .evaluateAll(
          (anchors) => anchors.filter((anchor) => anchor.getAttribute('href')?.startsWith('/categories/')).length,
        );
    if ((await categories.getAttribute('aria-expanded')) === 'true') await categories.click();
    expect(await categories.getAttribute('aria-expanded')).toBe('false');
    expect(await categoryLinks()).toBe(0);
    await categories.click();
    expect(await categories.getAttribute('aria-expanded')).toBe('true');
    expect(await categoryLinks()).toBe(9);
    for (const name of ['About Us', 'Contact us', 'Log in'])
      expect(await menu.getByRole('link', { name }).count(), name).toBe(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await openMenu(page);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('shows the WhatsApp button with the enquiry text', async () => {
    const { page } = await store.open(viewport, '/');
    await waitForPage(page);
    const whatsapp = page.getByRole('link', { name: 'Chat on WhatsApp' });
    await whatsapp.waitFor({ state: 'visible' });
    expect(await whatsapp.getAttribute('href')).toBe(whatsappHref());
  });

  it('lets images below the fold on the home page load lazily', async () => {
    const { page } = await store.open(viewport, '/');
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    const belowFold = await page.evaluate(() =>
      [...document.querySelectorAll('img')]
        .filter((image) => image.getBoundingClientRect().top > window.innerHeight * 1.5)
        .map((image) => ({ src: image.getAttribute('src'), loading: image.loading })),
    );
    expect(belowFold.length).toBeGreaterThan(0);
    const eagerBelowFold = belowFold.filter((image) => image.loading !== 'lazy').map((image) => image.src);
    expect(eagerBelowFold).toEqual([]);
  });
});

function quickItem(page: Page, name: string) {
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  return bar.getByRole('link', { name, exact: true }).or(bar.getByRole('button', { name, exact: true }));
}

async function highlighted(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Quick navigation' })
    .locator('[aria-current]:not([aria-current="false"])')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? item.textContent?.trim() ?? ''));
}

describe('the quick navigation bar', () => {
  it('is not shown on a desktop', async () => {
    const { page } = await store.open('desktop', `/product/${CATALOG.product.handle}`);
    await waitForPage(page);
    expect(await page.getByRole('navigation', { name: 'Quick navigation' }).isVisible()).toBe(false);
  });

  it('shows Shop, Support, Categories, Cart and Menu on a phone, highlighting Shop on product pages and Categories on category pages', async () => {
    const { page } = await store.open('phone', `/product/${CATALOG.product.handle}`);
    await waitForPage(page);
    await page.getByRole('navigation', { name: 'Quick navigation' }).waitFor({ state: 'visible' });
    const positions: number[] = [];
    for (const name of QUICK_ITEMS) {
      const item = quickItem(page, name);
      expect(await item.count(), name).toBe(1);
      const box = await item.boundingBox();
      if (!box) throw new Error(`${name} is not laid out`);
      positions.push(box.x);
    }
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    await expect.poll(() => highlighted(page)).toEqual(['Shop']);

    await page.goto(`/categories/${CATALOG.category.handle}`);
    await waitForPage(page);
    await expect.poll(() => highlighted(page)).toEqual(['Categories']);

    await quickItem(page, 'Cart').click();
    await expect.poll(() => pathOf(page)).toBe('/cart');
    await quickItem(page, 'Menu').click();
    await expect.poll(() => pathOf(page)).toBe('/login');
  });

  it('opens the categories sheet on a phone; it lists the category tiles, and a tile navigates and closes it', async () => {
    const tiles = await categoryTiles();
    expect(tiles.length).toBeGreaterThan(1);
    const { page } = await store.open('phone', '/');
    await waitForPage(page);
    await quickItem(page, 'Categories').click();
    const sheet = page.getByRole('dialog', { name: 'Categories' });
    await sheet.waitFor({ state: 'visible' });
    await expect.poll(() => sheet.getByRole('link').count()).toBe(tiles.length);
    const height = (await sheet.boundingBox())?.height ?? Infinity;
    expect(height).toBeLessThanOrEqual(VIEWPORTS.phone.height * 0.6 - 70 + 1);
    const target = tiles.find((tile) => tile.handle === 'ghee') ?? tiles[1];
    if (!target) throw new Error('the catalogue has too few categories');
    await sheet.getByRole('link', { name: target.name }).click();
    await expect.poll(() => pathOf(page)).toBe(`/categories/${target.handle}`);
    await expect.poll(() => sheet.isVisible()).toBe(false);

    await quickItem(page, 'Categories').click();
    await sheet.waitFor({ state: 'visible' });
    const current = sheet.locator('a[aria-current="page"]');
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.textContent()).toContain(target.name);
  });
});
