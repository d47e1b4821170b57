import { defineConfig } from 'vitest/config';

/** The browser suite: Chromium against the local backend, one file at a time. */
export default defineConfig({
  test: {
    include: ['harness/browser/**/*.browser.test.ts', 'harness/contract/**/*.contract.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
