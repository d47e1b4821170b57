import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT } from '../local-backend/ui-build';
import { axeViolations, describeViolations, type AxeViolation } from './axe';
import { VIEWPORTS, type ViewportName } from './chromium';
import {
  addToCartFromProductPage,
  CATALOG,
  CUSTOMER,
  horizontalOverflow,
  imagesWithoutSize,
  logIn,
  pathOf,
  ROUTE_PATHS,
  waitForPage,
} from './store-steps';
import { useStorefront } from './use-storefront';

/** The two viewports run at once, so their contexts stay open until the store closes. */
const store = useStorefront({ closeContextsAfterEach: false });
/** Every violation found, by `impact rule at target`, with the pages (viewport and path) it is on. */
const summary = new Map<string, { help: string; html: string; pages: string[] }>();

afterAll(async () => {
  const lines = [...summary.entries()].map(
    ([key, { help, html, pages }]) =>
      `- ${key}: ${help}\n    ${html}\n    on ${pages.length} pages: ${pages.join(', ')}`,
  );
  const viewports = Object.keys(VIEWPORTS).length;
  console.log(
    `\nAxe, moderate to critical, ${ROUTE_PATHS.length} routes x ${viewports} viewports:\n${lines.join('\n') || 'no violations'}`,
  );
});

function remember(viewport: ViewportName, path: string, violations: readonly AxeViolation[]): void {
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const key = `${violation.impact} ${violation.id} at ${node.target.replace(/:nth-child\(\d+\)/g, '')}`;
      const entry = summary.get(key) ?? { help: violation.help, html: node.html, pages: [] };
      const page = `${viewport} ${path}`;
      if (!entry.pages.includes(page)) entry.pages.push(page);
      summary.set(key, entry);
    }
  }
}

/** The two viewports run at once; their logins, to the same number, take turns. */
let loginTurn: Promise<void> = Promise.resolve();
function logInInTurn(page: Page): Promise<void> {
  const turn = loginTurn.then(() => logIn(store, page, CUSTOMER.phone));
  loginTurn = turn.catch(() => undefined);
  return turn;
}

/**
 * The routes of the empty layout (no header, footer or other chrome); the rest use the default layout,
 * whose footer is a lazy chunk that may arrive after the network is idle on a loaded machine.
 */
const BARE_PATHS = new Set(['/login']);

interface Problems {
  /** Per path, the layout found where the other was expected. */
  layout: Record<string, string>;
  axe: Record<string, string>;
  sidewaysScroll: Record<string, number>;
  unsizedImages: Record<string, string[]>;
}

async function check(viewport: ViewportName, page: Page, path: string, problems: Problems): Promise<void> {
  if (pathOf(page) !== path) await page.goto(path);
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  if (!BARE_PATHS.has(path))
    await page
      .locator('footer')
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => undefined);
  const chrome = { header: await page.locator('header').count(), footer: await page.locator('footer').count() };
  const bare = chrome.header === 0 && chrome.footer === 0;
  const framed = chrome.header === 1 && chrome.footer === 1;
  if (!(BARE_PATHS.has(path) ? bare : framed))
    problems.layout[path] = `${chrome.header} header(s), ${chrome.footer} footer(s)`;
  const violations = await axeViolations(page, 'moderate');
  remember(viewport, path, violations);
  if (violations.length) problems.axe[path] = describeViolations(violations);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.sidewaysScroll[path] = overflow;
  const unsized = await imagesWithoutSize(page);
  if (unsized.length) problems.unsizedImages[path] = unsized;
}

it('has a path for every route of the route table', () => {
  const table = readFileSync(`${ROOT}/ui/routes/route-table.ts`, 'utf8');
  const ids = [...table.matchAll(/\bid: '([^']+)'/g)].map((match) => match[1]);
  expect(ids).toContain('not-found');
  expect(ROUTE_PATHS.map((route) => route.id).sort()).toEqual([...new Set(ids)].sort());
});

describe.concurrent.each(Object.keys(VIEWPORTS) as ViewportName[])('every route on a %s viewport', (viewport) => {
  it(
    'is inside its layout (/login bare, the rest with header and footer), with no moderate, serious or critical axe violation, no sideways scroll and only images with a width and height',
    { timeout: 180_000 },
    async ({ expect }) => {
      const { page } = await store.open(viewport, '/');
      await addToCartFromProductPage(page, CATALOG.product.handle);
      const problems: Problems = { layout: {}, axe: {}, sidewaysScroll: {}, unsizedImages: {} };
      for (const route of ROUTE_PATHS.filter(
        (candidate) => candidate.needs !== 'login' && candidate.needs !== 'own-test',
      ))
        await check(viewport, page, route.path, problems);
      await logInInTurn(page);
      for (const route of ROUTE_PATHS.filter((candidate) => candidate.needs === 'login'))
        await check(viewport, page, route.path, problems);
      expect.soft(problems.layout).toEqual({});
      expect.soft(problems.axe).toEqual({});
      expect.soft(problems.sidewaysScroll).toEqual({});
      expect(problems.unsizedImages).toEqual({});
    },
  );
});
