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
  timer,
  type Observable,
} from 'rxjs';
import type { CartItem } from '../cart/cart.model';
import type { CheckoutCommerce, CommerceFailure } from '../commerce/commerce.port';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { whenRehydrated } from '../persist/settled';
import { combineEpics } from '../store/combine-epics';
import type { RootState } from '../root.reducer';
import { codAllowed } from './checkout-policy';
import { isLookupPinCode, validateContact, type FieldErrors } from './checkout-validation';
import { addressBookEpic, saveToAccount } from './address-book.epic';
import { activePinCode, chosenAddress } from './checkout-address-book';
import type { CartLineChange, CheckoutStep } from './checkout.model';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';

/** A 409 on completion means the cart is being completed already: ask again this many times, this far apart. */
export const COMPLETE_CONFLICT_RETRIES = 3;
export const COMPLETE_CONFLICT_DELAY_MS = 1000;

/** The checkout operations of the configured commerce backend. */
const checkoutOf = (deps: CoreDependencies): CheckoutCommerce => deps.commerce;

const failedStep = (step: CheckoutStep, failure: CommerceFailure): Event => ({
  type: 'checkout/stepFailed',
  payload:
    failure.kind === 'invalid' && failure.message
      ? { step, message: failure.message, retry: false }
      : { step, message: CHECKOUT_MESSAGES.unreachable, retry: true },
});

/** What changed between the lines the shopper saw and the backend's cart. */
export function lineChanges(before: readonly CartItem[], after: readonly CartItem[]): CartLineChange[] {
  return before.flatMap((line): CartLineChange[] => {
    const now = after.find((candidate) => candidate.variant_id === line.variant_id);
    if (!now) return [{ title: line.title, before: line.price, after: null }];
    return now.price === line.price ? [] : [{ title: line.title, before: line.price, after: now.price }];
  });
}

/** The logged-in customer's phone, email and name fill the empty fields when the page opens. */
const prefillEpic: CoreEpic = (event$, state$) =>
  event$.pipe(
    ofType('checkout/opened'),
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
 * address is picked or the saved addresses load, unless it is known already.
 */
const pinCodeEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('checkout/fieldChanged'),
      filter(({ payload }) => payload.field === 'pinCode'),
      map(({ payload }) => payload.value.trim()),
    ),
    event$.pipe(
      ofType('checkout/savedAddressChosen', 'checkout/addressesLoaded'),
      map(() => activePinCode(state$.value.checkout)),
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
      if (!saved.ok)
        return saved.kind === 'notFound'
          ? of<Event>({ type: 'checkout/cartExpired', payload: { items: state.cart.cartItems } })
          : of(failedStep('address', saved));
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
  const expired = (): Observable<Event> =>
    of({ type: 'checkout/cartExpired', payload: { items: state.cart.cartItems } });
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
              : result.kind === 'notFound'
                ? expired()
                : of(failedStep(step, result)),
          ),
        );
    case 'payment':
      return checkout
        .selectPayment(cartId, state.checkout.draft.paymentMethod ?? 'cod')
        .pipe(
          mergeMap((result) =>
            result.ok
              ? of<Event>({ type: 'checkout/paymentSaved', payload: { totals: result.value.totals } })
              : result.kind === 'notFound'
                ? expired()
                : of(failedStep(step, result)),
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
    ofType('checkout/stepSubmitted'),
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

const READY: readonly CheckoutStep[] = ['contact', 'address', 'delivery', 'payment'];

/** One completion at a time: the key is kept in the draft, so a reload sends the same completion again. */
function placeOrder(
  deps: CoreDependencies,
  state: RootState,
  resumed: { cartId: string; key: string } | null,
): Observable<Event> {
  const cartId = resumed?.cartId ?? state.cart.id;
  if (!cartId) return EMPTY;
  if (
    !resumed &&
    ((state.cart.reconciling ?? false) || !READY.every((step) => state.checkout.draft.done.includes(step)))
  )
    return EMPTY;
  const key = resumed?.key ?? `complete_${deps.ports.ids.tempId()}`;
  const seen = state.cart.cartItems;
  const attempt = (tries: number): Observable<Event> =>
    checkoutOf(deps)
      .complete(cartId, key)
      .pipe(
        mergeMap((result): Observable<Event> => {
          if (result.ok && result.value.type === 'order') {
            const { order } = result.value;
            return of<Event[]>(
              { type: 'checkout/orderPlaced', payload: { order } },
              { type: 'navigation/redirected', payload: { to: `/order/${encodeURIComponent(order.id)}` } },
            );
          }
          if (result.ok && result.value.type === 'cart') {
            const { cart, message } = result.value;
            const items = cart?.items ?? seen;
            const totals = cart?.totals ??
              state.checkout.totals ?? { subtotal: 0, shipping: 0, paymentFee: 0, total: 0 };
            return of<Event>({
              type: 'checkout/completionRefused',
              payload: { message, lines: cart ? lineChanges(seen, cart.items) : [], items, totals },
            });
          }
          if (result.ok) return EMPTY;
          if (result.kind === 'conflict' && tries < COMPLETE_CONFLICT_RETRIES) {
            return timer(COMPLETE_CONFLICT_DELAY_MS, deps.ports.clock.scheduler).pipe(
              mergeMap(() => attempt(tries + 1)),
            );
          }
          if (result.kind === 'notFound') return of<Event>({ type: 'checkout/cartExpired', payload: { items: seen } });
          const message = result.kind === 'invalid' && result.message ? result.message : CHECKOUT_MESSAGES.placeFailed;
          return of<Event>({ type: 'checkout/placeFailed', payload: { message, retry: result.kind !== 'invalid' } });
        }),
      );
  return concat(of<Event>({ type: 'checkout/placeStarted', payload: { cartId, key } }), attempt(0));
}

const placeOrderEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('checkout/placeOrderRequested'),
      map(() => null),
    ),
    whenRehydrated(state$).pipe(
      map(() => state$.value.checkout.draft.placing),
      filter((placing): placing is { cartId: string; key: string } => placing !== null),
    ),
  ).pipe(exhaustMap((resumed) => defer(() => placeOrder(deps, state$.value, resumed))));

/** The confirmation page loads an order it does not hold (a guest reopening its link). */
const orderViewEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('checkout/orderViewed'),
    filter(({ payload }) => state$.value.checkout.orders[payload.orderId]?.status !== 'loaded'),
    exhaustMap(({ payload: { orderId } }) =>
      concat(
        of<Event>({ type: 'checkout/orderLoadStarted', payload: { orderId } }),
        checkoutOf(deps)
          .order(orderId)
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'checkout/orderLoaded', payload: { order: result.value } }
                : { type: 'checkout/orderLoadFailed', payload: { orderId, notFound: result.kind === 'notFound' } },
            ),
          ),
      ),
    ),
  );

const checkoutEpics: Readonly<Record<string, CoreEpic>> = {
  checkoutPrefillEpic: prefillEpic,
  checkoutPinCodeEpic: pinCodeEpic,
  checkoutStepsEpic: stepsEpic,
  checkoutPlaceOrderEpic: placeOrderEpic,
  checkoutOrderViewEpic: orderViewEpic,
  checkoutAddressBookEpic: addressBookEpic,
};

/** Every checkout epic as one, loaded on demand (core/lazy-epics.ts). */
export const checkoutFlowEpic: CoreEpic = combineEpics(checkoutEpics, (name, error): Event => ({
  type: 'app/epicFailed',
  payload: { message: `${name}: ${error instanceof Error ? error.message : String(error)}` },
}));
