import type { Page } from 'playwright-core';
import { waitForImagesInView } from './screen-checks';

/** The time every screenshot is taken at, in the browser and on the backend: 10:30 in India, in shop hours. */
export const SCREENSHOT_CLOCK = '2026-11-27T05:00:00.000Z';

/** Stops what would make two screenshots of one screen differ: animations, transitions, the caret, smooth scrolling. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * Waits until the page is still (animations off through a constructed style sheet, which the store's
 * Content-Security-Policy allows where an inline style is refused): the fonts loaded, the pictures
 * in view finished (loaded or failed: blank pictures are what the baseline must show if the store
 * shows them; not those a rail clips away, which a lazy picture's download never starts for), and two frames drawn.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const still = new CSSStyleSheet();
    still.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  }, STILL_CSS);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForImagesInView(page, 'ended', { settleMs: 10_000 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
