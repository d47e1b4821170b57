import type { RootState } from '../root.reducer';
import type { CartItem, CouponState } from './cart.model';
import { IDLE_COUPON } from './coupon.reducer';

/** What the cart's coupons take off its items, in paise: the sum of the lines' discounts. */
export const cartDiscountOf = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + (item.discount_total ?? 0), 0);

/** The discount the coupons give the cart, in paise (0 without one). */
export const selectCartDiscount = (state: RootState): number => cartDiscountOf(state.cart.cartItems);

/**
 * The coupon codes applied to a cart, each once, in the order its lines name them (a new list on each call: select the
 * lines, then call this).
 */
export const couponCodesOf = (items: readonly CartItem[]): readonly string[] => [
  ...new Set(items.flatMap((item) => item.promo_codes ?? [])),
];

/** The coupon field's request on its way and its last refusal. */
export const selectCoupon = (state: RootState): CouponState => state.checkout.coupon ?? IDLE_COUPON;
