import type { Event } from '../events';
import { reducerFrom } from '../reducer-table';
import { couponCodeOf, type CouponState } from './cart.model';

/** The coupon field with nothing on its way and nothing refused. */
export const IDLE_COUPON: CouponState = { pending: null, error: null };

/** The request is over when it was for this code; a later one keeps its own. */
const settled = (state: CouponState, code: string, error: string | null): CouponState =>
  state.pending?.code === code ? { pending: null, error } : state;

/**
 * docs/product-spec.md §12.5: the coupon field's request on its way and its last refusal; a new cart starts without
 * either. Held in the checkout slice, whose reducers load on demand, as the field is on the cart and checkout pages.
 */
export const couponReducer = reducerFrom<CouponState>(IDLE_COUPON, {
  'cart/couponApplyRequested': (_, { payload }) => ({
    pending: { code: couponCodeOf(payload.code), action: 'apply' },
    error: null,
  }),
  'cart/couponRemoveRequested': (_, { payload }) => ({
    pending: { code: couponCodeOf(payload.code), action: 'remove' },
    error: null,
  }),
  'cart/couponChanged': (state, { payload }) => settled(state, payload.code, null),
  'cart/couponChangeSkipped': (state, { payload }) => settled(state, payload.code, null),
  'cart/couponFailed': (state, { payload }) => settled(state, payload.code, payload.message),
  'cart/created': () => IDLE_COUPON,
});

/** The events {@link couponReducer} handles. */
export const COUPON_EVENTS = [
  'cart/couponApplyRequested',
  'cart/couponRemoveRequested',
  'cart/couponChanged',
  'cart/couponChangeSkipped',
  'cart/couponFailed',
  'cart/created',
] as const satisfies readonly Event['type'][];
