import { of } from 'rxjs';
import { COMMERCE_TRAITS, type CommerceFactory, type CommercePort, type InsightsCommerce } from '../commerce.port';
import { createMedusaAccount } from './medusa-account';
import { createMedusaCart } from './medusa-cart';
import { createMedusaCatalog, DEFAULT_SORT_WINDOW } from './medusa-catalog';
import { createMedusaRegions } from './medusa-region';
import { currencyExponent, toMinorUnits } from './currency-exponent';
import { createStoreCheckout } from '../store-checkout';
import type { PinCodeLookup } from '../store-checkout';

export interface MedusaCommerceOptions {
  /** `VITE_MEDUSA_REGION_ID`; null: the cart's region (or the store's first region before there is a cart). */
  readonly regionId: string | null;
  /** How many products a listing fetches to order them here (Medusa cannot order by popularity or price). */
  readonly sortWindow?: number;
}

/** The store's currency: Medusa keeps rupees, checkout speaks paise. */
const STORE_CURRENCY = 'inr';
const IN_RUPEES = {
  toMinor: (amount: number) => toMinorUnits(amount, STORE_CURRENCY),
  fromMinor: (paise: number) => paise / 10 ** currencyExponent(STORE_CURRENCY),
};

/**
 * Medusa has no pin-code service: any well-formed pin code is taken as serviceable with city and
 * state unknown, and an address Medusa cannot deliver to shows as no delivery options.
 */
export const medusaPinCodeLookup: PinCodeLookup = (_context, pinCode) =>
  of({ ok: true, value: { pinCode, serviceable: true, city: null, state: null } });

/** User metadata and session events are the brand's own services, not Medusa routes: nothing is sent. */
const noInsights: InsightsCommerce = {
  userMetadata: () => of(null),
  sessionEvent: () => of(null),
};

/**
 * The CommercePort on stock Medusa v2's store API: `x-publishable-api-key` on every `/store`
 * call (added by the API client), `region_id` (the one each call is given) and `fields` on product calls, categories by
 * handle through the category tree, money converted from major units to paise by the currency's
 * exponent, the stock `/store/carts` routes, and customer auth by email and password.
 */
export function createMedusaCommerce(options: MedusaCommerceOptions): CommerceFactory {
  return (context): CommercePort => {
    return {
      backend: COMMERCE_TRAITS.medusa.backend,
      regions: createMedusaRegions(context.api, options.regionId),
      paymentFees: COMMERCE_TRAITS.medusa.paymentFees,
      freeDeliveryFrom: COMMERCE_TRAITS.medusa.freeDeliveryFrom,
      cartCreation: COMMERCE_TRAITS.medusa.cartCreation,
      ...createMedusaCatalog(context, options.sortWindow ?? DEFAULT_SORT_WINDOW),
      ...createMedusaCart(context),
      ...createMedusaAccount(context),
      ...createStoreCheckout(context, IN_RUPEES, medusaPinCodeLookup),
      ...noInsights,
    };
  };
}
