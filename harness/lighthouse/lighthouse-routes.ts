/** A page Lighthouse measures. */
export interface Route {
  readonly label: string;
  readonly path: string;
  /** A cart id the browser holds before the page loads (the cartId cookie the app reads). */
  readonly cartId?: string;
}

/** Throws unless every one of `asked` is a path (starts with '/'). */
export function checkRoutePaths(asked: readonly string[]): void {
  const notPaths = asked.filter((path) => !path.startsWith('/'));
  if (notPaths.length > 0) throw new Error(`Route paths start with '/': ${notPaths.join(', ')}`);
}

/**
 * The routes to measure on a store: all of `routes` when no path is asked for, else each path asked for, as the
 * store's route for it when it has one (the cart with its items), else the page at that path. Throws on a path that
 * does not start with '/'.
 */
export function routesToMeasure(routes: readonly Route[], asked: readonly string[]): Route[] {
  checkRoutePaths(asked);
  if (asked.length === 0) return [...routes];
  return asked.map((path) => routes.find((route) => route.path === path) ?? { label: path, path });
}
