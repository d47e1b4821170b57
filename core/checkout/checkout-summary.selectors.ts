import type { RootState } from '../root.reducer';
import { deliveryFeeFor, orderPayable, type PaymentFees } from './checkout-policy';
import { cartDiscountOf } from '../cart/coupon.selectors';

/*
 * The order summary's money at every step: the backend's totals, with the fee of the delivery option and of the payment
 * method chosen but not yet sent shown as soon as they are chosen, so the lines add up to the total at each step. A
 * payment method's fee is the one the backend charges (`fees`, the store's `paymentFees`), so the summary never shows
 * a fee the backend's totals then leave out.
 */

const itemsSubtotal = (state: RootState): number => state.cart.cartItems.reduce((sum, item) => sum + item.total, 0);

/** The items' subtotal: the backend's once it has answered, else the cart lines'. */
export const selectSummarySubtotal = (state: RootState): number =>
  state.checkout.totals?.subtotal ?? itemsSubtotal(state);

/**
 * What the coupons take off the items: the cart lines' discounts, which follow a coupon applied or removed at checkout
 * at once (the backend's totals catch up at the next step).
 */
export const selectSummaryDiscount = (state: RootState): number => cartDiscountOf(state.cart.cartItems);

/** The delivery fee: the backend's once the delivery step is sent, else the chosen option's; null until chosen. */
export function selectSummaryShipping(state: RootState): number | null {
  const { totals, options, draft } = state.checkout;
  if (totals && draft.done.includes('delivery')) return totals.shipping;
  return options.find((option) => option.id === draft.shippingOptionId)?.amount ?? null;
}

/** The payment method's fee: the backend's once the payment step is sent, else what the backend charges for it. */
export function selectSummaryPaymentFee(state: RootState, fees: PaymentFees): number {
  const { totals, draft } = state.checkout;
  if (totals && draft.done.includes('payment')) return totals.paymentFee;
  return draft.paymentMethod ? fees[draft.paymentMethod] : 0;
}

/**
 * The total: the backend's, with the fees chosen and the discount applied since its last answer in place of the ones
 * it counted.
 */
export function selectSummaryTotal(state: RootState, fees: PaymentFees): number {
  const { totals } = state.checkout;
  const shipping = selectSummaryShipping(state) ?? 0;
  const fee = selectSummaryPaymentFee(state, fees);
  const discount = selectSummaryDiscount(state);
  return totals
    ? totals.total + (totals.discount ?? 0) - totals.shipping - totals.paymentFee + shipping + fee - discount
    : itemsSubtotal(state) + shipping + fee - discount;
}

/** What the cart's order comes to before a payment fee: its items and their delivery fee. */
export function selectCartOrderTotal(state: RootState): number {
  const subtotal = itemsSubtotal(state);
  return subtotal + deliveryFeeFor(subtotal);
}

/** Whether the cart is over what checkout can take payment for, so it cannot be ordered as it stands. */
export const selectCartOverPaymentLimit = (state: RootState): boolean => !orderPayable(itemsSubtotal(state));
