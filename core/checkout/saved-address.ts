import type { CheckoutDraft, CheckoutState, SavedAddress } from './checkout.model';

/*
 * Which saved address delivery goes to, as the reducer needs it: kept apart from the address
 * validation the epics and the page use, so the entry bundle does not carry it.
 */

/** A guest's address book, and anyone's before checkout opens. */
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
export const typedAddress = (fields: CheckoutDraft['fields']): boolean =>
  [fields.line1, fields.line2, fields.city, fields.pinCode].some((value) => value.trim() !== '');
