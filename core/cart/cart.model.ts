/** A line in the cart. Money is in minor units (paise). */
export interface CartItem {
  readonly id: string;
  readonly title: string;
  readonly thumbnail: string | null;
  readonly quantity: number;
  readonly price: number;
  /** The MRP of one unit when the line is on sale below it (core/catalog/saving.ts). */
  readonly originalPrice?: number | null;
  readonly total: number;
  readonly variant_id: string;
  /** The weight or pack size, when the server names it. */
  readonly variant_title?: string | null;
  /** For links to the product page. */
  readonly product_handle?: string | null;
  /** What the cart's coupons take off this line, in paise; `total` is before it. */
  readonly discount_total?: number;
  /** The coupon codes that take something off this line (Medusa's line adjustments). */
  readonly promo_codes?: readonly string[];
}

/** Line id to a quantity the shopper wants and the server does not have yet (0: remove). */
export type WantedQuantities = Readonly<Record<string, number>>;

/**
 * What the cart queue knows between operations, kept in the store so the event log explains every
 * request it sends (never persisted).
 */
export interface CartSync {
  /** The lines of the server's last answer for the current cart, or null before any. */
  readonly server: readonly CartItem[] | null;
  /** The quantities not yet sent, or sent and not yet answered. */
  readonly wanted: WantedQuantities;
  /** A fresh cart (after a logout, a placed order or an expired cart) is being made. */
  readonly renewing: boolean;
  /** The backend's lines from a refused completion, shown in the cart once the shopper accepts them. */
  readonly refused: readonly CartItem[] | null;
}

/** The coupon field's request on its way and the last refusal (in the checkout slice; never persisted). */
export interface CouponState {
  /** The code being applied or removed, or null when none is on its way. */
  readonly pending: { readonly code: string; readonly action: CouponAction } | null;
  /** Why the last apply or removal did not go through, for the shopper. */
  readonly error: string | null;
}

export type CouponAction = 'apply' | 'remove';

export interface CartState {
  readonly id: string | null;
  readonly cartItems: readonly CartItem[];
  readonly totalCartItems: number;
  /** Adds, line changes or a refresh are still on their way to the server (never persisted); checkout waits. */
  readonly reconciling?: boolean;
  readonly sync: CartSync;
}

/**
 * Whether a server's line quantity can be held: a whole number of at least one (a line of 0, -3 or 1.5 units is not a
 * line).
 */
export const isLineQuantity = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1;

/**
 * A server's cart lines with each id once: of two lines with one id the first is kept, as no line change could tell
 * them apart.
 */
export const firstOfEachLine = (items: readonly CartItem[]): CartItem[] =>
  items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);

/** The most units of one line the store accepts. */
export const MAX_LINE_QUANTITY = 999;

/** A coupon code as the store holds it: what the shopper typed, trimmed and in capitals ('ghar10 ' is GHAR10). */
export const couponCodeOf = (typed: string): string => typed.trim().toUpperCase();

/** The most characters of a coupon code the field takes and the store sends. */
export const MAX_COUPON_CODE_LENGTH = 40;

export const initialCartSync: CartSync = { server: null, wanted: {}, renewing: false, refused: null };

export const initialCartState: CartState = { id: null, cartItems: [], totalCartItems: 0, sync: initialCartSync };
