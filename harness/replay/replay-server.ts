import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { ROOT } from '../local-backend/ui-build';
import { commerceDefine } from '../../vite.config';
import { loadScenario } from '../scenario/scenario-files';
import { NAMED_SCENARIO_PATH, type NamedScenario } from './replay-load';

export interface ReplayServerOptions {
  /** The scenario the page opens first (a path; relative ones from the repository root). */
  readonly file?: string;
  /** 0 (the default) takes a free port. */
  readonly port?: number;
}

export interface ReplayServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the replay page (harness/replay/index.html, its own Vite entry, never part of the
 * store's build) with Vite's dev server on 127.0.0.1, and the named scenario file at
 * {@link NAMED_SCENARIO_PATH}, loaded (and checked) as `npm run scenarios` loads it, afresh on each
 * request so a reload shows the file as edited.
 */
export async function startReplayServer(options: ReplayServerOptions = {}): Promise<ReplayServer> {
  const file = options.file ? path.resolve(ROOT, options.file) : null;
  const server: Server = createHttpServer((req, res) => {
    if (req.url === NAMED_SCENARIO_PATH) {
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const relative = path.relative(ROOT, file);
      void loadScenario(file)
        .then(
          (scenario): NamedScenario => ({ file: relative, scenario }),
          (error: Error): NamedScenario => ({ file: relative, error: error.message }),
        )
        .then((named) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(named)));
      return;
    }
    vite.middlewares(req, res, () => res.writeHead(404).end());
  });
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: false,
    root: path.join(ROOT, 'harness/replay'),
    // Its own cache: the shared node_modules/.vite belongs to the store's dev server.
    cacheDir: path.join(tmpdir(), 'grocery-replay-vite'),
    define: commerceDefine('development'),
    envDir: ROOT,
    plugins: [react()],
    logLevel: 'warn',
    appType: 'mpa',
    // node_modules may be a link to another checkout: its real place must be served too (the fonts).
    server: {
      middlewareMode: true,
      hmr: { server },
      fs: { allow: [ROOT, realpathSync(path.join(ROOT, 'node_modules'))] },
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), vite.close()]);
    },
  };
}
