import { defineConfig } from 'vitest/config';

/**
 * The suite against stock Medusa v2: Chromium on the storefront built in medusa mode. Run it with
 * `npm run test:medusa`, which starts Medusa and the storefront and passes their URLs in env vars
 * (see harness/medusa/medusa-test-env.ts).
 */
export default defineConfig({
  test: {
    include: ['harness/medusa/**/*.medusa.test.ts'],
    exclude: ['harness/medusa/server/**'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
