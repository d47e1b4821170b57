/**
 * The store's checkout promises, in paise, as the shipping policy and the FAQ state them
 * (ui/content/policies.ts, ui/content/faq.ts). The local backend computes its totals from these;
 * the UI reads them only to describe the rules. What an order costs is always the backend's total.
 */
export const CHECKOUT_POLICY = {
  /** Delivery is free on orders of Rs 999 and above (the items' subtotal). */
  freeDeliveryFrom: 99_900,
  /** The flat delivery fee below the threshold: Rs 60. */
  deliveryFee: 6_000,
  /** The cash-on-delivery handling fee: Rs 40. */
  codFee: 4_000,
  /** Cash on delivery is offered on orders up to Rs 5,000 (the total before the COD fee). */
  codLimit: 500_000,
} as const;

export type CheckoutPolicy = typeof CHECKOUT_POLICY;

/** The delivery fee for an items' subtotal. */
export function deliveryFeeFor(subtotal: number, policy: CheckoutPolicy = CHECKOUT_POLICY): number {
  return subtotal >= policy.freeDeliveryFrom ? 0 : policy.deliveryFee;
}

/** Whether cash on delivery may be chosen for a total before the COD fee. */
export function codAllowed(totalBeforeFee: number, policy: CheckoutPolicy = CHECKOUT_POLICY): boolean {
  return totalBeforeFee <= policy.codLimit;
}
