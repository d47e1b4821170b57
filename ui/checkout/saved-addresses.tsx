import * as m from '#ui-messages';
import { pickedAddress } from '../../core/checkout/checkout-address-book';
import type { Address } from '../../core/checkout/checkout.model';
import { useDispatch, useSelector } from '../store';
import { PinCheckStatus } from './pin-check-status';
import { CHECKOUT_MESSAGES } from '../../core/messages/checkout.messages';
import {
  selectAddressBook,
  selectCheckoutDraft,
  selectPinCheck,
  selectSaveAddress,
  selectSavedAddressId,
} from '../../core/checkout/checkout.selectors';
import { selectIsLoggedIn } from '../../core/session/session.selectors';

/** A saved address on one line, for its radio's label and the step's summary. */
export const addressLine = (address: Address): string =>
  [address.fullName, address.line1, address.line2, `${address.city}, ${address.state} ${address.pinCode}`]
    .filter((part) => part.trim() !== '')
    .join(', ');

/** Whether the shopper delivers to a saved address (then the address fields are not shown). */
export function usePickedAddress(): Address | null {
  const book = useSelector(selectAddressBook);
  const draft = useSelector(selectCheckoutDraft);
  return pickedAddress(draft, book.addresses)?.address ?? null;
}

const ERROR_ID = 'checkout-saved-address-error';

/**
 * A logged-in customer's saved addresses as a radio group, with 'Use a new address'; while they
 * load, a status; when they could not load, why and a retry. A guest sees nothing.
 */
export function SavedAddressChoice() {
  const dispatch = useDispatch();
  const book = useSelector(selectAddressBook);
  const pickedId = useSelector(selectSavedAddressId);
  const picked = usePickedAddress();
  const pin = useSelector(selectPinCheck);
  if (book.status === 'idle') return null;
  if (book.status === 'loading' && book.addresses.length === 0) {
    return (
      <p className="field__hint" role="status">
        {m.checkout_loading_addresses()}
      </p>
    );
  }
  if (book.status === 'failed') {
    return (
      <div className="checkout-step__error" role="alert">
        <p>{CHECKOUT_MESSAGES.addressesFailed}</p>
        <button
          type="button"
          className="button button--outline"
          onClick={() => dispatch({ type: 'checkout/addressesRequested' })}
        >
          {m.common_try_again()}
        </button>
      </div>
    );
  }
  if (book.addresses.length === 0) return null;
  const choose = (addressId: string | null) =>
    dispatch({ type: 'checkout/savedAddressChoiceRequested', payload: { addressId } });
  const refused = picked !== null && pin?.pinCode === picked.pinCode && pin.status === 'unserviceable';
  return (
    <fieldset className="checkout-choices" aria-describedby={refused ? ERROR_ID : undefined}>
      <legend className="field__label">{m.checkout_saved_addresses()}</legend>
      {book.addresses.map((saved) => (
        <label key={saved.id} className="checkout-choice">
          <input
            type="radio"
            name="saved-address"
            value={saved.id}
            checked={pickedId === saved.id}
            onChange={() => choose(saved.id)}
          />
          <span className="checkout-choice__text">{addressLine(saved.address)}</span>
        </label>
      ))}
      <label className="checkout-choice">
        <input type="radio" name="saved-address" value="" checked={picked === null} onChange={() => choose(null)} />
        <span className="checkout-choice__text">
          <strong>{m.checkout_use_new_address()}</strong>
        </span>
      </label>
      {picked ? <PinCheckStatus pinCode={picked.pinCode} errorId={ERROR_ID} /> : null}
    </fieldset>
  );
}

/** 'Save this address' under a typed address, for a logged-in customer. */
export function SaveAddressCheckbox() {
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const save = useSelector(selectSaveAddress);
  if (!loggedIn) return null;
  return (
    <label className="checkout-choice checkout-choice--check">
      <input
        type="checkbox"
        checked={save}
        onChange={(event) =>
          dispatch({ type: 'checkout/saveAddressToggleRequested', payload: { save: event.target.checked } })
        }
      />
      <span className="checkout-choice__text">{m.checkout_save_address()}</span>
    </label>
  );
}

/** Why 'Save this address' did not save, shown with the address step's summary. */
export function AddressSaveError() {
  const message = useSelector(selectAddressBook).saveError;
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
