import type { CatalogState } from './catalog.model';

const loadedEntries = <T extends { readonly status: string }>(
  entries: Readonly<Record<string, T>>,
): Record<string, T> => Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry.status === 'loaded'));

/**
 * The part of the catalogue worth handing to another run of the core (a prerendered page's
 * snapshot): what has loaded, without what is loading, failed or was not found, and without
 * a listing's further page on its way.
 */
export function catalogSnapshot(state: CatalogState): CatalogState {
  return {
    categories: state.categories.status === 'loaded' ? state.categories : { status: 'idle', items: [], error: null },
    listings: Object.fromEntries(
      Object.entries(loadedEntries(state.listings)).map(([key, listing]) => [key, { ...listing, loadingMore: false }]),
    ),
    products: loadedEntries(state.products),
    rails: loadedEntries(state.rails),
  };
}
