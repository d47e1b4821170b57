import { EMPTY, exhaustMap, map } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';

/**
 * The store's first region, asked for when a priced call finds no region (`region/lookupStarted`): one lookup at a
 * time, answered as `region/resolved` (from the store) or `region/lookupFailed`.
 */
export const regionLookupEpic: CoreEpic = (event$, _state$, { commerce }) =>
  event$.pipe(
    ofType('region/lookupStarted'),
    exhaustMap(() =>
      commerce.regions === null
        ? EMPTY
        : commerce.regions.firstRegion().pipe(
            map((result): Event => {
              if (result.ok) return { type: 'region/resolved', payload: { regionId: result.value, from: 'store' } };
              const { kind, status, message } = result;
              return { type: 'region/lookupFailed', payload: { kind, status, message } };
            }),
          ),
    ),
  );
