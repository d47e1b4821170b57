import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/cart.model';
import { COMMERCE_TRAITS } from '../commerce/commerce.port';
import { initialRootState, type RootState } from '../root.reducer';
import { CHECKOUT_POLICY, type PaymentFees } from './checkout-policy';
import type { CheckoutState, CheckoutTotals } from './checkout.model';
import {
  selectSummaryDiscount,
  selectSummaryPaymentFee,
  selectSummaryShipping,
  selectSummarySubtotal,
  selectSummaryTotal,
} from './checkout-summary.selectors';

const LINE: CartItem = {
  id: 'line_1',
  title: 'Toor Dal',
  thumbnail: null,
  quantity: 1,
  price: 10_500,
  total: 10_500,
  variant_id: 'variant_toor_500g',
  variant_title: '500 g',
};
const STANDARD = { id: 'so_standard', name: 'Standard', amount: 6_000, promise: '1-2 days' };
const initial = initialRootState.checkout;

function at(checkout: Partial<CheckoutState>, draft: Partial<CheckoutState['draft']> = {}): RootState {
  return {
    ...initialRootState,
    cart: { ...initialRootState.cart, cartItems: [LINE] },
    checkout: { ...initial, ...checkout, draft: { ...initial.draft, ...draft } },
  };
}

const BRAND_FEES = COMMERCE_TRAITS.brand.paymentFees;
const MEDUSA_FEES = COMMERCE_TRAITS.medusa.paymentFees;

const summary = (state: RootState, fees: PaymentFees = BRAND_FEES) => ({
  subtotal: selectSummarySubtotal(state),
  shipping: selectSummaryShipping(state),
  paymentFee: selectSummaryPaymentFee(state, fees),
  total: selectSummaryTotal(state, fees),
});

/** The backend's totals once the address is on the cart: no delivery method yet, so no fee. */
const AFTER_ADDRESS: CheckoutTotals = { subtotal: 10_500, shipping: 0, paymentFee: 0, total: 10_500 };
const AFTER_DELIVERY: CheckoutTotals = { subtotal: 10_500, shipping: 6_000, paymentFee: 0, total: 16_500 };
const AFTER_PAYMENT: CheckoutTotals = { subtotal: 10_500, shipping: 6_000, paymentFee: 4_000, total: 20_500 };

