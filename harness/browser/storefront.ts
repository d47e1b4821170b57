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
  /** A fresh browser context (empty storage unless `options.storage`) with the given viewport, and its page. */
  open(viewport: ViewportName, path?: string, options?: OpenOptions): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * Drops every chat socket.io connection from the server side, as a network hiccup would: the
   * clients see a transport close and reconnect on their own.
   */
  dropSockets(): void;
  close(): Promise<void>;
}

/** How {@link Storefront.open} prepares a context. */
export interface OpenOptions {
  /** Whether the page may use the (fake) microphone; 'granted' by default. */
  readonly microphone?: 'granted' | 'denied';
  /** localStorage entries written before the app first loads. */
  readonly storage?: Readonly<Record<string, string>>;
}

/** The socket.io namespace of the chat. */
const CHAT_NAMESPACE = '/chats';

/** A same-origin page that runs no app code, where storage can be written before the app loads. */
const BLANK_PATH = '/__local/clock';

export async function startStorefront(): Promise<Storefront> {
  await ensureUiBuild();
  const backend = await startLocalBackend({ port: 0, ui: staticSite(DIST), log: () => {} });
  const browser = await launchChromium({ acceptMediaPrompts: false });
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
    async open(viewport, path = '/', options = {}) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: backend.url,
        permissions: options.microphone === 'denied' ? [] : ['microphone'],
      });
      contexts.push(context);
      const page = await context.newPage();
      if (options.storage) {
        await page.goto(BLANK_PATH);
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, options.storage);
      }
      await page.goto(path);
      return { context, page };
    },
    dropSockets() {
      for (const socket of backend.io.of(CHAT_NAMESPACE).sockets.values()) socket.conn.close();
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      await backend.close();
    },
  };
}
