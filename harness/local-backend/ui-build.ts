import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress, COMPRESSIBLE_EXTENSIONS } from './http/compression';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
const SOURCES = ['ui', 'core', 'vite.config.ts', 'package.json'];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return /\.test(-d)?\.tsx?$/.test(entry) ? 0 : info.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), 0);
}

/** Whether dist/ is missing or older than the sources it is built from (tests excluded). */
export function uiBuildIsStale(): boolean {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newest(path.join(ROOT, source)) > built);
}

/**
 * Builds the UI for production when dist/ is stale. NODE_ENV is production for the build even
 * when the caller runs under another (vitest sets 'test'), or React's development build would
 * be served.
 */
export async function ensureUiBuild(): Promise<void> {
  if (!uiBuildIsStale()) return;
  const { build } = await import('vite');
  const callerEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    precompress(DIST);
  } finally {
    if (callerEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = callerEnv;
  }
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
