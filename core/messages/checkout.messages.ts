import * as m from '#core-messages';
import { CHECKOUT_POLICY } from '../checkout/checkout-policy';
import { rupeesText } from '../checkout/checkout-promises';

/** Rupees in the build's locale, with the paise only when there are any ('5,000', '5,000.50'). */
const rupees = (paise: number): string =>
  new Intl.NumberFormat(m.core_intl_locale(), {
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

/** The checkout form's field errors. */
export const CHECKOUT_FIELD_MESSAGES = {
  phone: m.core_checkout_field_phone(),
  email: m.core_checkout_field_email(),
  fullName: m.core_checkout_field_full_name(),
  line1: m.core_checkout_field_line1(),
  city: m.core_checkout_field_city(),
  state: m.core_checkout_field_state(),
  pinCode: m.core_checkout_field_pin_code(),
} as const;

/** The checkout's texts for the shopper. */
export const CHECKOUT_MESSAGES = {
  unreachable: m.core_checkout_unreachable(),
  placeFailed: m.core_checkout_place_failed(),
  cartNotReady: m.core_checkout_cart_not_ready(),
  cartExpired: m.core_checkout_cart_expired(),
  deliveryUnavailable: m.core_checkout_delivery_unavailable(),
  /** Read when shown, so the store's startup does not load the locale's number data. */
  get codLimit(): string {
    return m.core_checkout_cod_limit({ amount: rupees(CHECKOUT_POLICY.codLimit) });
  },
  overCodLimitTitle: m.core_checkout_over_cod_limit_title(),
  overCodLimit: (orderTotal: number): string =>
    m.core_checkout_over_cod_limit({ limit: rupeesText(CHECKOUT_POLICY.codLimit), total: rupeesText(orderTotal) }),
  addressesFailed: m.core_checkout_addresses_failed(),
  addressNotSaved: m.core_checkout_address_not_saved(),
  savedAddressMissing: m.core_checkout_saved_address_missing(),
  savedAddressIncomplete: m.core_checkout_saved_address_incomplete(),
  unserviceable: (pinCode: string): string => m.core_checkout_unserviceable({ pinCode }),
  notDelivered: (pinCode: string): string => m.core_checkout_not_delivered({ pinCode }),
  unknownPinCode: (pinCode: string): string => m.core_checkout_unknown_pin_code({ pinCode }),
} as const;
