import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront({ closeContextsAfterEach: false });

let phone: Page | undefined;
/** The font files the phone page fetched, in order. */
const fontsFetched: string[] = [];

/** One phone page for the whole file. */
async function phonePage(): Promise<Page> {
  if (!phone) {
    const { page } = await store.open('phone', '/about-us');
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fontsFetched.push(new URL(response.url()).pathname);
    });
    phone = page;
  }
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
    expect(
      await overlap(page.getByRole('navigation', { name: 'Quick navigation' }), copyright),
      'the bottom bar covers it',
    ).toBe(false);
  });

  it('is an item of the bottom bar, not a button floating over the page (issue 22 item 8)', async () => {
    const page = await phonePage();
    await waitForPage(page);
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect.poll(() => bar.getByRole('link', { name: 'Chat on WhatsApp' }).isVisible()).toBe(true);
    expect(await page.locator('.whatsapp-button').isVisible()).toBe(false);
    expect(await whatsapp(page).count()).toBe(1);
  });
});

describe('Hindi text on a device without a Devanagari font (issue 11, defect 7)', () => {
  it('fetches the self-hosted Devanagari face only once Devanagari text appears, and renders it with that face', async () => {
    const page = await phonePage();
    await waitForPage(page);
    await page.evaluate(() => document.fonts.ready);
    expect(
      fontsFetched.filter((url) => /devanagari/i.test(url)),
      'nothing Devanagari before any Hindi shows',
    ).toEqual([]);
    await page.evaluate(() => {
      const line = document.createElement('p');
      line.id = 'hindi-line';
      line.textContent = 'नमस्ते! आटा और घी';
      document.querySelector('main')?.append(line);
    });
    await expect
      .poll(() => fontsFetched.filter((url) => /devanagari.*\.woff2$/i.test(url)).length, {
        message: 'the Devanagari woff2 is fetched',
      })
      .toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'नमस्ते'))).toBe(true);
  });
});
