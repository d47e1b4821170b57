import { startLocalBackend } from '../local-backend/local-backend';
import { createModules, RECORDINGS_DIR } from '../local-backend/modules';
import { LOAD_MAX_CARTS } from './hostile-load';

/**
 * The local backend alone (no UI), in its own process so the load run can read its memory; it keeps
 * {@link LOAD_MAX_CARTS} carts, so that the run's cart flood goes past the cap and eviction is tested.
 */
const backend = await startLocalBackend({
  port: 0,
  host: '127.0.0.1',
  control: true,
  log: () => undefined,
  modules: (context) => createModules(context, RECORDINGS_DIR, {}, { maxCarts: LOAD_MAX_CARTS }),
});
console.log(`load server at ${backend.url}`);
const stop = () => void backend.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
