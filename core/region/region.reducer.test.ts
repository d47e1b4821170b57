import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { initialRegionState, regionReducer, type RegionState } from './region.reducer';
import type { RegionOrigin } from './region.events';

const resolved = (regionId: string, from: RegionOrigin): Event => ({
  type: 'region/resolved',
  payload: { regionId, from },
});
const run = (...events: Event[]): RegionState => events.reduce(regionReducer, initialRegionState);

describe('region slice', () => {
  it("the store's first region only fills in for none", () => {
    expect(run(resolved('reg_a', 'store'), resolved('reg_b', 'store'))).toEqual({
      id: 'reg_a',
      from: 'store',
      lookingUp: false,
    });
  });

  it("a cart's region replaces the store's first region and an earlier cart's, never the configured one", () => {
    expect(run(resolved('reg_a', 'store'), resolved('reg_cart', 'cart'))).toMatchObject({
      id: 'reg_cart',
      from: 'cart',
    });
    expect(run(resolved('reg_c1', 'cart'), resolved('reg_c2', 'cart'))).toMatchObject({ id: 'reg_c2', from: 'cart' });
    expect(run(resolved('reg_india', 'configured'), resolved('reg_cart', 'cart'))).toMatchObject({
      id: 'reg_india',
      from: 'configured',
    });
  });

  it('a lookup is pending from its start until it is answered either way; a region told meanwhile ends the wait', () => {
    const started = run({ type: 'region/lookupStarted' });
    expect(started.lookingUp).toBe(true);
    expect(
      regionReducer(started, { type: 'region/lookupFailed', payload: { kind: 'failed', status: 0, message: null } }),
    ).toEqual(initialRegionState);
    expect(regionReducer(started, resolved('reg_cart', 'cart'))).toEqual({
      id: 'reg_cart',
      from: 'cart',
      lookingUp: false,
    });
  });

  it('keeps its reference when nothing changes', () => {
    const state = run(resolved('reg_india', 'configured'));
    expect(regionReducer(state, resolved('reg_india', 'configured'))).toBe(state);
    expect(regionReducer(state, resolved('reg_x', 'store'))).toBe(state);
  });
});
