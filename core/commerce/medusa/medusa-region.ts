import { map, of, switchMap, type Observable } from 'rxjs';
import { isOk } from '../../http/api-client';
import type { ApiClient } from '../../http/api-client';
import type { CommerceResult } from '../commerce.port';
import { failureOf, success } from './medusa-results';
import { isJsonObject, nonBlankOrNull, objectsOrEmpty } from '../../json';

/**
 * Where prices come from: the configured region, else the region of the last cart seen, else the store's first region.
 */
export interface RegionSource {
  /** The region id to price with, asking `GET /store/regions` only when nothing else is known. */
  regionId(): Observable<CommerceResult<string>>;
  /** The configured or remembered region, without asking. */
  known(): string | null;
  /** Called with each cart's region; ignored when a region is configured. */
  seen(regionId: string | null): void;
}

export const REGIONS_PATH = '/store/regions';

/** A {@link RegionSource} over `configured` (VITE_MEDUSA_REGION_ID) and the carts this adapter reads. */
export function createRegionSource(api: ApiClient, configured: string | null): RegionSource {
  let known = configured;
  return {
    known: () => known,
    seen(regionId) {
      if (configured === null && regionId) known = regionId;
    },
    regionId() {
      if (known !== null) return of(success(known));
      return api.get(REGIONS_PATH, { query: { fields: 'id', limit: 1 } }).pipe(
        map((response): CommerceResult<string> => {
          const first =
            isOk(response) && isJsonObject(response.body) ? objectsOrEmpty(response.body['regions'])[0] : undefined;
          const id = first ? nonBlankOrNull(first['id']) : null;
          if (id === null) return failureOf(response);
          known ??= id;
          return success(known);
        }),
      );
    },
  };
}

/** Runs `call` with the region id, or passes on the failure to find one. */
export function withRegion<T>(
  source: RegionSource,
  call: (regionId: string) => Observable<CommerceResult<T>>,
): Observable<CommerceResult<T>> {
  return source.regionId().pipe(switchMap((region) => (region.ok ? call(region.value) : of(region))));
}
