import { execFileSync } from 'node:child_process';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchChromium, VIEWPORTS } from './chromium';
import { waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront({ closeContextsAfterEach: false });

let phone: Page | undefined;

/** One phone page for the WhatsApp tests. */
async function phonePage(): Promise<Page> {
  phone ??= (await store.open('phone', '/about-us')).page;
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

/** Records the font files a page fetches, in order, from now on. */
function recordFontsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fetched.push(new URL(response.url()).pathname);
  });
  return fetched;
}

const devanagariFiles = (fetched: readonly string[]): string[] => fetched.filter((url) => /devanagari/i.test(url));

/** Adds a line of Hindi to the page's main content. */
async function writeHindiLine(page: Page): Promise<void> {
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.id = 'hindi-line';
    line.textContent = 'नमस्ते! आटा और घी';
    document.querySelector('main')?.append(line);
  });
}

describe('Hindi text in the English store (issue 11, defect 7)', () => {
  let browserWithoutDevanagari: Browser | undefined;
  afterAll(() => browserWithoutDevanagari?.close());

  it('on a device without a Devanagari font: fetches the self-hosted face only once Devanagari text appears, and renders it with that face', async () => {
    browserWithoutDevanagari = await launchChromium({ devanagariFonts: false });
    const context = await browserWithoutDevanagari.newContext({ viewport: VIEWPORTS.phone, baseURL: store.url });
    const page = await context.newPage();
    const fetched = recordFontsFetched(page);
    await page.goto('/about-us');
    await waitForPage(page);
    await page.evaluate(() => document.fonts.ready);
    expect(devanagariFiles(fetched), 'nothing Devanagari before any Hindi shows').toEqual([]);
    await writeHindiLine(page);
    await expect
      .poll(() => devanagariFiles(fetched).filter((url) => url.endsWith('.woff2')).length, {
        message: 'the Devanagari woff2 is fetched',
      })
      .toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Device Devanagari"', 'नमस्ते'))).toBe(true);
  });

  it("on a phone with a Devanagari font of its own: writes a product's Hindi name in it and fetches no face", async () => {
    expect(
      execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim(),
      'this machine has a Devanagari font, as a phone does (Debian: apt-get install fonts-lohit-deva)',
    ).not.toBe('');
    const { page } = await store.open('phone', '/about-us');
    const fetched = recordFontsFetched(page);
    await page.goto('/product/fresh-chakki-atta-whole-wheat');
    await page.locator('.product-page__subtitle').waitFor({ state: 'visible' });
    await writeHindiLine(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Device Devanagari"', 'नमस्ते'))).toBe(true);
    expect(devanagariFiles(fetched), 'no Devanagari face downloaded').toEqual([]);
  });
});
