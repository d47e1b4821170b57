import { CHECKOUT_POLICY } from '../checkout/checkout-policy';
import { rupeesText } from '../checkout/checkout-promises';
import { groupIndian } from '../format/indian-digits';

/** Whole rupees with the paise only when there are any ('Rs 5,000', 'Rs 5,000.50'). */
const rupees = (paise: number) =>
  `Rs ${groupIndian(Math.floor(paise / 100))}${paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`}`;

/** The checkout form's field errors. */
export const CHECKOUT_FIELD_MESSAGES = {
  phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  email: 'Enter a valid email address, or leave it empty',
  fullName: 'Enter the name of the person receiving the order',
  line1: 'Enter the house number and street',
  city: 'Enter the city',
  state: 'Choose a state or union territory',
  pinCode: 'Enter a 6-digit pin code that does not start with 0',
} as const;

/** The checkout's texts for the shopper. */
export const CHECKOUT_MESSAGES = {
  unreachable: 'We could not reach the store. Check your connection and try again.',
  placeFailed: 'Your order was not placed: the store did not answer. Try again; you will not be charged twice.',
  cartNotReady: 'Your cart is not ready yet. Try again in a moment.',
  cartExpired: 'Your cart had expired, so we made a new one with the same items. Please confirm your address again.',
  deliveryUnavailable:
    'We no longer deliver to this address with the delivery you chose. Check the address, then choose delivery again.',
  codLimit: `Cash on delivery is available on orders up to ${rupees(CHECKOUT_POLICY.codLimit)}.`,
  overCodLimitTitle: 'This order is over the cash-on-delivery limit',
  overCodLimit: (orderTotal: number): string =>
    `Cash on delivery, the only way to pay on our website, is available on orders up to ${rupeesText(CHECKOUT_POLICY.codLimit)}; this order comes to ${rupeesText(orderTotal)}. Remove some items, or split it into orders of up to ${rupeesText(CHECKOUT_POLICY.codLimit)} each, or call or WhatsApp us and we will take the order with you.`,
  addressesFailed: 'We could not load your saved addresses. Type the address below, or try again.',
  addressNotSaved: 'We could not save this address to your account. Your order is not affected.',
  savedAddressMissing: 'Choose one of your saved addresses, or use a new address.',
  savedAddressIncomplete: 'This saved address is missing some details. Choose Use a new address and type it in.',
  unserviceable: (pinCode: string): string => `Sorry, we do not deliver to ${pinCode} yet. Try another address.`,
  notDelivered: (pinCode: string): string => `We do not deliver to ${pinCode} yet.`,
  unknownPinCode: (pinCode: string): string => `We could not find pin code ${pinCode}. Check it and try again.`,
} as const;
