import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectAtTopWithHeading,
  expectImagesLoaded,
  expectMoneyAddsUp,
  expectNoCoveredControls,
  expectNoSidewaysScroll,
} from './screen-checks';

/** The screen checks a journey step can ask for, by name. */
const CHECKS = {
  images: expectImagesLoaded,
  top: expectAtTopWithHeading,
  uncovered: expectNoCoveredControls,
  fits: expectNoSidewaysScroll,
  money: expectMoneyAddsUp,
} as const;

export type ScreenCheck = keyof typeof CHECKS;

/** What every step of a journey checks unless it says otherwise. */
export const AT_REST: readonly ScreenCheck[] = ['images', 'uncovered', 'fits'];

/** {@link AT_REST} on a page just navigated to: also at the top with its heading in view. */
export const OPENED: readonly ScreenCheck[] = ['top', ...AT_REST];

/**
 * Runs the named screen checks on the page, every one of them, and records one soft failure naming
 * the step and every check that failed with its message: the journey goes on, and its report says
 * all that is wrong at every step.
 */
export async function expectScreen(page: Page, step: string, checks: readonly ScreenCheck[]): Promise<void> {
  const failures: string[] = [];
  for (const check of checks) {
    try {
      await CHECKS[check](page);
    } catch (error) {
      failures.push(`[${check}] ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  expect.soft(failures, `${step}: ${failures.length} screen check(s) failed\n${failures.join('\n')}`).toEqual([]);
}

/**
 * Follows an in-store link as a shopper who has read down the page does: taps or clicks the visible
 * link to `href` lowest on the page (so the page is scrolled when it is followed, and a new page that
 * keeps the old scroll position shows), then waits for the new page's path.
 */
export async function followLink(page: Page, href: string): Promise<void> {
  const link = page.locator(`a[href="${href}"]:visible`).last();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  const path = new URL(href, page.url()).pathname;
  await page.waitForURL((url) => url.pathname === path);
}
