import { filter, firstValueFrom, timeout } from 'rxjs';
import { createFetchHttpPort } from '../../core/adapters/browser/fetch-http.adapter';
import { catalogSnapshot } from '../../core/catalog/catalog-snapshot';
import type { CatalogEvent } from '../../core/catalog/catalog.events';
import type { CatalogState } from '../../core/catalog/catalog.model';
import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import type { CommerceFactory, CommercePort } from '../../core/commerce/commerce.port';
import { resolveEndpoints, type Endpoints } from '../../core/config';
import { createCore } from '../../core/create-core';
import type { Ports } from '../../core/ports';
import { createFakePorts } from '../fakes';
import { loadNow } from '../fakes/load-now';

/** How long the store may take to answer a page's catalogue requests at build time. */
const COLLECT_TIMEOUT_MS = 30_000;

/** The ports a build-time core runs on: real HTTP to the store, fakes for the rest (nothing else is used). */
export function buildTimePorts(): Ports {
  return { ...createFakePorts().ports, http: createFetchHttpPort() };
}

/** The endpoints of a store served at `origin`, as the browser resolves them with no VITE_ variables. */
export const storeEndpoints = (origin: string): Endpoints => resolveEndpoints({}, origin);

const settled = (catalog: CatalogState): boolean =>
  catalog.categories.status !== 'loading' &&
  [catalog.listings, catalog.products, catalog.rails].every((entries) =>
    Object.values(entries).every((entry) => entry.status !== 'loading'),
  );

/** What went wrong, when any load failed or found nothing: a page is not prerendered from a partial catalogue. */
function failures(catalog: CatalogState): string[] {
  const failed = (entries: Readonly<Record<string, { readonly status: string; readonly error?: string | null }>>) =>
    Object.entries(entries)
      .filter(([, entry]) => entry.status === 'failed' || entry.status === 'notFound')
      .map(([key, entry]) => `${key}: ${entry.status}${entry.error ? ` (${entry.error})` : ''}`);
  return [
    ...(catalog.categories.status === 'failed' ? [`categories: ${catalog.categories.error ?? 'failed'}`] : []),
    ...failed(catalog.listings),
    ...failed(catalog.products),
    ...failed(catalog.rails),
  ];
}

/**
 * Runs a core on `commerce` against the store at `endpoints`, dispatches the intents a page dispatches when it
 * is shown, and returns the catalogue snapshot once every load has settled. Throws when a load
 * failed, so a build never prerenders an error.
 */
export async function collectCatalog(
  endpoints: Endpoints,
  intents: readonly CatalogEvent[],
  commerce: CommerceFactory = brandCommerce,
  backend: CommercePort['backend'] = 'brand',
): Promise<CatalogState> {
  const store = createCore({ ports: buildTimePorts(), endpoints, backend, load: loadNow(commerce) });
  try {
    for (const intent of intents) store.dispatch(intent);
    const catalog = await firstValueFrom(
      store.state$.pipe(
        filter((state) => settled(state.catalog)),
        timeout(COLLECT_TIMEOUT_MS),
      ),
    ).then((state) => state.catalog);
    const problems = failures(catalog);
    if (problems.length > 0)
      throw new Error(
        `The store did not give the catalogue for ${JSON.stringify(intents.map((intent) => intent.type))}: ${problems.join('; ')}`,
      );
    return catalogSnapshot(catalog);
  } finally {
    store.dispose();
  }
}
