import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogEvent } from '../../core/catalog/catalog.events';
import type { CatalogState } from '../../core/catalog/catalog.model';
import { prerenderedStateScript, type PrerenderedState } from '../../ui/prerender/prerendered-state';
import type { RenderPageOptions } from '../../ui/prerender/render-page';
import { PRERENDERED_DIR } from '../local-backend/http/static-files';
import { startLocalBackend } from '../local-backend/local-backend';
import { buildTimePorts, collectCatalog, storeEndpoints } from './collect-catalog';

/** The built HTML's empty root, which a prerendered page fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/** A page to prerender: its path, its route's id, and the intents the page dispatches when shown. */
export interface PrerenderTarget {
  readonly path: string;
  readonly route: 'home' | 'category' | 'product';
  readonly intents: readonly CatalogEvent[];
}

const HOME: PrerenderTarget = {
  path: '/',
  route: 'home',
  intents: [
    { type: 'catalog/categoriesRequested' },
    { type: 'catalog/railRequested', payload: { rail: 'bestsellers' } },
    { type: 'catalog/railRequested', payload: { rail: 'new' } },
  ],
};

const categoryTarget = (handle: string): PrerenderTarget => ({
  path: `/categories/${handle}`,
  route: 'category',
  intents: [{ type: 'catalog/categoryViewed', payload: { handle, order: 'popularity' } }],
});

/** A product page and its 'More from' rail (the product's aisle, its first category). */
const productTarget = (handle: string, aisle: string | undefined): PrerenderTarget => ({
  path: `/product/${handle}`,
  route: 'product',
  intents: [
    { type: 'catalog/productViewed', payload: { handle } },
    ...(aisle ? [{ type: 'catalog/railRequested' as const, payload: { rail: `category:${aisle}` as const } }] : []),
  ],
});

/** The products a catalogue shows in its listings and rails, by handle, with their aisle. */
function linkedProducts(catalogs: readonly CatalogState[]): Map<string, string | undefined> {
  const products = new Map<string, string | undefined>();
  for (const catalog of catalogs) {
    const shown = [...Object.values(catalog.listings), ...Object.values(catalog.rails)].flatMap((entry) => entry.products);
    for (const product of shown) products.set(product.handle, product.categories[0]?.handle);
  }
  return products;
}

/** The file a page's HTML is written to under a build's folder. */
export const prerenderedFile = (outDir: string, pagePath: string): string => path.join(outDir, PRERENDERED_DIR, pagePath, 'index.html');

/** The resource hints React writes ahead of a render (`<link rel="preload">` for a high-priority image). */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/**
 * The built index.html with the page's HTML in its root and its state snapshot after it; the
 * resource hints React put ahead of the page go into the head, where the browser finds them first.
 */
export function pageHtml(template: string, rootHtml: string, state: PrerenderedState): string {
  if (!template.includes(EMPTY_ROOT) || !template.includes('</head>')) throw new Error(`The built index.html has no ${EMPTY_ROOT} to prerender into.`);
  const hints = LEADING_LINKS.exec(rootHtml)?.[0] ?? '';
  return template
    .replace('</head>', () => `${hints}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${rootHtml.slice(hints.length)}</div>${prerenderedStateScript(state)}`);
}

type RenderPage = (options: RenderPageOptions) => Promise<string>;

/** Bundles `ui/prerender/render-page.tsx` for Node with the app's Vite config (same asset names as the browser build). */
async function buildRenderer(root: string): Promise<{ renderPage: RenderPage; dispose: () => void }> {
  const { build } = await import('vite');
  // Inside the project, so the bundle's imports of react and the rest resolve from its node_modules.
  const outDir = path.join(root, `.prerender-build-${process.pid}`);
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: path.join(root, 'ui/prerender/render-page.tsx'),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'render-page.js' } },
      },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'render-page.js')).href)) as { renderPage: RenderPage };
    return { renderPage: module.renderPage, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Prerenders the home page, every category page and every product page those pages link to
 * (the home rails and each category's first page) into `{outDir}/prerendered/`: the app's own
 * components rendered from the catalogue a core collected from the local backend's seed data,
 * that snapshot embedded for the browser's core to restore. Returns the paths written.
 */
export async function prerenderSite(outDir: string, root: string): Promise<string[]> {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const renderer = await buildRenderer(root);
  const backend = await startLocalBackend({ port: 0, log: () => {} });
  const ports = buildTimePorts();
  const endpoints = storeEndpoints(backend.url);
  const written: string[] = [];
  const write = async (target: PrerenderTarget, catalog: CatalogState) => {
    const state: PrerenderedState = { version: 1, route: target.route, catalog };
    const rootHtml = await renderer.renderPage({ path: target.path, state, ports, endpoints });
    const file = prerenderedFile(outDir, target.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(template, rootHtml, state));
    written.push(target.path);
  };
  try {
    const home = await collectCatalog(backend.url, HOME.intents);
    await write(HOME, home);
    const listed: CatalogState[] = [home];
    for (const category of home.categories.items) {
      const target = categoryTarget(category.handle);
      const catalog = await collectCatalog(backend.url, target.intents);
      await write(target, catalog);
      listed.push(catalog);
    }
    for (const [handle, aisle] of linkedProducts(listed)) {
      const target = productTarget(handle, aisle);
      await write(target, await collectCatalog(backend.url, target.intents));
    }
    return written;
  } finally {
    await backend.close();
    renderer.dispose();
  }
}
