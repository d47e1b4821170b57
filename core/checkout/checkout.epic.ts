import {
  concat,
  concatMap,
  defer,
  EMPTY,
  exhaustMap,
  filter,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  type Observable,
} from 'rxjs';
import type { CommerceFailure } from '../commerce/commerce.port';
import { epicFailed, ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { combineEpics } from '../store/combine-epics';
import type { RootState } from '../root.reducer';
import { codAllowed } from './checkout-policy';
import { isLookupPinCode, validateContact, type FieldErrors } from './checkout-validation';
import { addressBookEpic, saveToAccount } from './address-book.epic';
import { activePinCode, chosenAddress } from './checkout-address-book';
import type { CheckoutStep } from './checkout.model';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';
import { whenRehydrated } from '../persist/settled';
import { checkoutOf, orderViewEpic, placeOrderEpic } from './place-order.epic';

const failedStep = (step: CheckoutStep, failure: CommerceFailure): Event => ({
  type: 'checkout/stepFailed',
  payload:
    failure.kind === 'invalid' && failure.message
      ? { step, message: failure.message, retry: false }
      : { step, message: CHECKOUT_MESSAGES.unreachable, retry: true },
});

/** The logged-in customer's phone, email and name fill the empty fields when the page opens. */
const prefillEpic: CoreEpic = (event$, state$) =>
  event$.pipe(
    ofType('checkout/openRequested'),
    mergeMap((): Observable<Event> => {
      const { isLoggedIn, userData } = state$.value.user;
      if (!isLoggedIn || !userData) return EMPTY;
      return of({
        type: 'checkout/prefilled',
        payload: { phone: userData.phone, email: userData.email, fullName: userData.name || userData.first_name },
      });
    }),
  );

/**
 * A complete pin code is looked up (the latest wins): serviceability, city and state. The typed pin
 * code on every change; the pin code delivery goes to (a saved address's, or the typed one) when an
 * address is picked or the saved addresses load, and the one the shopper asks the delivery promise for, unless it is
 * known already.
 */
const pinCodeEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('checkout/fieldChangeRequested'),
      filter(({ payload }) => payload.field === 'pinCode'),
      map(() => state$.value.checkout.draft.fields.pinCode),
    ),
    event$.pipe(
      ofType('checkout/savedAddressChoiceRequested', 'checkout/addressesLoaded', 'checkout/deliveryPinCodeRequested'),
      map(({ type }) =>
        type === 'checkout/deliveryPinCodeRequested'
          ? (state$.value.checkout.deliveryAsk ?? '')
          : activePinCode(state$.value.checkout),
      ),
      filter(
        (pinCode) => state$.value.checkout.pin?.pinCode !== pinCode || state$.value.checkout.pin.status === 'failed',
      ),
    ),
  ).pipe(
    switchMap((pinCode): Observable<Event> => {
      if (!isLookupPinCode(pinCode)) return EMPTY;
      return concat(
        of<Event>({ type: 'checkout/pinCodeCheckStarted', payload: { pinCode } }),
        checkoutOf(deps)
          .pinCode(pinCode)
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'checkout/pinCodeChecked', payload: { info: { ...result.value, pinCode } } }
                : {
                    type: 'checkout/pinCodeCheckFailed',
                    payload: {
                      pinCode,
                      reason: result.kind === 'notFound' || result.kind === 'invalid' ? 'unknown' : 'failed',
                    },
                  },
            ),
          ),
      );
    }),
  );

/** A step the backend refused: a cart it forgot is made again with its lines, a cart it completed is replaced. */
function stepRefused(state: RootState, step: CheckoutStep, failure: CommerceFailure): Event {
  if (failure.kind === 'notFound') return { type: 'checkout/cartExpired', payload: { items: state.cart.cartItems } };
  if (failure.kind === 'completed' && state.cart.id)
    return { type: 'cart/completed', payload: { cartId: state.cart.id } };
  return failedStep(step, failure);
}

function sendAddress(deps: CoreDependencies, state: RootState): Observable<Event> {
  const cartId = state.cart.id;
  const contact = validateContact(state.checkout.draft.fields);
  const address = chosenAddress(state.checkout);
  if (!cartId || !('contact' in contact) || !('address' in address)) {
    return of<Event>({
      type: 'checkout/stepFailed',
      payload: { step: 'address', message: CHECKOUT_MESSAGES.cartNotReady, retry: true },
    });
  }
  const checkout = checkoutOf(deps);
  return checkout.setCheckoutDetails(cartId, contact.contact, address.address).pipe(
    mergeMap((saved): Observable<Event> => {
      if (!saved.ok) return of(stepRefused(state, 'address', saved));
      return concat(
        of<Event>({ type: 'checkout/detailsSaved', payload: { totals: saved.value.totals } }),
        merge(
          checkout
            .shippingOptions(cartId)
            .pipe(
              map((options): Event =>
                options.ok
                  ? { type: 'checkout/optionsLoaded', payload: { options: options.value } }
                  : failedStep('delivery', options),
              ),
            ),
          saveToAccount(deps, state, address.address),
        ),
      );
    }),
  );
}

