import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The commerce backend as a build-time constant (`VITE_COMMERCE`, default brand), so the composition
 * root's choice folds and the adapter not chosen is tree-shaken out of the bundle.
 */
export function commerceDefine(mode: string): Record<string, string> {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  return { 'import.meta.env.VITE_COMMERCE': JSON.stringify(env['VITE_COMMERCE'] || 'brand') };
}

export default defineConfig(({ mode }) => ({
  root: 'ui',
  define: commerceDefine(mode),
  envDir: '..',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true },
  server: { host: '127.0.0.1', port: 5173 },
}));
