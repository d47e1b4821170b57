import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storeCspWithApis } from '../local-backend/http/security-headers';
import { staticSite } from '../local-backend/http/static-files';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { buildUi, ROOT, uiBuildIsStale } from '../local-backend/ui-build';
import type { MedusaServer } from './medusa-server';
import { contentHash } from './seed-input';

/**
 * The production builds of the UI in medusa mode, one folder per set of build variables, so a
 * running storefront never has its files replaced by another's build (dist/ keeps the brand build).
 */
export const MEDUSA_DIST = path.join(ROOT, 'dist-medusa');
const KEPT_BUILDS = 4;
/** Written into a medusa build's folder once it is built (and prerendered): its variables. */
const BUILD_ENV_FILE = 'build-env.json';

/** The build variables of the storefront in medusa mode against `medusa`. */
export function medusaStorefrontEnv(
  medusa: Pick<MedusaServer, 'url' | 'publishableKey' | 'regionId'>,
): Record<string, string> {
  return {
    VITE_COMMERCE: 'medusa',
    VITE_STORE_API_URL: medusa.url,
    VITE_PUBLISHABLE_KEY: medusa.publishableKey,
    VITE_MEDUSA_REGION_ID: medusa.regionId,
    VITE_ROOT_CATEGORY_HANDLE: 'grocery',
  };
}

function dropOldBuilds(keep: string): void {
  const builds = readdirSync(MEDUSA_DIST)
    .map((name) => path.join(MEDUSA_DIST, name))
    .filter((dir) => dir !== keep && statSync(dir).isDirectory())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of builds.slice(KEPT_BUILDS - 1)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The folder of the UI built with `env`, building it unless it is current with the sources.
 * `built` says whether it built.
 */
export async function ensureMedusaUiBuild(
  env: Readonly<Record<string, string>>,
): Promise<{ readonly dir: string; readonly built: boolean }> {
  const dir = path.join(MEDUSA_DIST, contentHash(JSON.stringify(env)));
  if (existsSync(dir) && !uiBuildIsStale(dir, BUILD_ENV_FILE)) return { dir, built: false };
  await buildUi(dir, env);
  writeFileSync(path.join(dir, BUILD_ENV_FILE), `${JSON.stringify(env, null, 2)}\n`);
  dropOldBuilds(dir);
  return { dir, built: true };
}

/**
 * The storefront in medusa mode: the store API is Medusa; the UI, images, chat, search and uploads are the local
 * backend's.
 */
export interface MedusaStorefront {
  readonly url: string;
  readonly backend: LocalBackend;
  /** Milliseconds spent building the UI (0 when the build was current). */
  readonly buildMs: number;
  close(): Promise<void>;
}

/**
 * Builds (when needed) and serves the UI in medusa mode with the local backend on 127.0.0.1
 * (the preferred port when free). Product images and category icons are relative paths in the
 * seed, so they load from this origin.
 */
export async function startMedusaStorefront(
  medusa: Pick<MedusaServer, 'url' | 'publishableKey' | 'regionId'>,
  options: { readonly port?: number; readonly log?: (message: string) => void } = {},
): Promise<MedusaStorefront> {
  const start = performance.now();
  const { dir, built } = await ensureMedusaUiBuild(medusaStorefrontEnv(medusa));
  const buildMs = built ? performance.now() - start : 0;
  const backend = await startLocalBackend({
    port: options.port ?? 0,
    ui: staticSite(dir),
    log: options.log ?? (() => {}),
    contentSecurityPolicy: storeCspWithApis([medusa.url]),
  });
  return { url: backend.url, backend, buildMs, close: () => backend.close() };
}
