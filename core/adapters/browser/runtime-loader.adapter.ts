import { defer, from, map } from 'rxjs';
import type { CommerceFactory } from '../../commerce/commerce.port';
import type { RuntimeLoader } from '../../lazy-runtime';

/**
 * The core runtime fetched as one chunk with the chosen commerce adapter (`commerce`, a dynamic import of its module)
 * once `after` has settled (the first screen painted and hydrated: the fetch and its evaluation then keep off the
 * first paint's path), again on each call after a failed fetch.
 */
export function loadRuntime(commerce: () => Promise<CommerceFactory>, after: Promise<void>): RuntimeLoader {
  return () =>
    defer(() => from(after.then(() => Promise.all([import('../../core-runtime'), commerce()])))).pipe(
      map(([runtime, factory]) => ({ ...runtime.CORE_CODE, commerce: factory })),
    );
}
