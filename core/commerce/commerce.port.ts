import type { Observable } from 'rxjs';
import type { LoginMethod, Order, Profile, ProfileChanges } from '../account/account.model';
import type { CartItem } from '../cart/cart.model';
import type { Category, Product, ProductOrder } from '../catalog/catalog.model';
import type {
  Address,
  CheckoutContact,
  CheckoutTotals,
  PaymentMethodId,
  PinCodeInfo,
  PlacedOrder,
  SavedAddress,
  ShippingOption,
} from '../checkout/checkout.model';
import { CHECKOUT_POLICY, NO_PAYMENT_FEES, policyPaymentFees, type PaymentFees } from '../checkout/checkout-policy';
import type { Endpoints } from '../config';
import type { ApiClient } from '../http/api-client';
import type { SearchSuggestion } from '../search/search.model';
import type { SearchOrder } from '../results/search-results.model';
import type { ProductSummary } from '../suggestion/suggestion.model';

/**
 * Why a commerce call failed, in domain terms. The adapter classifies; epics pick the words.
 * - `notFound`: the thing asked for does not exist (an unknown handle, a cart the server forgot).
 * - `unavailable`: SPEC §8: an add refused because the variant does not exist or the data is invalid.
 * - `invalid`: the server refused the input (validation); `message` says why.
 * - `conflict`: the server's state moved on (a price or stock change at completion, 409).
 * - `completed`: the cart was completed into an order (its answer has `completed_at`, or a change to it was refused as
 *   'already completed'): it is never the shopper's cart again.
 * - `unreadable`: a 2xx answer that did not decode.
 * - `failed`: any other status, or no answer at all (status 0).
 */
export type CommerceFailureKind =
  'notFound' | 'unavailable' | 'invalid' | 'conflict' | 'completed' | 'unreadable' | 'failed';

export interface CommerceFailure {
  readonly ok: false;
  readonly kind: CommerceFailureKind;
  /** The HTTP status (0: no answer). */
  readonly status: number;
  /** The server's own words: only a decoded `message` of a JSON error body, never raw text. */
  readonly message: string | null;
}

export interface CommerceSuccess<T> {
  readonly ok: true;
  readonly value: T;
}

/** Every commerce call emits exactly one result and completes; it never errors. */
export type CommerceResult<T> = CommerceSuccess<T> | CommerceFailure;

/** One page of a category listing. */
export interface ProductPage {
  readonly products: readonly Product[];
  /** How many the category has in all. */
  readonly count: number;
}

/** A home rail: the best sellers, the newest products, or one category's best sellers. */
export type RailQuery =
  | { readonly kind: 'bestsellers'; readonly limit: number }
  | { readonly kind: 'new'; readonly limit: number }
  | { readonly kind: 'category'; readonly handle: string; readonly limit: number };

/** A shopper's session after a successful login. */
export interface LoginSession {
  readonly accessToken: string;
  readonly refreshToken: string | null;
  readonly profile: Profile;
}

export interface OrdersPage {
  /** Newest first. */
  readonly items: readonly Order[];
  readonly count: number;
}

/** A cart as checkout sees it: its lines and the backend's totals. */
export interface CheckoutCart {
  readonly id: string;
  readonly items: readonly CartItem[];
  readonly totals: CheckoutTotals;
}

/** What completing a cart gave: an order, or the cart back with the reason it was not placed. */
export type Completion =
  | { readonly type: 'order'; readonly order: PlacedOrder }
  | {
      readonly type: 'cart';
      readonly cart: CheckoutCart | null;
      readonly message: string;
      /** 'delivery' when the shipping method no longer reaches the cart's address (it moved after it was chosen). */
      readonly reason?: 'delivery';
    };

/**
 * The catalogue: category tiles, listings, rails, product pages, and search suggestions. The calls that show prices
 * take `regionId`, the region they are priced in (the `region` slice, core/region/), null on a backend that needs none.
 */
export interface CatalogCommerce {
  /** The root category's children (the tiles), in rank order. */
  categories(): Observable<CommerceResult<readonly Category[]>>;
  /** A category by handle; `notFound` when there is none. */
  category(handle: string): Observable<CommerceResult<Category>>;
  /** One page of a category's products in the given order. */
  listing(
    category: Category,
    order: ProductOrder,
    limit: number,
    offset: number,
    regionId: string | null,
  ): Observable<CommerceResult<ProductPage>>;
  rail(query: RailQuery, regionId: string | null): Observable<CommerceResult<readonly Product[]>>;
  /** A product by handle; `notFound` when there is none. */
  product(handle: string, regionId: string | null): Observable<CommerceResult<Product>>;
  /** The card data of a product the assistant names (image URLs absolute). */
  productSummary(handle: string, regionId: string | null): Observable<CommerceResult<ProductSummary>>;
  /** Suggestions for a trimmed, non-empty query (SPEC §7: start 0, 20 rows). */
  searchSuggestions(query: string): Observable<CommerceResult<readonly SearchSuggestion[]>>;
  /**
   * The first `limit` products matching a trimmed, non-empty query, best match first
   * (`relevance`) or in a listing order; `count` is how many match in all.
   */
  searchProducts(
    query: string,
    order: SearchOrder,
    limit: number,
    regionId: string | null,
  ): Observable<CommerceResult<ProductPage>>;
}

