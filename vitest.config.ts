import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { commerceDefine } from './vite.config';

export default defineConfig({
  plugins: [react()],
  define: commerceDefine('test'),
  test: {
    include: [
      'core/**/*.test.{ts,tsx}',
      'ui/**/*.test.{ts,tsx}',
      'harness/**/*.test.{ts,tsx}',
      'scenarios/**/*.test.ts',
    ],
    // The browser suite has its own config (vitest.browser.config.ts): two files at a time after one build.
    exclude: [
      ...configDefaults.exclude,
      'harness/browser/**',
      'harness/contract/**',
      'harness/medusa/server/**',
      '**/*.medusa.test.ts',
    ],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
