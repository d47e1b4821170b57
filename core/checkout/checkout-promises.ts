import { groupIndian } from '../format/indian-digits';
import { CHECKOUT_POLICY, DELIVERY_ZONES, policyPaymentFees, type PaymentFees } from './checkout-policy';

/*
 * The checkout policy in words, for the pages that describe it (the FAQ, the shipping policy) and the assistant's
 * answers: every figure comes from core/checkout/checkout-policy.ts, so they promise what checkout does.
 */

/** Whole rupees, as the store's pages write them ('₹5,000'). */
export const rupeesText = (paise: number): string => `₹${groupIndian(Math.floor(paise / 100))}`;

/** One line per zone, nearest first: 'Delhi NCR: 1 to 2 working days'. */
export const DELIVERY_TIME_LINES: readonly string[] = Object.values(DELIVERY_ZONES).map(
  ({ area, days: [from, to] }) => `${area}: ${from} to ${to} working days`,
);

/** What delivery costs. */
export const DELIVERY_FEE_TEXT = `Delivery is free on orders of ${rupeesText(CHECKOUT_POLICY.freeDeliveryFrom)} and above. Below that, a flat fee of ${rupeesText(CHECKOUT_POLICY.deliveryFee)} applies and is shown before you pay.`;

/** How to pay, and what to do when an order is larger than that allows; any handling fee the backend charges. */
export const paymentMethodsText = (fees: PaymentFees): string =>
  `Cash on delivery: you pay in cash when your order arrives. It is the only way to pay on our website for now, on orders up to ${rupeesText(CHECKOUT_POLICY.codLimit)}${fees.cod > 0 ? `, with a handling fee of ${rupeesText(fees.cod)}` : ''}. For a larger order, split it into orders of up to ${rupeesText(CHECKOUT_POLICY.codLimit)}, or call or WhatsApp us and we will take it with you.`;

/** How to pay, on the brand backend (the assistant's answer). */
export const PAYMENT_METHODS_TEXT = paymentMethodsText(policyPaymentFees());

/** Whether cash on delivery is offered, and on what terms (its handling fee where the backend charges one). */
export const cashOnDeliveryText = (fees: PaymentFees): string =>
  `Yes, on every order up to ${rupeesText(CHECKOUT_POLICY.codLimit)}, wherever we deliver.${fees.cod > 0 ? ` A handling fee of ${rupeesText(fees.cod)} applies, shown before you place the order.` : ''}`;

/** The COD fee sentence of the shipping policy's charges, empty where the backend charges none. */
export const codFeeText = (fees: PaymentFees): string =>
  fees.cod > 0
    ? ` Cash on delivery, the way to pay on our website, carries a handling fee of ${rupeesText(fees.cod)}.`
    : '';
