import { defineConfig } from 'vitest/config';

/**
 * The browser suite: Chromium against the local backend, two files at a time (each its own store on a free port and
 * its own Chromium; much of a file's time is the page and the network, so two share the machine's two cores), after
 * one build of the store. A worker keeps the modules it loaded from one file to the next (the harness holds no state
 * in a module: each file starts its own store and browser), so Playwright and the backend load once per worker.
 */
export default defineConfig({
  test: {
    include: ['harness/browser/**/*.browser.test.ts', 'harness/contract/**/*.contract.test.ts'],
    environment: 'node',
    globalSetup: ['harness/browser/ui-build.global-setup.ts'],
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
