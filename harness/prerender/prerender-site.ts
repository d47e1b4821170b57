import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogEvent } from '../../core/catalog/catalog.events';
import type { CatalogState } from '../../core/catalog/catalog.model';
import type { CommerceFactory, CommercePort } from '../../core/commerce/commerce.port';
import { resolveEndpoints, type Endpoints } from '../../core/config';
import { prerenderedStateScript, type PrerenderedState } from '../../ui/prerender/prerendered-state';
import { START_ENTRY_ATTRIBUTE, START_MODULES_ATTRIBUTE } from '../../ui/prerender/start-after-first-screen';
import type { RenderedPage, RenderPageOptions } from '../../ui/prerender/render-page';
import type { HeadParts } from '../../ui/head/document-head';
import { JSON_LD_MARK, SITE_DESCRIPTION_MARK } from '../../ui/head/head-marks';
import { PRERENDERED_DIR } from '../local-backend/http/static-files';
import { BUILD_BASE, RUNTIME_CHUNK, SHARED_MESSAGES_CHUNK, type BuildLanguage } from '../../vite.config';
import { pathInLanguage } from '../../ui/i18n/language';
import type { PictureKind } from '../local-backend/catalog/product-image';
import { startLocalBackend } from '../local-backend/local-backend';
import { commerceFromEnv } from '../commerce-from-env';
import { buildTimePorts, collectCatalog, storeEndpoints } from './collect-catalog';

/** Where the browser build writes its manifest (module to files), under its folder. */
export const PRERENDER_MANIFEST = 'prerender-manifest.json';

/** The built HTML's empty root, which a prerendered page fills. */
const EMPTY_ROOT = '<div id="root"></div>';

type RouteId = 'home' | 'category' | 'product';

/** A page to prerender: its path, its route's id, and the intents the page dispatches when shown. */
export interface PrerenderTarget {
  readonly path: string;
  readonly route: RouteId;
  readonly intents: readonly CatalogEvent[];
}

/**
 * The on-demand modules (relative to ui/) a prerendered page shows at once: its page, when not in
 * the entry, and the footer. Their styles go in the page's head, so nothing is restyled when their
 * code arrives, and their code is fetched with the entry, since hydrating waits for it.
 */
const SHOWN_MODULES: Readonly<Record<RouteId, readonly string[]>> = {
  home: ['shell/footer.tsx'],
  category: ['pages/category-page.tsx', 'shell/footer.tsx'],
  product: ['pages/product-page.tsx', 'shell/footer.tsx'],
};

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  /** Files its code or styles refer to (fonts, images). */
  readonly assets?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  /** A chunk's name: for a chunk group of vite.config.ts (the runtime), the group's. */
  readonly name?: string;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The text fonts of every first screen (DM Sans: Latin, and Latin Extended for the rupee sign of the prices; the Hindi
 * store's, Noto Sans Devanagari: ui/styles/base.css), asked for with the page so the text is not laid out again when
 * they arrive.
 */
const FIRST_SCREEN_FONTS: Readonly<Record<BuildLanguage, RegExp>> = {
  en: /\/dm-sans-latin(-ext)?-wght-normal-[^/]*\.woff2$/,
  hi: /\/noto-sans-devanagari-devanagari-400-normal-[^/]*\.woff2$/,
};

/** `<link rel="preload">`s for the first screen's fonts, from the entry's assets (served under `base`). */
export function fontPreloads(manifest: Manifest, base = '/', language: BuildLanguage = 'en'): string {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => FIRST_SCREEN_FONTS[language].test(`/${file}`))
    .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font}">`)
    .join('');
}

/**
 * The styles and the code of `modules` (their static imports' too), less what the entry already loads, as URLs under
 * `base`.
 */
