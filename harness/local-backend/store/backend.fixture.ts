import { requestJson, type JsonReply } from '../backend-client.fixture';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { createSearchModule } from '../search/search.module';
import { createStoreModule } from './store.module';

export interface StoreBackend {
  readonly backend: LocalBackend;
  readonly url: string;
  get<T = Record<string, unknown>>(path: string): Promise<JsonReply<T>>;
  send<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<JsonReply<T>>;
  /** Posts text as it is, for malformed bodies. */
  postRaw<T = Record<string, unknown>>(path: string, text: string): Promise<JsonReply<T>>;
  close(): Promise<void>;
}

/** Starts the local backend with only the store and search modules, on a free port. */
export async function startStoreBackend(): Promise<StoreBackend> {
  const catalog = createSeedCatalog();
  const backend = await startLocalBackend({
    port: 0,
    control: true,
    log: () => {},
    modules: (ctx) => [createStoreModule(ctx, catalog), createSearchModule(catalog)],
  });
  return {
    backend,
    url: backend.url,
    get: (path) => requestJson(backend.url, 'GET', path),
    send: (method, path, body) =>
      requestJson(backend.url, method, path, { body: typeof body === 'string' ? JSON.stringify(body) : body }),
    postRaw: (path, text) => requestJson(backend.url, 'POST', path, { body: text }),
    close: () => backend.close(),
  };
}
