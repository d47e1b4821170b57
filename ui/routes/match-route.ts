import { matchRoute, type Parser } from 'wouter';
import { NOT_FOUND_ROUTE, ROUTES, type AppRoute } from './route-table';

export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The first route of `routes` that matches `path` (wouter's rules), or the not-found route. */
export function findRoute(parser: Parser, path: string, routes: readonly AppRoute[] = ROUTES): RouteMatch {
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (matches) return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}