/** A cart the backend made, and the region it made it in (null on a backend that needs none). */
export interface CreatedCart {
  readonly cartId: string;
  readonly regionId: string | null;
}

/** A cart's lines as the backend has them, and its region (null on a backend that needs none). */
export interface CartLines {
  readonly items: readonly CartItem[];
  readonly regionId: string | null;
}

/**
 * The cart: creation, lines and their changes. Every success carries the cart's lines after the change. A cart is made
 * in `regionId` (the `region` slice); null: the backend's default region, or none where the backend needs none.
 */
export interface CartCommerce {
  /** A new cart on first load or after logout (SPEC §4 Cart creation). */
  createCart(regionId: string | null): Observable<CommerceResult<CreatedCart>>;
  /** SPEC §8: the cart made when an add fails for want of one. */
  createCustomerCart(customerId: string | null, regionId: string | null): Observable<CommerceResult<CreatedCart>>;
  /** `notFound` when the server no longer knows the cart; `completed` when it was completed into an order. */
  cartLines(cartId: string): Observable<CommerceResult<CartLines>>;
  addLine(cartId: string, variantId: string, quantity: number): Observable<CommerceResult<readonly CartItem[]>>;
  setLineQuantity(cartId: string, lineId: string, quantity: number): Observable<CommerceResult<readonly CartItem[]>>;
  removeLine(cartId: string, lineId: string): Observable<CommerceResult<readonly CartItem[]>>;
  /**
   * Applies a coupon code (Medusa's `POST /store/carts/{id}/promotions`, `{ promo_codes: [code] }`): the cart's lines
   * after it, each with its discount and the codes that gave it. A code the store refuses (unknown, expired) is
   * `invalid` with the server's words; a code it takes that gives nothing leaves no line naming it.
   */
  applyPromotion(cartId: string, code: string): Observable<CommerceResult<readonly CartItem[]>>;
  /** Removes a coupon code (`DELETE /store/carts/{id}/promotions`, `{ promo_codes: [code] }`): the lines after it. */
  removePromotion(cartId: string, code: string): Observable<CommerceResult<readonly CartItem[]>>;
}

/** Logging in, the profile and the order history. */
export interface AccountCommerce {
  /** How this backend logs a customer in: phone and OTP (brand) or email and password (Medusa). */
  readonly loginMethod: LoginMethod;
  sendOtp(phone: string): Observable<CommerceResult<{ readonly expiresIn: number | null }>>;
  verifyOtp(phone: string, otp: string): Observable<CommerceResult<LoginSession>>;
  passwordLogin(email: string, password: string): Observable<CommerceResult<LoginSession>>;
  register(details: {
    readonly email: string;
    readonly password: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string | null;
  }): Observable<CommerceResult<LoginSession>>;
  profile(): Observable<CommerceResult<Profile>>;
  saveProfile(changes: ProfileChanges): Observable<CommerceResult<Profile>>;
  orders(): Observable<CommerceResult<OrdersPage>>;
  /**
   * Revokes the session's tokens on a backend that can (the brand API's POST /api/v1/auth/logout, sent with
   * `accessToken`); the HTTP status, or null when not sent. Logout never waits for it nor fails by it.
   */
  logout(accessToken: string): Observable<number | null>;
}

/** Checkout on the cart: contact, address, delivery, payment and completion. */
export interface CheckoutCommerce {
  /** Serviceability and the city and state of a pin code; `notFound` for a pin code the backend does not know. */
  pinCode(pinCode: string): Observable<CommerceResult<PinCodeInfo>>;
  /** Saves the contact and the shipping (and billing) address on the cart. */
  setCheckoutDetails(
    cartId: string,
    contact: CheckoutContact,
    address: Address,
  ): Observable<CommerceResult<CheckoutCart>>;
  shippingOptions(cartId: string): Observable<CommerceResult<readonly ShippingOption[]>>;
  /** The cart's lines and totals as the backend has them now (checkout reopened after a reload). */
  checkoutCart(cartId: string): Observable<CommerceResult<CheckoutCart>>;
  selectShippingOption(cartId: string, optionId: string): Observable<CommerceResult<CheckoutCart>>;
  /** Prepares the payment (a payment collection and session for the method). */
  selectPayment(cartId: string, method: PaymentMethodId): Observable<CommerceResult<CheckoutCart>>;
  /** Completes the cart into an order; idempotent per cart. */
  complete(cartId: string, idempotencyKey: string): Observable<CommerceResult<Completion>>;
  /** A placed order, for the confirmation page. */
  order(orderId: string): Observable<CommerceResult<PlacedOrder>>;
  /**
   * The logged-in customer's saved addresses, in the backend's order; entries without an id, a line or a pin code are
   * left out.
   */
  listAddresses(): Observable<CommerceResult<readonly SavedAddress[]>>;
  /** Saves an address on the logged-in customer's account; answers every saved address after the save. */
  saveAddress(address: Address): Observable<CommerceResult<readonly SavedAddress[]>>;
}

