/**
 * Checkout's domain types, shared by the commerce port and the checkout slice. Money is always
 * paise (integer minor units).
 */

/** A delivery address in India. */
export interface Address {
  readonly fullName: string;
  readonly line1: string;
  readonly line2: string;
  readonly city: string;
  /** One of the Indian states and union territories, by name. */
  readonly state: string;
  /** Six digits, not starting with 0. */
  readonly pinCode: string;
  /** Ten digits starting 6-9, without the country code. */
  readonly phone: string;
}

/** How the shopper is reached about the order. */
export interface CheckoutContact {
  /** Ten digits starting 6-9, without the country code. */
  readonly phone: string;
  /** Optional for cash on delivery. */
  readonly email: string | null;
}

/** What the backend knows of a pin code. */
export interface PinCodeInfo {
  readonly pinCode: string;
  /** False when the store does not deliver there. */
  readonly serviceable: boolean;
  readonly city: string | null;
  readonly state: string | null;
}

/** A delivery option the backend offers for the cart's address. */
export interface ShippingOption {
  readonly id: string;
  /** For example 'Standard'. */
  readonly name: string;
  /** The fee for this cart, in paise (0 when free). */
  readonly amount: number;
  /** For example '2-4 days', when the backend says. */
  readonly promise: string | null;
}

/** Payment methods the storefront knows how to complete. */
export type PaymentMethodId = 'cod';

/** The cart's money as the backend computed it, in paise. */
export interface CheckoutTotals {
  readonly subtotal: number;
  readonly shipping: number;
  /** The cash-on-delivery fee, 0 for other methods. */
  readonly paymentFee: number;
  readonly total: number;
}

/** A line of a placed order; money in paise. */
export interface PlacedOrderLine {
  readonly id: string;
  readonly title: string;
  readonly variantTitle: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly total: number;
  readonly thumbnail: string | null;
}

/** An order the shopper placed, as the confirmation shows it. */
export interface PlacedOrder {
  readonly id: string;
  /** The number shown to the shopper. */
  readonly displayId: string;
  readonly createdAt: string;
  readonly email: string | null;
  readonly address: Address | null;
  readonly paymentMethod: PaymentMethodId;
  readonly items: readonly PlacedOrderLine[];
  readonly totals: CheckoutTotals;
}
