import type { PaymentMethodId } from './checkout.model';

/**
 * The store's checkout promises, in paise: the one source the checkout, the cart, the FAQ and policy pages
 * (ui/content/faq.ts, ui/content/policies.ts) and the local backend (its totals and its assistant's answers) read.
 * The UI reads them only to describe the rules. What an order costs is always the backend's total.
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

/** The fee each way to pay adds to an order, in paise: what a commerce backend really charges (COMMERCE_TRAITS). */
export type PaymentFees = Readonly<Record<PaymentMethodId, number>>;

/** The ways to pay checkout offers, in the order it lists them: cash on delivery only. */
export const PAYMENT_METHODS: readonly PaymentMethodId[] = ['cod'];

/** How far a pin code is from the mill, for the delivery promise. */
export type DeliveryZone = 'ncr' | 'metro' | 'rest' | 'remote';

/** A zone's delivery promise: where it is, and the working days from dispatch to the door. */
export interface ZonePromise {
  readonly area: string;
  readonly days: readonly [from: number, to: number];
}

/** The delivery promise per zone, nearest first: what checkout's delivery option says for a pin code in the zone. */
export const DELIVERY_ZONES: Readonly<Record<DeliveryZone, ZonePromise>> = {
  ncr: { area: 'Delhi NCR', days: [1, 2] },
  metro: { area: 'Metro cities', days: [2, 4] },
  rest: { area: 'Rest of India', days: [4, 7] },
  remote: { area: 'North-East, Jammu & Kashmir, Ladakh, Andaman & Nicobar and Lakshadweep', days: [7, 10] },
};

const daysText = ([from, to]: ZonePromise['days']): string => `${from}-${to} days`;

/** The promise checkout's delivery option shows for a zone ('1-2 days'). */
export function deliveryPromise(zone: DeliveryZone): string {
  return daysText(DELIVERY_ZONES[zone].days);
}

/**
 * The days of a delivery option that cannot tell zones apart (one option for every pin code, as on stock Medusa): the
 * nearest zone's first day to the farthest zone's last, so it promises no pin code less than its zone takes.
 */
export const ANYWHERE_DAYS: ZonePromise['days'] = [
  Math.min(...Object.values(DELIVERY_ZONES).map(({ days }) => days[0])),
  Math.max(...Object.values(DELIVERY_ZONES).map(({ days }) => days[1])),
];

/** The promise of a delivery option that cannot tell zones apart ('1-10 days'). */
export const anywherePromise = (): string => daysText(ANYWHERE_DAYS);

/** The delivery fee for an items' subtotal. */
export function deliveryFeeFor(subtotal: number, policy: CheckoutPolicy = CHECKOUT_POLICY): number {
  return subtotal >= policy.freeDeliveryFrom ? 0 : policy.deliveryFee;
}

/**
 * How much more an items' subtotal needs for free delivery, in paise: 0 once it is free (from exactly the threshold).
 * `freeFrom` is the backend's threshold (its commerce traits), the checkout policy's by default.
 */
export function freeDeliveryShortfall(subtotal: number, freeFrom: number = CHECKOUT_POLICY.freeDeliveryFrom): number {
  return Math.max(0, freeFrom - subtotal);
}

/** Whether cash on delivery may be chosen for a total before the COD fee. */
export function codAllowed(totalBeforeFee: number, policy: CheckoutPolicy = CHECKOUT_POLICY): boolean {
  return totalBeforeFee <= policy.codLimit;
}

/** The payment fees of a backend that charges the checkout policy's fees: the COD fee on cash on delivery. */
export const policyPaymentFees = (policy: CheckoutPolicy = CHECKOUT_POLICY): PaymentFees => ({ cod: policy.codFee });

/** The payment fees of a backend that charges none: its totals have no fee line. */
export const NO_PAYMENT_FEES: PaymentFees = { cod: 0 };

/**
 * Whether an order of these items can be paid the way checkout offers (cash on delivery only): its subtotal and
 * delivery fee within the COD limit.
 */
export function orderPayable(subtotal: number, policy: CheckoutPolicy = CHECKOUT_POLICY): boolean {
  return codAllowed(subtotal + deliveryFeeFor(subtotal, policy), policy);
}
