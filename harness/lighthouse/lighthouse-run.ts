import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { COOKIE_NAMES } from '../../core/storage-keys';
import { staticSite } from '../local-backend/http/static-files';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import type { PictureKind } from '../local-backend/catalog/product-image';
import { photosReady } from '../local-backend/images/photos-ready';
import { ensureUiBuild } from '../local-backend/ui-build';
import { backendsOf, startMedusaStore, type LighthouseBackend, type MeasuredStore } from './lighthouse-backends';
import {
  budgetFailures,
  figuresOf,
  LIGHTHOUSE_BUDGETS,
  medianFigures,
  routeBudgets,
  type LighthouseBudgets,
  type RunFigures,
} from './lighthouse-summary';
import { checkRoutePaths, routesToMeasure, type Route } from './lighthouse-routes';

/*
 * npm run lighthouse [-- [--backend brand|medusa|both] [--pictures svg|jpg|both] [--language en|hi|both] [--runs N]
 * [--reports DIR] [route paths...]]: for each backend (both by default), serves the storefront on a free 127.0.0.1
 * port (brand: the UI built when stale with the local backend, for the seed's drawings and for the photo-weight
 * catalogue of 1600x1600 JPEGs, both by default; medusa: the Medusa `npm run test:medusa` starts and the storefront
 * built against it), runs Lighthouse on each route N times (3 by default) in a fresh Chromium each, prints the
 * medians and the home page's JSON and picture bytes, and exits non-zero when a route misses its backend's budgets.
 * In brand mode with the seed's drawings it also measures the Hindi store's home and category pages (`/hi/`,
 * docs/product-spec.md §18), on the same budgets; `--language en` leaves them out, `--language hi` measures only
 * them. Route paths measure those pages only: one of the four ('/cart' with its two items) or any other page of the
 * store ('/categories/rice'), on the first screens' budgets but for the cart's; --reports keeps each run's JSON.
 */
const DEFAULT_RUNS = 3;
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface ProductRow {
  readonly handle: string;
  readonly variants: readonly { readonly id: string }[];
}

