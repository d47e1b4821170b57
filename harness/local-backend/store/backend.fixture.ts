import { createSeedCatalog } from '../catalog/seed-catalog';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { createSearchModule } from '../search/search.module';
import { createStoreModule } from './store.module';

export interface JsonReply<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface StoreBackend {
  readonly backend: LocalBackend;
  readonly url: string;
  get<T = Record<string, unknown>>(path: string): Promise<JsonReply<T>>;
  send<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<JsonReply<T>>;
  /** Posts text as it is, for malformed bodies. */
  postRaw<T = Record<string, unknown>>(path: string, text: string): Promise<JsonReply<T>>;
  close(): Promise<void>;
}

async function reply<T>(response: Response): Promise<JsonReply<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

/** Starts the local backend with only the store and search modules, on a free port. */
export async function startStoreBackend(): Promise<StoreBackend> {
  const catalog = createSeedCatalog();
  const backend = await startLocalBackend({
    port: 0,
    log: () => {},
    modules: (ctx) => [createStoreModule(ctx, catalog), createSearchModule(catalog)],
  });
  const json = { 'content-type': 'application/json' };
  return {
    backend,
    url: backend.url,
    get: async (path) => reply(await fetch(`${backend.url}${path}`)),
    send: async (method, path, body) =>
      reply(await fetch(`${backend.url}${path}`, { method, headers: json, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })),
    postRaw: async (path, text) => reply(await fetch(`${backend.url}${path}`, { method: 'POST', headers: json, body: text })),
    close: () => backend.close(),
  };
}