/** Fire-and-forget reports to the brand's own services (SPEC §4 Startup, Product view); errors ignored. */
export interface InsightsCommerce {
  /** POST /api/v1/users/metadata on a backend that has it; the HTTP status, or null when not sent. */
  userMetadata(userId: string, lastDomain: string): Observable<number | null>;
  /** The 'product-view' session event on a backend that has it; the HTTP status, or null when not sent. */
  sessionEvent(payload: {
    /** The user id, else the guest id; null before either is known. */
    readonly customer_id: string | null;
    /** Null before the visit id is made. */
    readonly session_id: string | null;
    readonly event_type: 'product-view';
    readonly event_data: {
      readonly product_id: string;
      readonly variant_id: string | null;
      readonly event_timestamp: string;
    };
  }): Observable<number | null>;
}

/**
 * How a backend that prices by region (stock Medusa) finds the region; the adapter keeps none: the region is a fact in
 * the `region` slice (core/region/), and the calls that need it are given it.
 */
export interface RegionCommerce {
  /** `VITE_MEDUSA_REGION_ID`, which always wins; null: the region of the shopper's cart, else the store's first. */
  readonly configured: string | null;
  /** The store's first region (`GET /store/regions`). */
  firstRegion(): Observable<CommerceResult<string>>;
}

/**
 * The store API as domain operations. Two implementations, each with its decoders at the edge:
 * the brand API of SPEC §7 and stock Medusa v2. No epic builds a store URL or reads a store
 * response shape; money in and out of this port is paise.
 */
export interface CommercePort
  extends CatalogCommerce, CartCommerce, AccountCommerce, CheckoutCommerce, InsightsCommerce {
  /** Which backend this is, for logs and the differences table of docs/backends.md. */
  readonly backend: 'brand' | 'medusa';
  /** Where prices and carts get their region; null on a backend that needs none (the brand API). */
  readonly regions: RegionCommerce | null;
  /**
   * The fee this backend adds to an order for each way to pay, so checkout names no fee its totals leave out: the
   * brand backend charges the checkout policy's COD fee; stock Medusa charges none.
   */
  readonly paymentFees: PaymentFees;
  /**
   * The items' subtotal from which delivery is free, in paise: the checkout policy's on the brand backend; on stock
   * Medusa the configured threshold its shipping option's price rule is seeded from (the store API does not show it).
   */
  readonly freeDeliveryFrom: number;
  /**
   * When a shopper's first cart is made: on the first load (the brand backend, SPEC §4 Cart creation), or at the first
   * add (stock Medusa, as Medusa's own storefronts do, so visits that add nothing leave no carts in its database).
   */
  readonly cartCreation: 'firstLoad' | 'firstAdd';
}

/** What each backend's adapter says of itself, known before its code has loaded (core/lazy-runtime.ts). */
export const COMMERCE_TRAITS = {
  brand: {
    backend: 'brand',
    loginMethod: 'otp',
    paymentFees: policyPaymentFees(),
    freeDeliveryFrom: CHECKOUT_POLICY.freeDeliveryFrom,
    cartCreation: 'firstLoad',
  },
  medusa: {
    backend: 'medusa',
    loginMethod: 'password',
    paymentFees: NO_PAYMENT_FEES,
    freeDeliveryFrom: CHECKOUT_POLICY.freeDeliveryFrom,
    cartCreation: 'firstAdd',
  },
} as const satisfies Record<CommercePort['backend'], CommerceTraits>;

/** What an adapter says of itself rather than answers per call. */
export type CommerceTraits = Pick<
  CommercePort,
  'backend' | 'loginMethod' | 'paymentFees' | 'freeDeliveryFrom' | 'cartCreation'
>;

/** What an adapter is built from: the HTTP clients that own the spec's request rules, and the endpoints. */
export interface CommerceContext {
  /** Adds the bearer token where the rules ask for it; reports forced logouts. */
  readonly api: ApiClient;
  /** Never adds the bearer token. */
  readonly raw: ApiClient;
  readonly endpoints: Endpoints;
}

/** Builds a commerce adapter; chosen at the composition root. */
export type CommerceFactory = (context: CommerceContext) => CommercePort;
