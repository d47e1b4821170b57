import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The commerce backends `VITE_COMMERCE` may name. */
const COMMERCE_BACKENDS = ['brand', 'medusa'];

/**
 * The commerce backend as a build-time constant (`VITE_COMMERCE`, default brand), so the composition
 * root's choice folds and the adapter not chosen is tree-shaken out of the bundle.
 */
export function commerceDefine(mode: string): Record<string, string> {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const backend = env['VITE_COMMERCE'] || 'brand';
  if (!COMMERCE_BACKENDS.includes(backend)) {
    throw new Error(`VITE_COMMERCE must be one of ${COMMERCE_BACKENDS.join(', ')}; got '${backend}'.`);
  }
  return { 'import.meta.env.VITE_COMMERCE': JSON.stringify(backend) };
}

/**
 * Whether the session recorder is built in, as a constant (issue 12): in development, and in the
 * local backend's build (VITE_RECORDER=1, see harness/local-backend/ui-build.ts); never otherwise,
 * so a production build for a real backend folds it away.
 */
export function recorderDefine(mode: string): Record<string, string> {
  const on = mode === 'development' || process.env['VITE_RECORDER'] === '1';
  return { 'import.meta.env.VITE_RECORDER': JSON.stringify(on ? '1' : '') };
}

/**
 * The development-only entry (harness/recorder/dev-entry.ts, the session recorder), put before the store's entry in
 * builds with the recorder (see {@link recorderDefine}), so nothing in ui/ imports the harness.
 */
export function devEntry(mode: string): Plugin {
  const entry = fileURLToPath(new URL('harness/recorder/dev-entry.ts', import.meta.url));
  return {
    name: 'dev-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) =>
        recorderDefine(mode)['import.meta.env.VITE_RECORDER'] === '"1"'
          ? [
              {
                tag: 'script',
                attrs: { type: 'module', src: context.server ? `/@fs${entry}` : '../harness/recorder/dev-entry.ts' },
                injectTo: 'head',
              },
            ]
          : [],
    },
  };
}

/** The languages the store is built in; each is a build of its own, Hindi under `/hi/`. */
export type BuildLanguage = 'en' | 'hi';

/**
 * The language a build is written in: `STORE_LANGUAGE=hi` builds the Hindi store, anything else the English one. The
 * Hindi build resolves `#ui-messages` and `#core-messages` (package.json) to the Hindi catalogues by the `hindi` import
 * condition, so it carries no English text and the English build no Hindi.
 */
export function buildLanguageOf(env: Readonly<Record<string, string | undefined>> = process.env): BuildLanguage {
  return env['STORE_LANGUAGE'] === 'hi' ? 'hi' : 'en';
}

/** Where a language's store is served from. */
export const BUILD_BASE: Readonly<Record<BuildLanguage, string>> = { en: '/', hi: '/hi/' };

const HINDI_CONDITION = 'hindi';

/** The page template's language, title and description in the build's language (the Hindi catalogue's own). */
export function languageHtml(language: BuildLanguage): Plugin {
  return {
    name: 'language-html',
    transformIndexHtml: async (html) => {
      if (language === 'en') return html;
      const hindi = await import('./ui/i18n/generated/messages/hi.js');
      const text = (message: string) => message.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
      return html
        .replace('<html lang="en">', '<html lang="hi">')
        .replace(/<title>[^<]*<\/title>/, () => `<title>${text(hindi.site_title())}</title>`)
        .replace(
          /(<meta name="description" content=")[^"]*"/,
          (_whole, start: string) => `${start}${text(hindi.site_description())}"`,
        );
    },
  };
}

/** The name of the chunk the core runtime is built into (its manifest entry's `name`). */
export const RUNTIME_CHUNK = 'runtime';

/** The chunk of the messages two or more on-demand pages show (one request rather than one per message). */
export const SHARED_MESSAGES_CHUNK = 'messages-shared';

/** The modules of the core runtime, which every page fetches as the store starts (core/lazy-runtime.ts). */
export const RUNTIME_MODULES =
  /core[\\/](core-runtime|commerce[\\/](brand[\\/]brand|medusa[\\/]medusa)\.commerce)\.ts$/;

export default defineConfig(({ mode }) => {
  const language = buildLanguageOf();
  const languageConditions = language === 'hi' ? [HINDI_CONDITION] : [];
  return {
    root: 'ui',
    base: BUILD_BASE[language],
    define: { ...commerceDefine(mode), ...recorderDefine(mode) },
    envDir: '..',
    publicDir: 'public',
    plugins: [react(), devEntry(mode), languageHtml(language)],
    // rxjs's ES2015 build: classes rather than the ES5 build's tslib helpers (1.8 KB gzip less in the entry).
    // React 19 has useSyncExternalStore built in: wouter gets it rather than the shim package for older Reacts.
    resolve: {
      conditions: [...languageConditions, 'es2015', ...defaultClientConditions],
      alias: [
        {
          find: /^use-sync-external-store\/shim\/index\.js$/,
          replacement: fileURLToPath(new URL('ui/use-sync-external-store-shim.ts', import.meta.url)),
        },
      ],
    },
    // The catalogues are bundled into the prerender's server build: its language is the build's, not Node's default.
    ssr: {
      noExternal: [/^#(ui|core)-messages$/],
      resolve: { conditions: [...languageConditions, ...defaultServerConditions] },
    },
    build: {
      outDir: language === 'hi' ? '../dist/hi' : '../dist',
      emptyOutDir: true,
      // Every browser the store supports preloads modules itself (Baseline 2023): the polyfill stays out of the entry.
      modulePreload: { polyfill: false },
      // Everything the entry imports statically is one chunk (lazy chunks import from it), rather than the
      // entry plus small shared chunks that each compress on their own (2.9 KB gzip less). The code every
      // page fetches as the store starts (the core runtime: every reducer and epic, and the commerce adapter,
      // with what they import beyond the entry) is one chunk too, rather than a dozen small ones a slow
      // connection fetches in turns. The core modules the runtime shares with the lazy pages (selectors, models,
      // messages) are a chunk of their own, so that a page's code never waits for the whole runtime.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 3 },
              { name: 'core-shared', test: /[\\/]core[\\/]/, minShareCount: 2, priority: 2 },
              { name: SHARED_MESSAGES_CHUNK, test: /[\\/]ui[\\/]i18n[\\/]/, minShareCount: 2, priority: 2 },
              { name: RUNTIME_CHUNK, test: RUNTIME_MODULES, priority: 1 },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
  };
});
