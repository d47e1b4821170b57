import type { EventOf } from '../events';
import { reducerFrom, withChanges } from '../reducer-table';
import type { RegionOrigin } from './region.events';

/** The region the store's prices and new carts are asked in (stock Medusa prices by region; the brand API does not). */
export interface RegionState {
  /** Null until one is resolved, and always on a backend that needs none. */
  readonly id: string | null;
  readonly from: RegionOrigin | null;
  /** The store's regions are being asked for. */
  readonly lookingUp: boolean;
}

export const initialRegionState: RegionState = { id: null, from: null, lookingUp: false };

/**
 * The configured region always wins; a cart's region replaces the store's first region (or an earlier cart's), so
 * prices are the cart's; the store's first region only fills in for none.
 */
function resolved(state: RegionState, { payload }: EventOf<'region/resolved'>): RegionState {
  const { regionId, from } = payload;
  const takes =
    from === 'configured' ||
    (from === 'cart' && state.from !== 'configured') ||
    (from === 'store' && state.id === null);
  return withChanges(state, takes ? { id: regionId, from, lookingUp: false } : { lookingUp: false });
}

export const regionReducer = reducerFrom<RegionState>(initialRegionState, {
  'region/resolved': resolved,
  'region/lookupStarted': (state) => withChanges(state, { lookingUp: true }),
  'region/lookupFailed': (state) => withChanges(state, { lookingUp: false }),
});
