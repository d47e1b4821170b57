import { validateAddress, type FieldErrors } from './checkout-validation';
import type { Address, CheckoutDraft, CheckoutField, CheckoutState, SavedAddress } from './checkout.model';
import { pickedAddress } from './saved-address';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';

export { activePinCode, emptyAddressBook, pickedAddress, typedAddress } from './saved-address';

/** A saved address as checkout fields, with the contact's phone. */
const asFields = (address: Address, fields: CheckoutDraft['fields']): Record<CheckoutField, string> => ({
  ...fields,
  fullName: address.fullName,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  state: address.state,
  pinCode: address.pinCode,
});

/**
 * The delivery address: the picked saved address (checked by the same rules as a typed one, a
 * failure is a message for the step) or the typed fields (a failure is their field errors).
 */
export function chosenAddress(
  state: Pick<CheckoutState, 'draft' | 'addressBook'>,
): { address: Address } | { errors: FieldErrors } | { message: string } {
  const { draft } = state;
  if (draft.savedAddressId === null) return validateAddress(draft.fields);
  const picked = pickedAddress(draft, state.addressBook.addresses);
  if (!picked) return { message: CHECKOUT_MESSAGES.savedAddressMissing };
  const checked = validateAddress(asFields(picked.address, draft.fields));
  return 'errors' in checked ? { message: CHECKOUT_MESSAGES.savedAddressIncomplete } : checked;
}

const key = (address: Address) =>
  [address.fullName, address.line1, address.line2, address.city, address.state, address.pinCode]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

/** The saved address that is this address (the phone aside), if any. */
export function savedAs(address: Address, addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((saved) => key(saved.address) === key(address)) ?? null;
}
