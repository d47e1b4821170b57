import type { CartItem, CouponState } from '../cart/cart.model';
import type { DeliveryZone } from './checkout-policy';

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

/** An address kept on the logged-in customer's account, to pick at checkout. */
export interface SavedAddress {
  readonly id: string;
  readonly address: Address;
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
  /** How far the pin code is from the mill, when the backend says: the delivery promise's days (DELIVERY_ZONES). */
  readonly zone?: DeliveryZone;
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
  /** The items before any coupon. */
  readonly subtotal: number;
  /** What the coupons take off the items; absent when none does. */
  readonly discount?: number;
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
  /** The pack to buy again; absent on orders from before lines carried it. */
  readonly variantId?: string;
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

/** The steps of the checkout page, in order. */
export type CheckoutStep = 'contact' | 'address' | 'delivery' | 'payment' | 'review';
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['contact', 'address', 'delivery', 'payment', 'review'];

/** The fields the shopper types. */
export type CheckoutField = 'phone' | 'email' | 'fullName' | 'line1' | 'line2' | 'city' | 'state' | 'pinCode';

/** Everything the shopper typed and chose, as typed; kept in the persisted cart until the order is placed. */
export interface CheckoutDraft {
  readonly fields: Readonly<Record<CheckoutField, string>>;
  /** The saved address picked for delivery; null: the address typed in the fields. */
  readonly savedAddressId: string | null;
  /** 'Save this address': the typed address goes to the customer's account once the cart takes it. */
  readonly saveAddress: boolean;
  readonly shippingOptionId: string | null;
  readonly paymentMethod: PaymentMethodId | null;
  /** The steps confirmed so far. */
  readonly done: readonly CheckoutStep[];
  /** A completion sent and not yet answered: a reload sends it again with the same key. */
  readonly placing: { readonly cartId: string; readonly key: string } | null;
}

/** A line that changed when the order was placed: its price moved, or it ran out and left the cart. */
export interface CartLineChange {
  readonly title: string;
  readonly before: number;
  /** Null when the line is gone (out of stock). */
  readonly after: number | null;
}

export type PinCodeStatus = 'checking' | 'serviceable' | 'unserviceable' | 'unknown' | 'failed';

/** An order the confirmation page shows. */
export interface OrderView {
  readonly status: 'loading' | 'loaded' | 'notFound' | 'failed';
  readonly order: PlacedOrder | null;
}

/** The logged-in customer's saved addresses (a guest's stays idle). Not persisted: loaded when checkout opens. */
export interface AddressBook {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly addresses: readonly SavedAddress[];
  /** Why the last 'Save this address' did not save; the order goes on without it. */
  readonly saveError: string | null;
}

export interface CheckoutState {
  readonly draft: CheckoutDraft;
  readonly addressBook: AddressBook;
  /** The step being edited. */
  readonly open: CheckoutStep;
  readonly fieldErrors: Readonly<Partial<Record<CheckoutField, string>>>;
  /** A failure shown at its step; `retry` when sending again may help. */
  readonly stepError: { readonly step: CheckoutStep; readonly message: string; readonly retry: boolean } | null;
  /** The last pin code looked up, what the lookup said, and its delivery zone when the backend named one. */
  readonly pin: { readonly pinCode: string; readonly status: PinCodeStatus; readonly zone?: DeliveryZone } | null;
  /**
   * The pin code the shopper last asked the delivery promise for (the product page's or the cart's field), as typed
   * (digits only, maybe too short); null when they have not asked in this visit.
   */
  readonly deliveryAsk: string | null;
  /** The city and state the last pin code lookup filled in ('' where it filled none): a later lookup replaces them. */
  readonly pinFilled: { readonly city: string; readonly state: string };
  readonly options: readonly ShippingOption[];
  /** The backend's totals after the last step it answered. */
  readonly totals: CheckoutTotals | null;
  /** The step waiting for the server. */
  readonly busy: CheckoutStep | null;
  /** How many times a step's Continue was refused: each refusal takes the shopper to the step's first error. */
  readonly rejections: number;
  readonly placing: boolean;
  /** What changed when completion was refused, with the backend's cart to accept. */
  readonly changes: {
    readonly message: string;
    readonly lines: readonly CartLineChange[];
    readonly items: readonly CartItem[];
    readonly totals: CheckoutTotals;
  } | null;
  /** Orders by id, for the confirmation page. */
  readonly orders: Readonly<Record<string, OrderView>>;
  /** The order placed in this visit. */
  readonly placedOrderId: string | null;
  /** The coupon field of the cart and checkout pages (docs/product-spec.md §12.5); absent until first used. */
  readonly coupon?: CouponState;
}
