import { of } from 'rxjs';
import type { CheckoutCommerce, CommerceFactory, CommercePort, InsightsCommerce } from '../commerce.port';
import { createMedusaAccount } from './medusa-account';
import { createMedusaCart } from './medusa-cart';
import { createMedusaCatalog, DEFAULT_SORT_WINDOW } from './medusa-catalog';
import { createRegionSource } from './medusa-region';
import { checkoutNotWired } from './medusa-results';

export interface MedusaCommerceOptions {
  /** `VITE_MEDUSA_REGION_ID`; null: the cart's region (or the store's first region before there is a cart). */
  readonly regionId: string | null;
  /** How many products a listing fetches to order them here (Medusa cannot order by popularity or price). */
  readonly sortWindow?: number;
}

/**
 * Checkout on Medusa. The shared Medusa-shaped checkout module (`core/commerce/store-checkout.ts`)
 * is not on this branch yet; until it is spread in here, every checkout operation is a `failed`
 * result without a request.
 */
const medusaCheckout = (): CheckoutCommerce => ({
  pinCode: () => checkoutNotWired(),
  setCheckoutDetails: () => checkoutNotWired(),
  shippingOptions: () => checkoutNotWired(),
  selectShippingOption: () => checkoutNotWired(),
  selectPayment: () => checkoutNotWired(),
  complete: () => checkoutNotWired(),
  order: () => checkoutNotWired(),
});

/** User metadata and session events are the brand's own services, not Medusa routes: nothing is sent. */
const noInsights: InsightsCommerce = {
  userMetadata: () => of(null),
  sessionEvent: () => of(null),
};

/**
 * The CommercePort on stock Medusa v2's store API: `x-publishable-api-key` on every `/store`
 * call (added by the API client), `region_id` and `fields` on product calls, categories by
 * handle through the category tree, money converted from major units to paise by the currency's
 * exponent, the stock `/store/carts` routes, and customer auth by email and password.
 */
export function createMedusaCommerce(options: MedusaCommerceOptions): CommerceFactory {
  return (context): CommercePort => {
    const regions = createRegionSource(context.api, options.regionId);
    return {
      backend: 'medusa',
      ...createMedusaCatalog(context, regions, options.sortWindow ?? DEFAULT_SORT_WINDOW),
      ...createMedusaCart(context, regions),
      ...createMedusaAccount(context),
      ...medusaCheckout(),
      ...noInsights,
    };
  };
}
