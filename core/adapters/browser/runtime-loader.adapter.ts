import { defer, from, map } from 'rxjs';
import type { CommerceFactory } from '../../commerce/commerce.port';
import type { RuntimeLoader } from '../../lazy-runtime';

/**
 * The core runtime fetched as one chunk with the chosen commerce adapter (`commerce`, a dynamic import of its module),
 * again on each call after a failed fetch.
 */
export function loadRuntime(commerce: () => Promise<CommerceFactory>): RuntimeLoader {
  return () =>
    defer(() => from(Promise.all([import('../../core-runtime'), commerce()]))).pipe(
      map(([runtime, factory]) => ({ ...runtime.CORE_CODE, commerce: factory })),
    );
}