describe('order summary money (issue 22 item 6)', () => {
  it('before the address: the items only, the delivery fee still to come', () => {
    expect(summary(at({}))).toEqual({ subtotal: 10_500, shipping: null, paymentFee: 0, total: 10_500 });
  });

  it('at the delivery step: the chosen option’s fee, in the total too', () => {
    const state = at(
      { open: 'delivery', options: [STANDARD], totals: AFTER_ADDRESS },
      { done: ['contact', 'address'], shippingOptionId: 'so_standard' },
    );
    expect(summary(state)).toEqual({ subtotal: 10_500, shipping: 6_000, paymentFee: 0, total: 16_500 });
  });

  it('at the delivery step with no option chosen yet: the fee is still to come', () => {
    const state = at(
      { open: 'delivery', options: [STANDARD], totals: AFTER_ADDRESS },
      { done: ['contact', 'address'] },
    );
    expect(summary(state)).toEqual({ subtotal: 10_500, shipping: null, paymentFee: 0, total: 10_500 });
  });

  it('at the payment step with cash on delivery chosen: the COD fee, in the total too', () => {
    const state = at(
      { open: 'payment', options: [STANDARD], totals: AFTER_DELIVERY },
      { done: ['contact', 'address', 'delivery'], shippingOptionId: 'so_standard', paymentMethod: 'cod' },
    );
    expect(summary(state)).toEqual({ subtotal: 10_500, shipping: 6_000, paymentFee: 4_000, total: 20_500 });
  });

  it('at review: the backend’s own figures', () => {
    const totals = { subtotal: 10_500, shipping: 6_000, paymentFee: 4_000, total: 20_500 };
    const state = at(
      { open: 'review', options: [], totals },
      { done: ['contact', 'address', 'delivery', 'payment'], shippingOptionId: 'so_standard', paymentMethod: 'cod' },
    );
    expect(summary(state)).toEqual(totals);
    expect(
      summary(at({ open: 'review', totals: AFTER_PAYMENT }, { done: ['contact', 'address', 'delivery', 'payment'] })),
    ).toEqual(AFTER_PAYMENT);
  });

  it('on stock Medusa, which charges no COD fee: none at the payment step, and the total Medusa computes at review', () => {
    const payment = at(
      { open: 'payment', options: [STANDARD], totals: AFTER_DELIVERY },
      { done: ['contact', 'address', 'delivery'], shippingOptionId: 'so_standard', paymentMethod: 'cod' },
    );
    expect(summary(payment, MEDUSA_FEES)).toEqual({ subtotal: 10_500, shipping: 6_000, paymentFee: 0, total: 16_500 });
    const review = at(
      { open: 'review', options: [STANDARD], totals: AFTER_DELIVERY },
      { done: ['contact', 'address', 'delivery', 'payment'], shippingOptionId: 'so_standard', paymentMethod: 'cod' },
    );
    expect(summary(review, MEDUSA_FEES)).toEqual(summary(payment, MEDUSA_FEES));
  });

  it('the brand backend charges the COD fee of the checkout policy, stock Medusa none', () => {
    expect(BRAND_FEES).toEqual({ cod: CHECKOUT_POLICY.codFee });
    expect(MEDUSA_FEES).toEqual({ cod: 0 });
  });

  it('the lines always add up to the total with a coupon, whether it was applied before or after the backend answered', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.subarray(['contact', 'address', 'delivery', 'payment'] as const),
        fc.boolean(),
        fc.constantFrom(BRAND_FEES, MEDUSA_FEES),
        (fee, percent, counted, done, cod, fees) => {
          const discount = Math.round((LINE.total * percent) / 100);
          const shipping = done.includes('delivery') ? fee : 0;
          const paymentFee = done.includes('payment') && cod ? fees.cod : 0;
          const backendDiscount = counted ? discount : 0;
          const totals: CheckoutTotals = {
            subtotal: LINE.total,
            ...(backendDiscount > 0 ? { discount: backendDiscount } : {}),
            shipping,
            paymentFee,
            total: LINE.total - backendDiscount + shipping + paymentFee,
          };
          const base = at(
            { options: [{ ...STANDARD, amount: fee }], totals },
            { done: [...done], shippingOptionId: 'so_standard', paymentMethod: cod ? 'cod' : null },
          );
          const line = { ...LINE, ...(discount > 0 ? { discount_total: discount, promo_codes: ['GHAR10'] } : {}) };
          const state = { ...base, cart: { ...base.cart, cartItems: [line] } };
          const money = summary(state, fees);
          expect(selectSummaryDiscount(state)).toBe(discount);
          expect(money.subtotal - discount + (money.shipping ?? 0) + money.paymentFee).toBe(money.total);
        },
      ),
    );
  });

  it('the lines always add up to the total, whatever the step and choices', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.subarray(['contact', 'address', 'delivery', 'payment'] as const),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(BRAND_FEES, MEDUSA_FEES),
        (subtotal, fee, done, chosen, cod, fees) => {
          const shipping = done.includes('delivery') ? fee : 0;
          const paymentFee = done.includes('payment') && cod ? fees.cod : 0;
          const totals = { subtotal, shipping, paymentFee, total: subtotal + shipping + paymentFee };
          const state = at(
            { options: [{ ...STANDARD, amount: fee }], totals },
            { done: [...done], shippingOptionId: chosen ? 'so_standard' : null, paymentMethod: cod ? 'cod' : null },
          );
          const money = summary(state, fees);
          expect(money.subtotal + (money.shipping ?? 0) + money.paymentFee).toBe(money.total);
        },
      ),
    );
  });
});
