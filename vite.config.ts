import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
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

export default defineConfig(({ mode }) => ({
  root: 'ui',
  define: { ...commerceDefine(mode), ...recorderDefine(mode) },
  envDir: '..',
  publicDir: 'public',
  plugins: [react()],
  // Every browser the store supports preloads modules itself (Baseline 2023), so the polyfill stays out of the entry.
  build: { outDir: '../dist', emptyOutDir: true, modulePreload: { polyfill: false } },
  server: { host: '127.0.0.1', port: 5173 },
}));