export function shownModules(
  manifest: Manifest,
  modules: readonly string[],
  base = '/',
): { readonly styles: readonly string[]; readonly code: readonly string[] } {
  const closure = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const shown = [...closure(modules)].filter((key) => !entry.has(key));
  for (const key of modules) if (!manifest[key]) throw new Error(`The build manifest has no ${key}.`);
  const css = [...new Set(shown.flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !entryCss.has(file));
  const code = [...new Set(shown.map((key) => manifest[key]?.file))].filter((file) => file !== undefined);
  return { styles: css.map((file) => `${base}${file}`), code: code.map((file) => `${base}${file}`) };
}

const stylesheetLink = (href: string): string => `<link rel="stylesheet" crossorigin href="${href}">`;

/** The `<link>`s that load `modules`' code and styles (see {@link shownModules}); the build is served under `base`. */
export function moduleLinks(manifest: Manifest, modules: readonly string[], base = '/'): string {
  const { styles, code } = shownModules(manifest, modules, base);
  return [
    ...styles.map(stylesheetLink),
    ...code.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}

/** The start script's source (see {@link writeStartScript}). */
const START_SOURCE = 'ui/prerender/start-after-first-screen.entry.ts';

/**
 * Builds the start script (`ui/prerender/start-after-first-screen.entry.ts`) on its own, with nothing of the app's code
 * beside it, into the build's assets under a name with its content's hash; answers its path in the build.
 */
export async function writeStartScript(outDir: string, root: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root,
    build: { write: false, lib: { entry: path.join(root, START_SOURCE), formats: ['es'], fileName: 'start' } },
  });
  const chunk = (Array.isArray(result) ? result : [result])
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((output) => output.type === 'chunk' && output.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`Building ${START_SOURCE} gave no script.`);
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
  const file = `assets/start-after-first-screen-${hash}.js`;
  writeFileSync(path.join(outDir, file), chunk.code);
  return file;
}

/**
 * The template with its entry's script replaced by the start script (`startFile`, see {@link writeStartScript}),
 * which fetches the entry and `modules` (URLs) once the page's first screen is drawn with its pictures.
 */
export function withStartAfterFirstScreen(
  template: string,
  manifest: Manifest,
  startFile: string,
  modules: readonly string[],
  base = '/',
): string {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The build manifest has no index.html.');
  const entryTag = `<script type="module" crossorigin src="${base}${entry.file}"></script>`;
  if (!template.includes(entryTag)) throw new Error(`The built index.html has no ${entryTag}.`);
  const startTag =
    `<script type="module" crossorigin src="${base}${startFile}" ${START_ENTRY_ATTRIBUTE}="${base}${entry.file}" ` +
    `${START_MODULES_ATTRIBUTE}="${modules.join(' ')}"></script>`;
  return template.replace(entryTag, () => startTag);
}

/**
 * What the app's shell (every page not prerendered: the cart, checkout, account pages) asks for early: the fonts, the
 * core runtime's code, which such a page needs before it can show anything (core/lazy-runtime.ts), and the messages
 * the pages share, fetched beside the entry rather than after it has run.
 */
export function shellHead(manifest: Manifest, base = '/'): string {
  const runtime = Object.keys(manifest).filter((key) =>
    [RUNTIME_CHUNK, SHARED_MESSAGES_CHUNK].includes(manifest[key]?.name ?? ''),
  );
  return fontPreloads(manifest, base) + moduleLinks(manifest, runtime, base);
}

/**
 * The page's address in each language the store is written in (`<link rel="alternate" hreflang>`), English the
 * default for any other; `pagePath` is the page's path in the English store.
 */
export function languageAlternates(pagePath: string): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return (
    link('en', pathInLanguage(pagePath, 'en')) +
    link('hi', pathInLanguage(pagePath, 'hi')) +
    link('x-default', pathInLanguage(pagePath, 'en'))
  );
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
  intents: [{ type: 'catalog/listingRequested', payload: { handle, order: 'popularity' } }],
});

/** A product page and its 'More from' rail (the product's aisle, its first category). */
const productTarget = (handle: string, aisle: string | undefined): PrerenderTarget => ({
  path: `/product/${handle}`,
  route: 'product',
  intents: [
    { type: 'catalog/productRequested', payload: { handle } },
    ...(aisle ? [{ type: 'catalog/railRequested' as const, payload: { rail: `category:${aisle}` as const } }] : []),
  ],
});

/** The handles of the products a catalogue shows in its listings and rails. */
function linkedProducts(catalogs: readonly CatalogState[]): Set<string> {
  const handles = new Set<string>();
  for (const catalog of catalogs) {
    const shown = [...Object.values(catalog.listings), ...Object.values(catalog.rails)].flatMap(
      (entry) => entry.products,
    );
    for (const product of shown) handles.add(product.handle);
  }
  return handles;
}

