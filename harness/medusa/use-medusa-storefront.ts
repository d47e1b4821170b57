import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, VIEWPORTS, type ViewportName } from '../browser/chromium';
import { medusaStoreRequest, medusaTestTarget, type MedusaTestTarget, type StoreAnswer } from './medusa-test-env';

/** What a Medusa suite file drives: the storefront in medusa mode, and Medusa's store API directly. */
export interface MedusaTestStorefront {
  /** Where Medusa and the storefront run (from `npm run test:medusa`). */
  readonly target: MedusaTestTarget;
  /**
   * A fresh browser context on the storefront with the viewport, and its page at `path`;
   * `beforeGoto` runs on the page first (to listen to its requests, for example).
   */
  open(
    viewport: ViewportName,
    path?: string,
    beforeGoto?: (page: Page) => void | Promise<void>,
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** Calls Medusa's store API with the publishable key (and a bearer token when given); answers status and JSON. */
  store(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, token?: string): Promise<StoreAnswer>;
}

/**
 * Registers the hooks of a Medusa suite file: Chromium launched before its first test and closed
 * after its last; each test's contexts closed after it.
 */
export function useMedusaStorefront(): MedusaTestStorefront {
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
  return {
    target,
    async open(viewport, path = '/', beforeGoto) {
      if (!browser) throw new Error('Chromium is not running: use open() inside a test or a hook');
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: target.storefrontUrl });
      contexts.push(context);
      const page = await context.newPage();
      await beforeGoto?.(page);
      await page.goto(path);
      return { context, page };
    },
    store: (method, path, body, token) => medusaStoreRequest(target, method, path, body, token),
  };
}
