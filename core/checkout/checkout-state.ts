import { emptyDraft } from './checkout-draft';
import type { CheckoutState } from './checkout.model';
import { emptyAddressBook } from './saved-address';

/** The checkout slice before anything happened: an empty draft, the contact step open. */
export const initialCheckoutState: CheckoutState = {
  draft: emptyDraft,
  addressBook: emptyAddressBook,
  open: 'contact',
  fieldErrors: {},
  stepError: null,
  pin: null,
  deliveryAsk: null,
  pinFilled: { city: '', state: '' },
  options: [],
  totals: null,
  busy: null,
  rejections: 0,
  placing: false,
  changes: null,
  orders: {},
  placedOrderId: null,
};
