import { ROUTES } from './route-table';

/**
 * Resolves once the code of the route's page is here (at once for a page in the entry), so
 * hydrating a prerendered page renders the page itself, as the prerender did, never its
 * placeholder. A page whose code fails to load resolves too: React then renders it afresh.
 */
export function routePageReady(routeId: string): Promise<unknown> {
  const page = ROUTES.find((route) => route.id === routeId)?.page;
  return page && 'preload' in page && typeof page.preload === 'function'
    ? (page.preload as () => Promise<unknown>)().catch(() => undefined)
    : Promise.resolve();
}
