import { defer, of, Subject, take, throwError } from 'rxjs';
import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import type { CommerceFactory } from '../../core/commerce/commerce.port';
import { CORE_CODE } from '../../core/core-runtime';
import type { CoreRuntime, RuntimeLoader } from '../../core/lazy-runtime';

/** The core runtime at once, with `commerce` as its adapter: scenarios and tests stay synchronous on virtual time. */
export function loadNow(commerce: CommerceFactory = brandCommerce): RuntimeLoader {
  return () => of({ ...CORE_CODE, commerce });
}

/** What one fetch of the runtime's code does: fail (a chunk that did not load) or hold until released. */
export type RuntimeFetch = 'fails' | 'holds';

/** A runtime loader whose fetches follow a script, for the scenarios of a slow or failed chunk. */
export interface ScriptedRuntime {
  readonly load: RuntimeLoader;
  /** Lets the held fetch bring the code; false when no fetch is held. */
  readonly arrive: () => boolean;
  /** How many fetches the core has made. */
  readonly fetches: () => number;
}

/**
 * A runtime loader whose `n`th fetch does what `script[n]` says ('fails': it errors as a chunk that did not load;
 * 'holds': it brings the code only when {@link ScriptedRuntime.arrive} is called); fetches past the script load at
 * once.
 */
export function scriptedRuntime(
  script: readonly RuntimeFetch[],
  commerce: CommerceFactory = brandCommerce,
): ScriptedRuntime {
  const runtime: CoreRuntime = { ...CORE_CODE, commerce };
  let made = 0;
  let held: Subject<CoreRuntime> | null = null;
  return {
    load: () =>
      defer(() => {
        const fetch = script[made++];
        if (fetch === 'fails')
          return throwError(() => new Error(`Failed to fetch dynamically imported module (fetch ${made})`));
        if (fetch !== 'holds') return of(runtime);
        const arrival = new Subject<CoreRuntime>();
        held = arrival;
        return arrival.pipe(take(1));
      }),
    arrive: () => {
      const arrival = held;
      if (!arrival) return false;
      held = null;
      arrival.next(runtime);
      return true;
    },
    fetches: () => made,
  };
}
