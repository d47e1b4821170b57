import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../local-backend/ui-build';
import { startMedusa, type MedusaServer } from './medusa-server';
import { startMedusaStorefront, type MedusaStorefront } from './medusa-storefront';
import { medusaTestEnv } from './medusa-test-env';

/**
 * `npm run test:medusa [-- vitest args]`: starts stock Medusa v2 (cached seeded database), builds
 * and serves the storefront in medusa mode, runs vitest.medusa.config.ts against them and prints
 * how long install, set-up and tests took.
 */
const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
/** Preferred (when free) so the storefront build for it stays current between runs. */
const MEDUSA_TEST_PORT = 9010;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function runVitest(env: Record<string, string>, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, 'run', '-c', 'vitest.medusa.config.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  let medusa: MedusaServer | null = null;
  let storefront: MedusaStorefront | null = null;
  const stop = async () => {
    await storefront?.close().catch(() => undefined);
    await medusa?.stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(130)));
  }
  try {
    medusa = await startMedusa({ port: MEDUSA_TEST_PORT });
    storefront = await startMedusaStorefront(medusa);
    const ready = performance.now();
    const code = await runVitest(
      medusaTestEnv({
        medusaUrl: medusa.url,
        publishableKey: medusa.publishableKey,
        regionId: medusa.regionId,
        storefrontUrl: storefront.url,
      }),
      process.argv.slice(2),
    );
    const { install, postgres, setup, restore, ready: serverReady } = medusa.timings;
    console.log(
      [
        'test:medusa timings',
        `  install (packages)        ${seconds(install)}`,
        `  postgres cluster          ${seconds(postgres)}`,
        setup ? `  migrate + seed (no cache) ${seconds(setup)}` : `  restore cached database   ${seconds(restore)}`,
        `  medusa start → ready      ${seconds(serverReady)}`,
        `  storefront build          ${storefront.buildMs ? seconds(storefront.buildMs) : 'current, skipped'}`,
        `  tests                     ${seconds(performance.now() - ready)}`,
        `  total                     ${seconds(performance.now() - started)}`,
      ].join('\n'),
    );
    return code;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