/**
 * Checkout reopened past the address step (after a reload) reads what the later steps show: the delivery options for
 * the address on the cart, and the cart's totals. A cart the backend forgot or completed is handled as at a step.
 */
const reopenEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('checkout/openRequested'),
    exhaustMap(() => whenRehydrated(state$)),
    mergeMap((): Observable<Event> => {
      const state = state$.value;
      const cartId = state.cart.id;
      const { draft, options, totals } = state.checkout;
      if (!cartId || !draft.done.includes('address') || draft.placing !== null) return EMPTY;
      const checkout = checkoutOf(deps);
      return merge(
        options.length > 0
          ? EMPTY
          : checkout
              .shippingOptions(cartId)
              .pipe(
                map((result): Event =>
                  result.ok
                    ? { type: 'checkout/optionsLoaded', payload: { options: result.value } }
                    : stepRefused(state, 'delivery', result),
                ),
              ),
        totals !== null
          ? EMPTY
          : checkout
              .checkoutCart(cartId)
              .pipe(
                mergeMap((result) =>
                  result.ok
                    ? of<Event>({ type: 'checkout/totalsLoaded', payload: { totals: result.value.totals } })
                    : EMPTY,
                ),
              ),
      );
    }),
  );

/** Checks a step's Continue against what was typed, the pin code's serviceability and the COD limit. */
function checkStep(state: RootState, step: CheckoutStep): Event {
  const { draft, pin, totals } = state.checkout;
  const rejected = (fieldErrors: FieldErrors, message: string | null = null): Event => ({
    type: 'checkout/stepRejected',
    payload: { step, fieldErrors, message },
  });
  switch (step) {
    case 'contact': {
      const result = validateContact(draft.fields);
      if ('errors' in result) return rejected(result.errors);
      break;
    }
    case 'address': {
      const result = chosenAddress(state.checkout);
      if ('errors' in result) return rejected(result.errors);
      if ('message' in result) return rejected({}, result.message);
      const { pinCode } = result.address;
      const status = pin?.pinCode === pinCode ? pin.status : null;
      const refusal =
        status === 'unserviceable'
          ? CHECKOUT_MESSAGES.unserviceable(pinCode)
          : status === 'unknown'
            ? CHECKOUT_MESSAGES.unknownPinCode(pinCode)
            : null;
      if (refusal) return draft.savedAddressId === null ? rejected({ pinCode: refusal }) : rejected({}, refusal);
      break;
    }
    case 'delivery':
      if (!draft.shippingOptionId) return rejected({}, 'Choose a delivery option');
      break;
    case 'payment':
      if (!draft.paymentMethod) return rejected({}, 'Choose a payment method');
      if (totals && !codAllowed(totals.total - totals.paymentFee)) return rejected({}, CHECKOUT_MESSAGES.codLimit);
      break;
    case 'review':
      return rejected({});
  }
  return { type: 'checkout/stepAccepted', payload: { step } };
}

/** What an accepted step sends to the backend. */
function sendStep(deps: CoreDependencies, state: RootState, step: CheckoutStep): Observable<Event> {
  const cartId = state.cart.id ?? '';
  const checkout = checkoutOf(deps);
  switch (step) {
    case 'address':
      return sendAddress(deps, state);
    case 'delivery':
      return checkout
        .selectShippingOption(cartId, state.checkout.draft.shippingOptionId ?? '')
        .pipe(
          mergeMap((result) =>
            result.ok
              ? of<Event>({ type: 'checkout/shippingSaved', payload: { totals: result.value.totals } })
              : of(stepRefused(state, step, result)),
          ),
        );
    case 'payment':
      return checkout
        .selectPayment(cartId, state.checkout.draft.paymentMethod ?? 'cod')
        .pipe(
          mergeMap((result) =>
            result.ok
              ? of<Event>({ type: 'checkout/paymentSaved', payload: { totals: result.value.totals } })
              : of(stepRefused(state, step, result)),
          ),
        );
    default:
      return EMPTY;
  }
}

/**
 * Each step's Continue is checked, then sent to the backend, one at a time; a Continue while a step is on its way is
 * ignored.
 */
const stepsEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('checkout/stepSubmitRequested'),
    filter(() => state$.value.checkout.busy === null && !state$.value.checkout.placing),
    concatMap(({ payload: { step } }): Observable<Event> =>
      defer(() => {
        const checked = checkStep(state$.value, step);
        return checked.type === 'checkout/stepAccepted'
          ? concat(
              of(checked),
              defer(() => sendStep(deps, state$.value, step)),
            )
          : of(checked);
      }),
    ),
  );

const checkoutEpics: Readonly<Record<string, CoreEpic>> = {
  checkoutPrefillEpic: prefillEpic,
  checkoutPinCodeEpic: pinCodeEpic,
  checkoutReopenEpic: reopenEpic,
  checkoutStepsEpic: stepsEpic,
  checkoutPlaceOrderEpic: placeOrderEpic,
  checkoutOrderViewEpic: orderViewEpic,
  checkoutAddressBookEpic: addressBookEpic,
};

/** Every checkout epic as one. */
export const checkoutFlowEpic: CoreEpic = combineEpics(checkoutEpics, epicFailed);