/** The file a page's HTML is written to under a build's folder. */
export const prerenderedFile = (outDir: string, pagePath: string): string =>
  path.join(outDir, PRERENDERED_DIR, pagePath, 'index.html');

/** The resource hints React writes ahead of a render (`<link rel="preload">` for a high-priority image). */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)" ?\/?>/;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/**
 * The template's head with the page's title, description and JSON-LD, as the page sets them once
 * running: the site's description is kept beside the page's, for the page to put back when it goes.
 */
export function withPageHead(template: string, head: HeadParts): string {
  const site = DESCRIPTION.exec(template)?.[1];
  if (!TITLE.test(template) || site === undefined)
    throw new Error('The built index.html has no title or meta description to replace.');
  const described =
    head.description === undefined
      ? template
      : template.replace(
          DESCRIPTION,
          () =>
            `<meta name="description" content="${escapeHtml(head.description ?? '')}" ${SITE_DESCRIPTION_MARK}="${site}">`,
        );
  const titled =
    head.title === undefined
      ? described
      : described.replace(TITLE, () => `<title>${escapeHtml(head.title ?? '')}</title>`);
  return head.jsonLd === undefined
    ? titled
    : titled.replace(
        '</head>',
        () => `<script type="application/ld+json" ${JSON_LD_MARK}>${head.jsonLd}</script></head>`,
      );
}

/**
 * The built index.html with the page's head and HTML in its root and its state snapshot after it;
 * the resource hints React put ahead of the page go into the head, where the browser finds them first.
 */
export function pageHtml(template: string, page: RenderedPage, state: PrerenderedState, headLinks = ''): string {
  if (!template.includes(EMPTY_ROOT) || !template.includes('</head>'))
    throw new Error(`The built index.html has no ${EMPTY_ROOT} to prerender into.`);
  const rootHtml = page.html;
  const hints = LEADING_LINKS.exec(rootHtml)?.[0] ?? '';
  return withPageHead(template, page.head)
    .replace('</head>', () => `${headLinks}${hints}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${rootHtml.slice(hints.length)}</div>${prerenderedStateScript(state)}`);
}

type RenderPage = (options: RenderPageOptions) => Promise<RenderedPage>;

/**
 * Bundles `ui/prerender/render-page.tsx` for Node with the app's Vite config (same asset names as the browser build).
 */
