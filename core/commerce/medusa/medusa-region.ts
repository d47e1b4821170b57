import { map } from 'rxjs';
import { isOk } from '../../http/api-client';
import type { ApiClient } from '../../http/api-client';
import type { CommerceResult, RegionCommerce } from '../commerce.port';
import { failureOf, success } from './medusa-results';
import { isJsonObject, nonBlankOrNull, objectsOrEmpty } from '../../json';

export const REGIONS_PATH = '/store/regions';

/**
 * Medusa's regions: `configured` (VITE_MEDUSA_REGION_ID) and the store's first region. Nothing is remembered here: the
 * region in use is the `region` slice's (core/region/), given to each call that needs it.
 */
export function createMedusaRegions(api: ApiClient, configured: string | null): RegionCommerce {
  return {
    configured,
    firstRegion: () =>
      api.get(REGIONS_PATH, { query: { fields: 'id', limit: 1 } }).pipe(
        map((response): CommerceResult<string> => {
          const first =
            isOk(response) && isJsonObject(response.body) ? objectsOrEmpty(response.body['regions'])[0] : undefined;
          const id = first ? nonBlankOrNull(first['id']) : null;
          return id === null ? failureOf(response) : success(id);
        }),
      ),
  };
}

/** The `region_id` query of a priced call: none when no region is given. */
export const regionQuery = (regionId: string | null): { readonly region_id?: string } =>
  regionId === null ? {} : { region_id: regionId };
