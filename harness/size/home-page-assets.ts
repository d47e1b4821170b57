import type { Page, Response } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../browser/chromium';
import { staticSite } from '../local-backend/http/static-files';
import { startLocalBackend } from '../local-backend/local-backend';

/** One response the home page received. */
export interface LoadedAsset {
  readonly url: string;
  readonly kind: 'image' | 'font' | 'script' | 'stylesheet';
  /** Bytes of the body as delivered (before any decoding). */
  readonly bytes: number;
  /** Whether it was requested before the page was scrolled (above the fold, or eager). */
  readonly atLoad: boolean;
}

/** One cold load of the home page on a phone. */
export interface HomePageLoad {
  readonly assets: readonly LoadedAsset[];
  readonly domContentLoadedMs: number;
  readonly loadMs: number;
}

const KINDS = new Set(['image', 'font', 'script', 'stylesheet']);

async function bodyBytes(response: Response): Promise<number> {
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  if (sizes && sizes.responseBodySize > 0) return sizes.responseBodySize;
  return (await response.body().catch(() => Buffer.alloc(0))).length;
}

async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
}

/**
 * Serves the built UI in `distDir` with the local backend, loads `/` cold in Chromium at the phone
 * viewport `runs` times, scrolls each load to the bottom (so lazy images load too), and returns
 * what each load fetched and its navigation timings.
 */
export async function measureHomePage(distDir: string, runs: number): Promise<HomePageLoad[]> {
  const backend = await startLocalBackend({ port: 0, ui: staticSite(distDir), log: () => {} });
  const browser = await launchChromium();
  try {
    const loads: HomePageLoad[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: VIEWPORTS.phone,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        baseURL: backend.url,
      });
      const page = await context.newPage();
      let scrolled = false;
      const pending: Promise<LoadedAsset | null>[] = [];
      page.on('response', (response) => {
        const kind = response.request().resourceType();
        if (!KINDS.has(kind) || response.status() >= 300) return;
        const atLoad = !scrolled;
        pending.push(
          bodyBytes(response).then((bytes) => ({
            url: new URL(response.url()).pathname,
            kind: kind as LoadedAsset['kind'],
            bytes,
            atLoad,
          })),
        );
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return { domContentLoadedMs: entry?.domContentLoadedEventEnd ?? NaN, loadMs: entry?.loadEventEnd ?? NaN };
      });
      scrolled = true;
      await scrollToBottom(page);
      const assets = (await Promise.all(pending)).filter((asset): asset is LoadedAsset => asset !== null);
      loads.push({ assets, ...timing });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
    await backend.close();
  }
}

/** The median of some numbers (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