async function buildRenderer(
  root: string,
  language: BuildLanguage,
): Promise<{ renderPage: RenderPage; dispose: () => void }> {
  const { build } = await import('vite');
  // Inside the project, so the bundle's imports of react and the rest resolve from its node_modules; a folder per
  // language, as Node keeps a module it imported once by its address.
  const outDir = path.join(root, `.prerender-build-${process.pid}-${language}`);
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
    const module = (await import(pathToFileURL(path.join(outDir, 'render-page.js')).href)) as {
      renderPage: RenderPage;
    };
    return { renderPage: module.renderPage, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** Where a build's catalogue comes from: the store a build-time core asks, and through which adapter. */
interface CatalogSource {
  readonly endpoints: Endpoints;
  readonly commerce: CommerceFactory;
  readonly backend: CommercePort['backend'];
  /** Where the pages' catalogue comes from, for the log. */
  readonly name: string;
  close(): Promise<void>;
}

/** The origin a medusa build's pages are rendered as (nothing rendered names it: the store API is Medusa's). */
const PRERENDER_ORIGIN = 'http://prerender.invalid';

/**
 * The catalogue a build with `env` shows: the Medusa of `VITE_STORE_API_URL` through the medusa adapter for a medusa
 * build, else the local backend's seed through the brand adapter (a local backend started for the build).
 */
async function catalogSource(
  env: Readonly<Record<string, string | undefined>>,
  pictures: PictureKind,
): Promise<CatalogSource> {
  const commerce = commerceFromEnv(env);
  if ((env['VITE_COMMERCE'] ?? 'brand') === 'medusa') {
    const endpoints = resolveEndpoints(env, PRERENDER_ORIGIN);
    return {
      endpoints,
      commerce,
      backend: 'medusa',
      name: `Medusa at ${endpoints.storeApi}`,
      close: async () => {},
    };
  }
  const backend = await startLocalBackend({ port: 0, log: () => {}, pictures });
  return {
    endpoints: storeEndpoints(backend.url),
    commerce,
    backend: 'brand',
    name: "the local backend's seed",
    close: () => backend.close(),
  };
}

export interface PrerenderOptions {
  /** The build's VITE_ variables (`VITE_COMMERCE` and, for medusa, where Medusa is); brand mode when empty. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Which pictures the brand catalogue serves: the seed's drawings, or the photo-weight JPEGs. */
  readonly pictures?: PictureKind;
  /** Where the prerender says what it did, or why the build is the single-page app alone. */
  readonly log?: (line: string) => void;
  /** The build's language (its pages are served under its base: `/hi/` for Hindi); English by default. */
  readonly language?: BuildLanguage;
}

/**
 * Prerenders the home page, every category page and every product page those pages link to
 * (the home rails and each category's first page) into `{outDir}/prerendered/`: the app's own
 * components rendered from the catalogue a core collected (brand mode: from the local backend's seed
 * data; medusa mode: from the Medusa the build points at, through the medusa adapter), that snapshot
 * embedded for the browser's core to restore. Returns the paths written. When the store does not give
 * the home page's catalogue (Medusa cannot be reached), it writes nothing, says so, and the build is
 * the single-page app alone; a failure after that fails the build.
 */
export async function prerenderSite(outDir: string, root: string, options: PrerenderOptions = {}): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const language = options.language ?? 'en';
  const base = BUILD_BASE[language];
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(outDir, PRERENDER_MANIFEST), 'utf8')) as Manifest;
  const source = await catalogSource(options.env ?? {}, options.pictures ?? 'svg');
  const collect = (intents: readonly CatalogEvent[]) =>
    collectCatalog(source.endpoints, intents, source.commerce, source.backend);
  const written: string[] = [];
  try {
    let home: CatalogState;
    try {
      home = await collect(HOME.intents);
    } catch (error) {
      log(
        `[prerender] ${source.name} did not give the home page's catalogue, so this build is the single-page app ` +
          `alone (no page prerendered): ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    }
    const renderer = await buildRenderer(root, language);
    const startFile = await writeStartScript(outDir, root);
    const ports = buildTimePorts();
    const write = async (target: PrerenderTarget, catalog: CatalogState) => {
      const state: PrerenderedState = { version: 1, route: target.route, catalog };
      const page = await renderer.renderPage({
        path: pathInLanguage(target.path, language),
        state,
        ports,
        endpoints: source.endpoints,
        backend: source.backend,
      });
      const file = prerenderedFile(outDir, target.path);
      mkdirSync(path.dirname(file), { recursive: true });
      const shown = shownModules(manifest, SHOWN_MODULES[target.route], base);
      writeFileSync(
        file,
        pageHtml(
          withStartAfterFirstScreen(template, manifest, startFile, shown.code, base),
          page,
          state,
          languageAlternates(target.path) +
            fontPreloads(manifest, base, language) +
            shown.styles.map(stylesheetLink).join(''),
        ),
      );
      written.push(target.path);
    };
    try {
      await write(HOME, home);
      const listed: CatalogState[] = [home];
      for (const category of home.categories.items) {
        const target = categoryTarget(category.handle);
        const catalog = await collect(target.intents);
        await write(target, catalog);
        listed.push(catalog);
      }
      // A product's aisle is known once the page's own product has loaded: listings and rails ask only for a card's
      // fields.
      for (const handle of linkedProducts(listed)) {
        const viewed = await collect(productTarget(handle, undefined).intents);
        const entry = viewed.products[handle];
        const aisle = entry?.product?.categories[0]?.handle;
        const target = productTarget(handle, aisle);
        await write(target, aisle ? await collect(target.intents) : viewed);
      }
      writeFileSync(
        path.join(outDir, 'index.html'),
        template.replace('</head>', () => `${shellHead(manifest, base)}</head>`),
      );
      log(
        `[prerender] ${written.length} ${language === 'hi' ? 'Hindi' : 'English'} pages prerendered from ${source.name}`,
      );
      return written;
    } finally {
      renderer.dispose();
    }
  } finally {
    await source.close();
  }
}
