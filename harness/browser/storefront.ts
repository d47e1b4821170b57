import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PictureKind } from '../local-backend/catalog/product-image';
import { staticSite } from '../local-backend/http/static-files';
import type { ConversationStoreLimits } from '../local-backend/chat/conversation-store';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { createModules, RECORDINGS_DIR } from '../local-backend/modules';
import { ensureUiBuild } from '../local-backend/ui-build';
import { backendControl, type BackendControl } from './backend-control';
import { launchChromium, VIEWPORTS, type ViewportName } from './chromium';

/** A running store (production UI build + local backend on a free port) and a browser to drive it. */
export interface Storefront {
  readonly url: string;
  readonly backend: LocalBackend;
  readonly browser: Browser;
  readonly control: BackendControl;
  /**
   * A fresh browser context (empty storage unless `options.storage`) with the given viewport, and its page; `failed`
   * lists the requests `options.failOnce` made fail.
   */
  open(
    viewport: ViewportName,
    path?: string,
    options?: OpenOptions,
  ): Promise<{ context: BrowserContext; page: Page; failed: readonly string[] }>;
  /**
   * Drops every chat socket.io connection from the server side, as a network hiccup would: the
   * clients see a transport close and reconnect on their own.
   */
  dropSockets(): void;
  /** Closes every context opened so far (the browser and the backend keep running). */
  closeContexts(): Promise<void>;
  close(): Promise<void>;
}

/** How {@link Storefront.open} prepares a context. */
export interface OpenOptions {
  /** Whether the page may use the (fake) microphone; 'granted' by default. */
  readonly microphone?: 'granted' | 'denied';
  /** localStorage entries written before the app first loads. */
  readonly storage?: Readonly<Record<string, string>>;
  /**
   * Cookies set before the app first loads, each on its path of the store's host (as a Set-Cookie line's `name=value;
   * Path=...`).
   */
  readonly cookies?: readonly string[];
  /** Whether the page runs scripts (true by default); false shows the HTML as served. */
  readonly javaScript?: boolean;
  /** The first request for each URL this matches fails (the connection drops), as on a flaky network. */
  readonly failOnce?: RegExp;
}

/** The socket.io namespace of the chat. */
const CHAT_NAMESPACE = '/chats';

/** A same-origin page that runs no app code, where storage can be written before the app loads. */
const BLANK_PATH = '/__local/clock';

/**
 * Starts a store: builds the production UI when its sources changed, serves it with the local
 * backend on a free port (its chat keeping what `chatLimits` allows, its products showing `pictures`: the drawings or
 * the photo-weight catalogue), and launches Chromium
 * (microphone prompts decided per context).
 */
export async function startStorefront(
  chatLimits: ConversationStoreLimits = {},
  pictures: PictureKind = 'svg',
): Promise<Storefront> {
  const dist = await ensureUiBuild(pictures);
  const backend = await startLocalBackend({
    port: 0,
    control: true,
    ui: staticSite(dist),
    log: () => {},
    modules: (context) => createModules(context, RECORDINGS_DIR, chatLimits, {}, pictures),
  });
  const browser = await launchChromium({ acceptMediaPrompts: false });
  const contexts: BrowserContext[] = [];
  const closeContexts = async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  };
  return {
    url: backend.url,
    backend,
    browser,
    control: backendControl(backend.url),
    async open(viewport, path = '/', options = {}) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: backend.url,
        permissions: options.microphone === 'denied' ? [] : ['microphone'],
        javaScriptEnabled: options.javaScript ?? true,
      });
      contexts.push(context);
      if (options.cookies?.length) {
        const domain = new URL(backend.url).hostname;
        await context.addCookies(
          options.cookies.map((line) => {
            const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
            const at = pair.indexOf('=');
            const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice('path='.length) ?? '/';
            return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path };
          }),
        );
      }
      const failed: string[] = [];
      const { failOnce } = options;
      if (failOnce) {
        await context.route(failOnce, (route) => {
          const url = route.request().url();
          if (failed.includes(url)) return route.continue();
          failed.push(url);
          return route.abort('connectionfailed');
        });
      }
      const page = await context.newPage();
      if (options.storage) {
        await page.goto(BLANK_PATH);
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, options.storage);
      }
      await page.goto(path);
      return { context, page, failed };
    },
    dropSockets() {
      for (const socket of backend.io.of(CHAT_NAMESPACE).sockets.values()) socket.conn.close();
    },
    closeContexts,
    async close() {
      await closeContexts();
      await browser.close();
      await backend.close();
    },
  };
}
