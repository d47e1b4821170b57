import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => ({
  root: 'ui',
  // The commerce backend is a build-time constant (default brand), so the unused adapter is tree-shaken.
  define: { 'import.meta.env.VITE_COMMERCE': JSON.stringify(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_COMMERCE || 'brand') },
  envDir: '..',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true },
  server: { host: '127.0.0.1', port: 5173 },
}));
