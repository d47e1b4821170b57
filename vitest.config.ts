import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { commerceDefine } from './vite.config';

const SOURCES = ['core', 'ui', 'harness', 'scenarios'];

/**
 * Two projects: the suite, in English (the store's default build), and the Hindi one: `*.hindi.test.ts(x)` files run
 * with the `hindi` import condition, so `#ui-messages` and `#core-messages` are the Hindi catalogues, as in the Hindi
 * build.
 */
export default defineConfig({
  plugins: [react()],
  define: commerceDefine('test'),
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: 'en',
          include: SOURCES.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, '**/*.hindi.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        resolve: { conditions: ['hindi', 'module', 'browser', 'development|production'] },
        ssr: { resolve: { conditions: ['hindi', 'module', 'node', 'development|production'] } },
        test: { name: 'hi', include: SOURCES.map((folder) => `${folder}/**/*.hindi.test.{ts,tsx}`) },
      },
    ],
  },
});
