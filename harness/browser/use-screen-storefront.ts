import { afterAll, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { BackendControl } from './backend-control';
import { newScreenContext, type ScreenName } from './screen-devices';
import { startStorefront, type Storefront } from './storefront';

/** What a screen test file drives: the store on the journeys' screens, and the backend's control API. */
export interface ScreenStorefront {
  readonly control: BackendControl;
  /**
   * A fresh context (empty storage) on `screen`, and its page at `path`; with `options.clock`, the
   * page's clock starts at that time (and runs on). Contexts close with the store.
   */
  open(
    screen: ScreenName,
    path?: string,
    options?: { readonly clock?: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Registers the hooks of a screen test file: a store started before the first test and closed, with
 * every context opened, after the last.
 */
export function useScreenStorefront(): ScreenStorefront {
  let started: Storefront | undefined;
  const current = (): Storefront => {
    if (!started) throw new Error('the storefront is not running: use it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startStorefront();
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    control: (method, path, body) => current().control(method, path, body),
    async open(screen, path = '/', options = {}) {
      const store = current();
      const context = await newScreenContext(store.browser, screen, store.url);
      if (options.clock) await context.clock.install({ time: options.clock });
      const page = await context.newPage();
      await page.goto(path);
      return { context, page };
    },
  };
}
