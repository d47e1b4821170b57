import { validateAddress, type FieldErrors } from './checkout-validation';
import type { Address, CheckoutDraft, CheckoutField, CheckoutState, SavedAddress } from './checkout.model';

export const ADDRESSES_FAILED_MESSAGE = 'We could not load your saved addresses. Type the address below, or try again.';
export const ADDRESS_NOT_SAVED_MESSAGE = 'We could not save this address to your account. Your order is not affected.';
export const SAVED_ADDRESS_MISSING_MESSAGE = 'Choose one of your saved addresses, or use a new address.';
export const SAVED_ADDRESS_INCOMPLETE_MESSAGE = 'This saved address is missing some details. Choose Use a new address and type it in.';

export const emptyAddressBook: CheckoutState['addressBook'] = { status: 'idle', addresses: [], saveError: null };

/** The saved address the draft picks, when the book holds it. */
export function pickedAddress(draft: CheckoutDraft, addresses: readonly SavedAddress[]): SavedAddress | null {
  return draft.savedAddressId === null ? null : (addresses.find((saved) => saved.id === draft.savedAddressId) ?? null);
}

/** The pin code delivery goes to: the picked saved address's, else the typed one. */
export function activePinCode(state: Pick<CheckoutState, 'draft' | 'addressBook'>): string {
  const picked = pickedAddress(state.draft, state.addressBook.addresses);
  return (picked ? picked.address.pinCode : state.draft.fields.pinCode).trim();
}

/** Whether the shopper has typed any of the address (a prefilled name does not count). */
export const typedAddress = (fields: CheckoutDraft['fields']): boolean => [fields.line1, fields.line2, fields.city, fields.pinCode].some((value) => value.trim() !== '');

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
