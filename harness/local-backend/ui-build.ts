import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PictureKind } from './catalog/product-image';
import { compress, COMPRESSIBLE_EXTENSIONS } from './http/compression';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
/** The build whose prerendered pages show the photo-weight catalogue (`CATALOG_PHOTOS=1`). */
export const DIST_PHOTOS = path.join(ROOT, 'dist-photos');
const SOURCES = [
  'ui',
  'core',
  'harness/prerender',
  'harness/local-backend/catalog',
  'harness/recorder',
  'vite.config.ts',
  'package.json',
];
/**
 * Written beside a build made by {@link ensureUiBuild}: one with the session recorder (`npm run build` empties the
 * folder).
 */
const LOCAL_BUILD_MARKER = '.local-build';

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return /\.test(-d)?\.tsx?$/.test(entry) ? 0 : info.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), 0);
}

/**
 * Whether the build in `outDir` (dist/ by default) is missing, lacks `marker` (the file its builder writes once it is
 * done), or is older than the sources it is built from (tests excluded).
 */
export function uiBuildIsStale(outDir: string = DIST, marker: string = LOCAL_BUILD_MARKER): boolean {
  const index = path.join(outDir, 'index.html');
  if (!existsSync(index) || !existsSync(path.join(outDir, marker))) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newest(path.join(ROOT, source)) > built);
}

/**
 * Builds the UI for production, with the session recorder (VITE_RECORDER=1), when dist/ is stale
 * or was built without it. NODE_ENV is production for the build even when the caller runs under
 * another (vitest sets 'test'), or React's development build would be served.
 */
export async function ensureUiBuild(pictures: PictureKind = 'svg'): Promise<string> {
  const outDir = uiBuildDir(pictures);
  if (!uiBuildIsStale(outDir)) return outDir;
  await buildUi(outDir, { VITE_RECORDER: '1' }, pictures);
  writeFileSync(path.join(outDir, LOCAL_BUILD_MARKER), 'built with the session recorder by the local backend\n');
  return outDir;
}

/** The languages every build is made in, English first (its build empties the folder the Hindi one goes in). */
const BUILD_LANGUAGES = ['en', 'hi'] as const;

/** The folder of a build that holds its Hindi store (served under `/hi/`). */
export const HINDI_FOLDER = 'hi';

/** The folder of the local backend's build for the catalogue's `pictures`: dist/, or dist-photos/ for the photos. */
export const uiBuildDir = (pictures: PictureKind): string => (pictures === 'jpg' ? DIST_PHOTOS : DIST);

/**
 * Builds the UI for production into `outDir` (dist/ by default), in English, and in Hindi into its `hi/` folder, with
 * `env` (VITE_ variables) set for the build only. NODE_ENV is production for the build, as for {@link ensureUiBuild}.
 * Its first screens are prerendered (`harness/prerender/`): a build for the brand API from the local
 * backend's seed catalogue, a medusa build from the Medusa it points at (the single-page app alone,
 * with a log line saying why, when that Medusa cannot be reached).
 */
export async function buildUi(
  outDir: string = DIST,
  env: Readonly<Record<string, string>> = {},
  pictures: PictureKind = 'svg',
): Promise<void> {
  const { build } = await import('vite');
  const { PRERENDER_MANIFEST, prerenderSite } = await import('../prerender/prerender-site');
  for (const language of BUILD_LANGUAGES) {
    const languageDir = language === 'en' ? outDir : path.join(outDir, HINDI_FOLDER);
    const overridden = { ...env, NODE_ENV: 'production', STORE_LANGUAGE: language };
    const saved = Object.fromEntries(Object.keys(overridden).map((name) => [name, process.env[name]]));
    Object.assign(process.env, overridden);
    try {
      await build({
        configFile: path.join(ROOT, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        // The manifest tells the prerender which files a page's code and styles are in; it is removed after.
        build: { outDir: languageDir, emptyOutDir: true, manifest: PRERENDER_MANIFEST },
      });
      await prerenderSite(languageDir, ROOT, { env: process.env, pictures, language });
      rmSync(path.join(languageDir, PRERENDER_MANIFEST), { force: true });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }
  precompress(outDir);
}

/** Writes `{file}.br` and `{file}.gz` beside every text file of a build, for the server to send as they are. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name))) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, compress(body, 'br', 'max'));
      writeFileSync(`${file}.gz`, compress(body, 'gzip', 'max'));
    }
  }
}
