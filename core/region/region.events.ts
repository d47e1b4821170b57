import type { CommerceFailureKind } from '../commerce/commerce.port';

/**
 * Where the region prices and new carts are asked in came from: `VITE_MEDUSA_REGION_ID`, the region of the shopper's
 * cart, or the store's first region (`GET /store/regions`).
 */
export type RegionOrigin = 'configured' | 'cart' | 'store';

export type RegionEvent =
  /** The region the store's prices and new carts are asked in, and where it came from. */
  | {
      readonly type: 'region/resolved';
      readonly payload: { readonly regionId: string; readonly from: RegionOrigin };
    }
  /** No region was known: the store's regions are asked for (one lookup at a time; other calls wait for it). */
  | { readonly type: 'region/lookupStarted' }
  /** The store's regions could not be read; the calls that waited fail with it, the next one asks again. */
  | {
      readonly type: 'region/lookupFailed';
      readonly payload: {
        readonly status: number;
        readonly kind: CommerceFailureKind;
        readonly message: string | null;
      };
    };
