import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startMedusa, type MedusaServer } from './medusa-server';
import { startMedusaStorefront, type MedusaStorefront } from './medusa-storefront';
import { freePort } from './processes';

const USAGE = `npm run medusa [-- options]

Starts stock Medusa v2 (seeded with the store's catalogue, on a throwaway Postgres) and the
storefront built in medusa mode against it, both on 127.0.0.1. Ctrl-C stops everything.

  --port N            Medusa's port when free (default 9000)
  --storefront-port N the storefront's port when free (default 5180)
  --no-storefront     start Medusa only
  --cors ORIGINS      STORE_CORS and AUTH_CORS (default: any http://127.0.0.1 or localhost origin)
  --ready-file PATH   write {url, publishableKey, regionId, storefrontUrl, startedAt} there once ready
  --stop-at ISO-TIME  stop by itself at that time
  --help`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9000' },
      'storefront-port': { type: 'string', default: '5180' },
      'no-storefront': { type: 'boolean', default: false },
      cors: { type: 'string' },
      'ready-file': { type: 'string' },
      'stop-at': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const stopAt = values['stop-at'] === undefined ? null : Date.parse(values['stop-at']);
  if (stopAt !== null && Number.isNaN(stopAt))
    throw new Error(`--stop-at must be an ISO time, got ${values['stop-at']}`);

  let medusa: MedusaServer | null = null;
  let storefront: MedusaStorefront | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('[medusa] stopping...');
    await storefront?.close().catch(() => undefined);
    await medusa?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGHUP', () => void stop(0));

  medusa = await startMedusa({ port: Number(values.port), ...(values.cors ? { cors: values.cors } : {}) });
  const { install, postgres, setup, restore, ready } = medusa.timings;
  console.log(
    `[medusa] install ${seconds(install)}, postgres ${seconds(postgres)}, ${setup ? `migrate+seed ${seconds(setup)}` : `restore ${seconds(restore)}`}, server ready ${seconds(ready)}`,
  );
  if (!values['no-storefront']) {
    storefront = await startMedusaStorefront(medusa, { port: await freePort(Number(values['storefront-port'])) });
    if (storefront.buildMs) console.log(`[medusa] storefront built in ${seconds(storefront.buildMs)}`);
  }
  console.log(
    `Medusa v2 store API:  ${medusa.url}  (publishable key ${medusa.publishableKey}, region ${medusa.regionId})`,
  );
  if (storefront) console.log(`Storefront (medusa mode): ${storefront.url}`);
  if (values['ready-file']) {
    const ready = {
      url: medusa.url,
      publishableKey: medusa.publishableKey,
      regionId: medusa.regionId,
      salesChannelId: medusa.seed.salesChannelId,
      shippingOptions: medusa.seed.shippingOptions,
      storefrontUrl: storefront?.url ?? null,
      startedAt: new Date().toISOString(),
      stopsAt: stopAt === null ? null : new Date(stopAt).toISOString(),
    };
    writeFileSync(values['ready-file'], `${JSON.stringify(ready, null, 2)}\n`);
  }
  if (stopAt !== null) {
    console.log(`[medusa] stops by itself at ${new Date(stopAt).toISOString()}`);
    setTimeout(() => void stop(0), Math.max(0, stopAt - Date.now()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
