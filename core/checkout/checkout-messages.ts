import { CHECKOUT_POLICY } from './checkout-policy';

const rupees = (paise: number) => `Rs ${(paise / 100).toLocaleString('en-IN')}`;

export const unserviceableMessage = (pinCode: string) => `Sorry, we do not deliver to ${pinCode} yet. Try another address.`;
export const unknownPinCodeMessage = (pinCode: string) => `We could not find pin code ${pinCode}. Check it and try again.`;
export const COD_LIMIT_MESSAGE = `Cash on delivery is available on orders up to ${rupees(CHECKOUT_POLICY.codLimit)}.`;
export const CART_EXPIRED_MESSAGE = 'Your cart had expired, so we made a new one with the same items. Please confirm your address again.';
