import type { Browser, BrowserContext, Page } from 'playwright-core';
import { staticSite } from '../local-backend/http/static-files';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { DIST, ensureUiBuild } from '../local-backend/ui-build';
import { launchChromium, VIEWPORTS, type ViewportName } from './chromium';

/** A running store (production UI build + local backend on a free port) and a browser to drive it. */
export interface Storefront {
  readonly url: string;
  readonly backend: LocalBackend;
  readonly browser: Browser;
  /** Calls the control API (`/__local/...`) and returns its JSON. */
  control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** A fresh browser context (empty storage) with the given viewport, and its page. */
  open(viewport: ViewportName, path?: string): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startStorefront(): Promise<Storefront> {
  await ensureUiBuild();
  const backend = await startLocalBackend({ port: 0, ui: staticSite(DIST), log: () => {} });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    url: backend.url,
    backend,
    browser,
    async control(method, path, body) {
      const response = await fetch(`${backend.url}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    async open(viewport, path = '/') {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: backend.url });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      return { context, page };
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      await backend.close();
    },
  };
}
