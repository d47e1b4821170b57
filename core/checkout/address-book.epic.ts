import { concat, EMPTY, filter, map, of, switchMap, type Observable } from 'rxjs';
import type { CheckoutCommerce } from '../commerce/commerce.port';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import type { RootState } from '../root.reducer';
import { savedAs } from './checkout-address-book';
import type { Address } from './checkout.model';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';

const checkoutOf = (deps: CoreDependencies): CheckoutCommerce => deps.commerce;

/** A logged-in customer's saved addresses load when checkout opens (and on 'Try again'); a guest has none. */
export const addressBookEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('checkout/openRequested', 'checkout/addressesRequested'),
    filter(() => state$.value.user.isLoggedIn),
    switchMap(() =>
      concat(
        of<Event>({ type: 'checkout/addressesLoadStarted' }),
        checkoutOf(deps)
          .listAddresses()
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'checkout/addressesLoaded', payload: { addresses: result.value } }
                : { type: 'checkout/addressesLoadFailed' },
            ),
          ),
      ),
    ),
  );

/**
 * 'Save this address': once the cart took the typed address, a logged-in customer's is saved to
 * their account, unless a saved address already is it. A failed save is told at the address step;
 * the order goes on.
 */
export function saveToAccount(deps: CoreDependencies, state: RootState, address: Address): Observable<Event> {
  const { draft, addressBook } = state.checkout;
  if (!state.user.isLoggedIn || draft.savedAddressId !== null || !draft.saveAddress) return EMPTY;
  const existing = savedAs(address, addressBook.addresses);
  if (existing)
    return of<Event>({
      type: 'checkout/addressSavedToAccount',
      payload: { addresses: addressBook.addresses, addressId: existing.id },
    });
  return checkoutOf(deps)
    .saveAddress(address)
    .pipe(
      map((result): Event =>
        result.ok
          ? {
              type: 'checkout/addressSavedToAccount',
              payload: { addresses: result.value, addressId: savedAs(address, result.value)?.id ?? null },
            }
          : { type: 'checkout/addressSaveFailed', payload: { message: CHECKOUT_MESSAGES.addressNotSaved } },
      ),
    );
}