async function json(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

/** The four routes: home, a category, the best seller's page, and the cart holding the two best sellers. */
async function routesOf(backend: LocalBackend): Promise<Route[]> {
  const { products } = (await json(`${backend.url}/store/products?order=popularity&limit=2`)) as {
    products: ProductRow[];
  };
  const [first, second] = products;
  if (!first || !second) throw new Error('The local backend has fewer than two products');
  const items = [first, second].map((product) => ({ variant_id: product.variants[0]?.id ?? '', quantity: 1 }));
  const { cart } = (await json(`${backend.url}/store/carts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  })) as { cart: { id: string } };
  return [
    { label: '/', path: '/' },
    { label: '/categories/ghee', path: '/categories/ghee' },
    { label: `/product/${first.handle}`, path: `/product/${encodeURIComponent(first.handle)}` },
    { label: '/cart (2 items)', path: '/cart', cartId: cart.id },
  ];
}

async function holdCart(chrome: LaunchedChrome, origin: string, cartId: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie({ name: COOKIE_NAMES.cartId, value: cartId, url: origin });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One cold Lighthouse run (default mobile profile, simulated throttling) in a fresh Chromium; its report is kept in
 * `reportFile` when given.
 */
async function runOnce(origin: string, route: Route, reportFile: string | null): Promise<RunFigures> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    if (route.cartId) await holdCart(chrome, origin, route.cartId);
    const result = await lighthouse(`${origin}${route.path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      disableStorageReset: route.cartId !== undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${route.path}: ${result.lhr.runtimeError.message}`);
    if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
    console.error(`[lighthouse] ${route.path}: LCP element ${lcpElementOf(result.lhr)}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** The LCP element's HTML as Lighthouse's largest-contentful-paint-element audit shows it. */
function lcpElementOf(lhr: { readonly audits: Readonly<Record<string, { readonly details?: unknown }>> }): string {
  const text = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {});
  return /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1] ?? '(none)';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

function report(results: readonly { readonly route: Route; readonly figures: RunFigures }[]): string {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'transfer', 'API', 'images'];
  const rows = results.map(({ route, figures }) => [
    route.label,
    String(figures.scores['performance']),
    String(figures.scores['accessibility']),
    String(figures.scores['best-practices']),
    String(figures.scores['seo']),
    seconds(figures.fcpMs),
    seconds(figures.lcpMs),
    `${Math.round(figures.tbtMs)} ms`,
    figures.cls.toFixed(3),
    kib(figures.transferBytes),
    kib(figures.apiBytes),
    kib(figures.imageBytes),
  ]);
  return table([header, ...rows]);
}

/** The Hindi store's first screens: its home page and a category (docs/product-spec.md §18). */
const HINDI_ROUTES: readonly Route[] = [
  { label: '/hi/', path: '/hi/' },
  { label: '/hi/categories/ghee', path: '/hi/categories/ghee' },
];

/** The stores `--language` names: `en`, `hi` or `both`. */
function languagesOf(option: string | undefined): { english: boolean; hindi: boolean } {
  if (option === undefined || option === 'both') return { english: true, hindi: true };
  if (option === 'en' || option === 'hi') return { english: option === 'en', hindi: option === 'hi' };
  throw new Error('--language takes en, hi or both');
}

/** The catalogues `--pictures` names: `svg` (the seed's drawings), `jpg` (the photo-weight catalogue) or `both`. */
function cataloguesOf(option: string | undefined): PictureKind[] {
  if (option === undefined || option === 'both') return ['svg', 'jpg'];
  if (option === 'svg' || option === 'jpg') return [option];
  throw new Error('--pictures takes svg, jpg or both');
}

/**
 * The storefront in brand mode: the build for `pictures` with the local backend, on a free 127.0.0.1 port, with
 * every photo drawn before anything is measured.
 */
async function startBrandStore(
  pictures: PictureKind,
  languages: { english: boolean; hindi: boolean },
): Promise<MeasuredStore> {
  const dist = await ensureUiBuild(pictures);
  const backend = await startLocalBackend({ port: 0, ui: staticSite(dist), log: () => {}, pictures });
  try {
    if (pictures === 'jpg') await photosReady(backend.url);
    const routes = [
      ...(languages.english ? await routesOf(backend) : []),
      ...(languages.hindi && pictures === 'svg' ? HINDI_ROUTES : []),
    ];
    return { origin: backend.url, routes, close: () => backend.close() };
  } catch (error) {
    await backend.close();
    throw error;
  }
}

type Measured = { readonly route: Route; readonly figures: RunFigures };

/**
 * Runs Lighthouse `runCount` times on each route of `store`, or on the paths in `only` when given (a store's route
 * when it has one for the path, with its cart; else the page at that path); the medians.
 */
async function measureStore(
  label: string,
  store: MeasuredStore,
  only: readonly string[],
  runCount: number,
  reports: string | null,
): Promise<Measured[]> {
  const routes = routesToMeasure(store.routes, only);
  const results: Measured[] = [];
  for (const route of routes) {
    const runs: RunFigures[] = [];
    for (let run = 1; run <= runCount; run += 1) {
      const reportFile = reports
        ? path.join(
            reports,
            `${label.replace(/\s+/g, '-')}-${route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`,
          )
        : null;
      const figures = await runOnce(store.origin, route, reportFile);
      console.error(
        `[lighthouse] ${label} ${route.label} run ${run}: performance ${figures.scores['performance']}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, pictures ${kib(figures.imageBytes)}`,
      );
      runs.push(figures);
    }
    results.push({ route: { ...route, label: `${label} ${route.label}` }, figures: medianFigures(runs) });
  }
  return results;
}

/** What the home page fetches besides its HTML, code and fonts: its JSON and its pictures. */
function homeBytes(results: readonly Measured[]): string[] {
  return results
    .filter(({ route }) => route.path === '/')
    .map(
      ({ route, figures }) =>
        `${route.label} fetches ${kib(figures.apiBytes)} of JSON and ${kib(figures.imageBytes)} of pictures (medians, over the network).`,
    );
}

async function main(): Promise<number> {
  const { values, positionals: only } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string' },
      reports: { type: 'string' },
      backend: { type: 'string' },
      pictures: { type: 'string' },
      language: { type: 'string' },
    },
  });
  checkRoutePaths(only);
  const languages = languagesOf(values.language);
  const runCount = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error('--runs takes a whole number of at least 1');
  const backends = backendsOf(values.backend);
  const catalogues = cataloguesOf(values.pictures);
  const reports = values.reports ? path.resolve(values.reports) : null;
  if (reports) mkdirSync(reports, { recursive: true });
  const started = Date.now();
  const results: Measured[] = [];
  const failures: string[] = [];
  const stores = backends.flatMap((backend): { backend: LighthouseBackend; pictures: PictureKind; label: string }[] =>
    backend === 'brand'
      ? catalogues.map((pictures) => ({ backend, pictures, label: pictures === 'jpg' ? 'brand photos' : 'brand' }))
      : [{ backend, pictures: 'svg' as const, label: backend }],
  );
  for (const { backend, pictures, label } of stores) {
    const store =
      backend === 'brand'
        ? await startBrandStore(pictures, languages)
        : await startMedusaStore((line) => console.error(line));
    try {
      const measured = await measureStore(label, store, only, runCount, reports);
      results.push(...measured);
      failures.push(
        ...measured.flatMap(({ route, figures }) =>
          budgetFailures(figures, routeBudgets(backend, route.path)).map((failure) => `${route.label}: ${failure}`),
        ),
      );
    } finally {
      await store.close();
    }
  }
  console.log(
    `Lighthouse 12.8, default mobile profile (simulated slow 4G, 4x CPU), median of ${runCount} runs per route, ${new Date().toISOString().slice(0, 10)}:`,
  );
  console.log(report(results));
  for (const line of homeBytes(results)) console.log(line);
  for (const backend of backends) {
    const { firstScreen, cart } = LIGHTHOUSE_BUDGETS[backend];
    const budget = ({ performance, lcpMs, tbtMs }: LighthouseBudgets) =>
      `performance >= ${performance}, LCP < ${lcpMs} ms, TBT < ${tbtMs} ms`;
    console.log(`Budgets of ${backend} routes: first screens ${budget(firstScreen)}; the cart ${budget(cart)}.`);
  }
  console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
  for (const failure of failures) console.log(`  over budget: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
