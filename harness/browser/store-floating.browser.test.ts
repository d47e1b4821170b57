import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openMenu, waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront({ closeContextsAfterEach: false });

let phone: Page | undefined;

/** One phone page for the whole file. */
async function phonePage(): Promise<Page> {
  if (!phone) phone = (await store.open('phone', '/about-us')).page;
  return phone;
}

const whatsapp = (page: Page): Locator => page.getByRole('link', { name: 'Chat on WhatsApp' });

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) throw new Error('an element is not laid out');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe('the WhatsApp button on a phone (issue 11, defect 6)', () => {
  it('never covers the last line of the page once scrolled to the end', async () => {
    const page = await phonePage();
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.locator('.site-footer__copyright');
    await copyright.waitFor({ state: 'visible' });
    await expect.poll(() => whatsapp(page).isVisible()).toBe(true);
    expect(await overlap(whatsapp(page), copyright), 'the WhatsApp button covers the copyright line').toBe(false);
    expect(await overlap(page.getByRole('navigation', { name: 'Quick navigation' }), copyright), 'the bottom bar covers it').toBe(false);
  });

  it('hides while the side menu or the categories sheet is open, and comes back after', async () => {
    const page = await phonePage();
    const menu = await openMenu(page);
    await expect.poll(() => whatsapp(page).isVisible(), { message: 'hidden under the open menu' }).toBe(false);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => whatsapp(page).isVisible()).toBe(true);

    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Categories' }).click();
    const sheet = page.getByRole('dialog', { name: 'Categories' });
    await sheet.waitFor({ state: 'visible' });
    await expect.poll(() => whatsapp(page).isVisible(), { message: 'hidden under the open sheet' }).toBe(false);
    await sheet.getByRole('button', { name: 'Close categories' }).click();
    await expect.poll(() => whatsapp(page).isVisible()).toBe(true);
  });
});
