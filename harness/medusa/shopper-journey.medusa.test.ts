import { COMMERCE_TRAITS } from '../../core/commerce/commerce.port';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../browser/chromium';
import { newScreenContext, SCREEN_NAMES } from '../browser/screen-devices';
import { shopperJourney } from '../browser/shopper-journey';
import { medusaTestTarget } from './medusa-test-env';

const target = medusaTestTarget();
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What a shopper sees along a whole visit in medusa mode (stock Medusa v2), on the phone and on the
 * desktop. No order history step: logging in by OTP is the brand API's.
 */
describe.each(SCREEN_NAMES)('a shopper journey on stock Medusa v2 on the %s', (screen) => {
  shopperJourney({
    cartCreation: COMMERCE_TRAITS.medusa.cartCreation,
    async open(path) {
      if (!browser) throw new Error('Chromium is not running: open a page inside a test');
      const context = await newScreenContext(browser, screen, target.storefrontUrl);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  });
});
