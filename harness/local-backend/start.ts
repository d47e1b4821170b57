import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PictureKind } from './catalog/product-image';
import { ensureUiBuild, ROOT, uiBuildDir, uiBuildIsStale } from './ui-build';
import { developmentCsp, STORE_CSP } from './http/security-headers';
import { staticSite } from './http/static-files';
import { startLocalBackend, type UiHandler } from './local-backend';

async function productionUi(pictures: PictureKind): Promise<UiHandler> {
  if (uiBuildIsStale(uiBuildDir(pictures))) console.log('[start] building the UI for production...');
  return staticSite(await ensureUiBuild(pictures));
}

const HMR_PORT = Number(process.env['HMR_PORT'] ?? 24678);

async function developmentUi(): Promise<{ handler: UiHandler; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: HMR_PORT } },
    appType: 'spa',
  });
  const handler: UiHandler = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      vite.middlewares(req, res, () => resolve(false));
      res.once('finish', () => resolve(true));
    });
  return { handler, close: () => vite.close() };
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env['PORT'] ?? 5173);
  const host = process.env['HOST'] ?? '127.0.0.1';
  const control = process.env['LOCAL_CONTROL'] === '1';
  const pictures: PictureKind = process.env['CATALOG_PHOTOS'] === '1' ? 'jpg' : 'svg';
  const ui = dev ? await developmentUi() : { handler: await productionUi(pictures), close: async () => {} };
  const backend = await startLocalBackend({
    port,
    host,
    control,
    ui: ui.handler,
    contentSecurityPolicy: dev ? developmentCsp(HMR_PORT) : STORE_CSP,
    pictures,
    ...(process.env['LOCAL_DATA_DIR'] ? { dataDir: process.env['LOCAL_DATA_DIR'] } : {}),
  });
  console.log(`Storefront ${dev ? '(dev, hot reload) ' : ''}ready at ${backend.url}`);
  if (backend.url !== backend.origins[0]) console.log(`Reachable at: ${backend.origins.join(', ')}`);
  console.log(
    control
      ? `Agent console: ${backend.url}/__local/agent`
      : 'Control API and agent console off (LOCAL_CONTROL=1 turns them on).',
  );
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= Promise.all([backend.close(), ui.close()]).then(() => process.exit(0)));
  // `on`, not `once`: a second signal while closing (Ctrl-C twice) must not kill it mid-close.
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
