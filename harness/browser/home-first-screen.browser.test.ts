import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './chromium';
import { useStorefront } from './use-storefront';

const store = useStorefront();

/**
 * Whether a tap anywhere on a (pill-shaped) `locator` reaches it: its centre, its two ends, its top and bottom edges;
 * nothing fixed covers it.
 */
async function tappable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const [middleX, middleY, inset] = [box.left + box.width / 2, box.top + box.height / 2, 4];
    const points = [
      [middleX, middleY],
      [box.left + box.height / 2, middleY],
      [box.right - box.height / 2, middleY],
      [middleX, box.top + inset],
      [middleX, box.bottom - inset],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  });
}

/** Whether `locator` lies wholly inside the first screen of the unscrolled page. */
async function onFirstScreen(locator: Locator, height: number): Promise<boolean> {
  return locator.evaluate((element, screen) => {
    const box = element.getBoundingClientRect();
    return (
      window.scrollY === 0 && box.top >= 0 && box.bottom <= screen && box.left >= 0 && box.right <= window.innerWidth
    );
  }, height);
}

describe('the home page on a phone (issue 14)', () => {
  it('shows a product with its price and Add button on the first screen, 390 x 844, without scrolling', async () => {
    const { page } = await store.open('phone', '/');
    const cards = page.locator('article.product-card');
    await cards.first().waitFor({ state: 'visible' });
    await expect.poll(() => cards.first().locator('.product-card__price').textContent()).toMatch(/₹\s?[\d,]+/);
    const shown: string[] = [];
    for (const card of await cards.all()) {
      const price = card.locator('.product-card__price');
      const add = card.getByRole('button', { name: /^Add .+ to cart$/ });
      const whole =
        (await onFirstScreen(price, VIEWPORTS.phone.height)) &&
        (await onFirstScreen(add, VIEWPORTS.phone.height)) &&
        (await tappable(add));
      if (whole) shown.push((await card.locator('h3').textContent()) ?? '');
    }
    expect(shown, 'no product with its price and an uncovered Add button on the first screen').not.toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
