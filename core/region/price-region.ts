import { concat, concatMap, defer, map, of, take, type Observable } from 'rxjs';
import type { CommerceFailure, CommercePort } from '../commerce/commerce.port';
import { ofType } from '../epic';
import type { Event } from '../events';
import type { RootState } from '../root-state';
import type { StateObservable } from '../store/store';

/** A step of finding the region: a fact to tell first, then the region (null: none needed) or why there is none. */
export type RegionStep =
  { readonly event: Event } | { readonly regionId: string | null } | { readonly failure: CommerceFailure };

const configured = (regionId: string): Event => ({
  type: 'region/resolved',
  payload: { regionId, from: 'configured' },
});

/**
 * The region a priced call is made in, after the facts that make it known: none on a backend that needs none (the
 * brand API); the `region` slice's; else the configured one (`region/resolved`); else the store's first, looked up once
 * (`region/lookupStarted`, answered by the region epic), which calls made meanwhile wait for on `event$`.
 */
export function priceRegion(
  event$: Observable<Event>,
  state: RootState,
  commerce: CommercePort,
): Observable<RegionStep> {
  const { regions } = commerce;
  if (regions === null) return of({ regionId: null });
  if (state.region.id !== null) return of({ regionId: state.region.id });
  if (regions.configured !== null)
    return of({ event: configured(regions.configured) }, { regionId: regions.configured });
  const outcome$ = event$.pipe(
    ofType('region/resolved', 'region/lookupFailed'),
    take(1),
    map((event): RegionStep =>
      event.type === 'region/resolved'
        ? { regionId: event.payload.regionId }
        : { failure: { ok: false, ...event.payload } },
    ),
  );
  return state.region.lookingUp ? outcome$ : concat(of({ event: { type: 'region/lookupStarted' } as const }), outcome$);
}

/**
 * `call` in the price region (see {@link priceRegion}), after the facts that resolve it; a failed lookup goes to
 * `failed`.
 */
export function inPriceRegion(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  commerce: CommercePort,
  call: (regionId: string | null) => Observable<Event>,
  failed: (failure: CommerceFailure) => Observable<Event>,
): Observable<Event> {
  return defer(() => priceRegion(event$, state$.value, commerce)).pipe(
    concatMap((step) => {
      if ('event' in step) return of(step.event);
      return 'failure' in step ? failed(step.failure) : call(step.regionId);
    }),
  );
}

/**
 * The region a new cart is made in, with the fact to tell first: the `region` slice's, else the configured one; null
 * where the backend needs none, or to let Medusa use its default region (the created cart says which:
 * {@link cartRegionSeen}).
 */
export function cartRegion(state: RootState, commerce: CommercePort): { regionId: string | null; events: Event[] } {
  const { regions } = commerce;
  if (regions === null || state.region.id !== null) return { regionId: state.region.id, events: [] };
  if (regions.configured === null) return { regionId: null, events: [] };
  return { regionId: regions.configured, events: [configured(regions.configured)] };
}

/**
 * The fact that the shopper's cart is in `regionId` (prices follow the cart's region), when that is news: no region is
 * configured and the `region` slice holds another.
 */
export function cartRegionSeen(state: RootState, commerce: CommercePort, regionId: string | null): Event[] {
  if (regionId === null || commerce.regions === null || commerce.regions.configured !== null) return [];
  return regionId === state.region.id ? [] : [{ type: 'region/resolved', payload: { regionId, from: 'cart' } }];
}
