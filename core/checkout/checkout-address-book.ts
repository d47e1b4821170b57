import { validateAddress, type FieldErrors } from './checkout-validation';
import type { Address, CheckoutDraft, CheckoutField, CheckoutState, SavedAddress } from './checkout.model';
import { pickedAddress } from './saved-address';

export { activePinCode, emptyAddressBook, pickedAddress, typedAddress } from './saved-address';

export const ADDRESSES_FAILED_MESSAGE = 'We could not load your saved addresses. Type the address below, or try again.';
export const ADDRESS_NOT_SAVED_MESSAGE = 'We could not save this address to your account. Your order is not affected.';
export const SAVED_ADDRESS_MISSING_MESSAGE = 'Choose one of your saved addresses, or use a new address.';
export const SAVED_ADDRESS_INCOMPLETE_MESSAGE = 'This saved address is missing some details. Choose Use a new address and type it in.';

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
export function chosenAddress(state: Pick<CheckoutState, 'draft' | 'addressBook'>): { address: Address } | { errors: FieldErrors } | { message: string } {
  const { draft } = state;
  if (draft.savedAddressId === null) return validateAddress(draft.fields);
  const picked = pickedAddress(draft, state.addressBook.addresses);
  if (!picked) return { message: SAVED_ADDRESS_MISSING_MESSAGE };
  const checked = validateAddress(asFields(picked.address, draft.fields));
  return 'errors' in checked ? { message: SAVED_ADDRESS_INCOMPLETE_MESSAGE } : checked;
}

const key = (address: Address) =>
  [address.fullName, address.line1, address.line2, address.city, address.state, address.pinCode].map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');

/** The saved address that is this address (the phone aside), if any. */
export function savedAs(address: Address, addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((saved) => key(saved.address) === key(address)) ?? null;
}
