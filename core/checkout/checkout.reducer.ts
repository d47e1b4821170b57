import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import { activePinCode, emptyAddressBook, typedAddress } from './saved-address';
import { doneBefore, emptyDraft, firstOpenStep, withDone } from './checkout-draft';
import { CART_EXPIRED_MESSAGE, COD_LIMIT_MESSAGE, unknownPinCodeMessage, unserviceableMessage } from './checkout-messages';
import type { CheckoutDraft, CheckoutState, CheckoutStep, PinCodeStatus } from './checkout.model';

export const initialCheckoutState: CheckoutState = {
  draft: emptyDraft,
  addressBook: emptyAddressBook,
  open: 'contact',
  fieldErrors: {},
  stepError: null,
  pin: null,
  options: [],
  totals: null,
  busy: null,
  placing: false,
  changes: null,
  orders: {},
  placedOrderId: null,
};

const CHECKOUT_AREAS = ['persist', 'session', 'checkout'] as const;

const withDraft = (state: CheckoutState, draft: Partial<CheckoutDraft>): CheckoutState => ({ ...state, draft: { ...state.draft, ...draft } });

/** A step confirmed: marked done, the next open. */
function advance(state: CheckoutState, step: CheckoutStep): CheckoutState {
  const done = withDone(state.draft.done, step);
  return { ...withDraft(state, { done }), open: firstOpenStep(done), busy: null, stepError: null, fieldErrors: {} };
}

type CheckoutAreaEvent = EventInAreas<(typeof CHECKOUT_AREAS)[number]>;

const reduceCheckout = (state: CheckoutState, event: CheckoutAreaEvent): CheckoutState =>
  match<CheckoutAreaEvent, CheckoutState>(event)
    .with({ type: P.union('persist/rehydrated', 'persist/externalChange') }, ({ payload }) => {
      const draft = payload.state?.cart?.checkout;
      if (draft === undefined) return state;
      const next = draft ?? emptyDraft;
      return next === state.draft ? state : { ...state, draft: next, open: firstOpenStep(next.done), placing: next.placing !== null };
    })
    .with({ type: 'checkout/fieldChanged' }, ({ payload }) => {
      if (state.draft.fields[payload.field] === payload.value) return state;
      const fieldErrors = { ...state.fieldErrors };
      delete fieldErrors[payload.field];
      return { ...withDraft(state, { fields: { ...state.draft.fields, [payload.field]: payload.value } }), fieldErrors };
    })
    .with({ type: 'checkout/prefilled' }, ({ payload }) => {
      const { fields } = state.draft;
      const fill = (current: string, value: string) => (current === '' ? value : current);
      return withDraft(state, {
        fields: { ...fields, phone: fill(fields.phone, payload.phone), email: fill(fields.email, payload.email), fullName: fill(fields.fullName, payload.fullName) },
      });
    })
    .with({ type: 'checkout/stepRejected' }, ({ payload }) => ({
      ...state,
      busy: null,
      fieldErrors: payload.fieldErrors,
      stepError: payload.message ? { step: payload.step, message: payload.message, retry: false } : null,
    }))
    .with({ type: 'checkout/stepAccepted' }, ({ payload }) =>
      payload.step === 'contact' ? advance(state, 'contact') : { ...state, busy: payload.step, fieldErrors: {}, stepError: null },
    )
    .with({ type: 'checkout/stepEditRequested' }, ({ payload }) =>
      state.placing || !state.draft.done.includes(payload.step)
        ? state
        : { ...withDraft(state, { done: doneBefore(state.draft.done, payload.step) }), open: payload.step, stepError: null, changes: null },
    )
    .with({ type: 'checkout/savedAddressChosen' }, ({ payload }) => ({
      ...withDraft(state, { savedAddressId: payload.addressId }),
      stepError: state.stepError?.step === 'address' ? null : state.stepError,
    }))
    .with({ type: 'checkout/saveAddressToggled' }, ({ payload }) => withDraft(state, { saveAddress: payload.save }))
    .with({ type: 'checkout/addressesLoadStarted' }, () => ({ ...state, addressBook: { ...state.addressBook, status: 'loading' } }))
    .with({ type: 'checkout/addressesLoaded' }, ({ payload: { addresses } }) => {
      const { draft } = state;
      const kept = addresses.some((saved) => saved.id === draft.savedAddressId) ? draft.savedAddressId : null;
      const fresh = kept === null && !draft.saveAddress && !typedAddress(draft.fields) && !draft.done.includes('address');
      const savedAddressId = fresh ? (addresses[0]?.id ?? null) : kept;
      return { ...withDraft(state, { savedAddressId }), addressBook: { ...state.addressBook, status: 'loaded', addresses } };
    })
    .with({ type: 'checkout/addressesLoadFailed' }, () => ({
      ...withDraft(state, { savedAddressId: state.draft.done.includes('address') ? state.draft.savedAddressId : null }),
      addressBook: { ...state.addressBook, status: 'failed', addresses: [] },
    }))
    .with({ type: 'checkout/addressSavedToAccount' }, ({ payload }) => ({
      ...withDraft(state, { savedAddressId: payload.addressId ?? state.draft.savedAddressId, saveAddress: false }),
      addressBook: { status: 'loaded', addresses: payload.addresses, saveError: null },
    }))
    .with({ type: 'checkout/addressSaveFailed' }, ({ payload }) => ({ ...state, addressBook: { ...state.addressBook, saveError: payload.message } }))
    .with({ type: 'checkout/optionChosen' }, ({ payload }) => withDraft(state, { shippingOptionId: payload.optionId }))
    .with({ type: 'checkout/paymentChosen' }, ({ payload }) => ({ ...withDraft(state, { paymentMethod: payload.method }), stepError: null }))
    .with({ type: 'checkout/pinCodeCheckStarted' }, ({ payload }) => ({ ...state, pin: { pinCode: payload.pinCode, status: 'checking' } }))
    .with({ type: 'checkout/pinCodeChecked' }, ({ payload: { info } }) => {
      if (activePinCode(state) !== info.pinCode) return state;
      const status: PinCodeStatus = info.serviceable ? 'serviceable' : 'unserviceable';
      if (state.draft.savedAddressId !== null) return { ...state, pin: { pinCode: info.pinCode, status } };
      const fields = { ...state.draft.fields, city: info.city ?? state.draft.fields.city, state: info.state ?? state.draft.fields.state };
      const fieldErrors = { ...state.fieldErrors };
      delete fieldErrors.pinCode;
      if (info.city) delete fieldErrors.city;
      if (info.state) delete fieldErrors.state;
      if (!info.serviceable) fieldErrors.pinCode = unserviceableMessage(info.pinCode);
      return { ...withDraft(state, { fields }), pin: { pinCode: info.pinCode, status }, fieldErrors };
    })
    .with({ type: 'checkout/pinCodeCheckFailed' }, ({ payload }) => {
      if (activePinCode(state) !== payload.pinCode) return state;
      const pin = { pinCode: payload.pinCode, status: payload.reason as PinCodeStatus };
      return payload.reason === 'unknown' && state.draft.savedAddressId === null
        ? { ...state, pin, fieldErrors: { ...state.fieldErrors, pinCode: unknownPinCodeMessage(payload.pinCode) } }
        : { ...state, pin };
    })
    .with({ type: 'checkout/detailsSaved' }, ({ payload }) => ({ ...advance(state, 'address'), totals: payload.totals }))
    .with({ type: 'checkout/optionsLoaded' }, ({ payload }) => {
      const chosen = payload.options.some((option) => option.id === state.draft.shippingOptionId);
      const only = payload.options.length === 1 ? (payload.options[0]?.id ?? null) : null;
      return { ...withDraft(state, { shippingOptionId: chosen ? state.draft.shippingOptionId : only }), options: payload.options };
    })
    .with({ type: 'checkout/shippingSaved' }, ({ payload }) => ({ ...advance(state, 'delivery'), totals: payload.totals }))
    .with({ type: 'checkout/paymentSaved' }, ({ payload }) => ({ ...advance(state, 'payment'), totals: payload.totals }))
    .with({ type: 'checkout/stepFailed' }, ({ payload }) => ({ ...state, busy: null, stepError: payload }))
    .with({ type: 'checkout/placeOrderRequested' }, () => (state.placing ? state : { ...state, stepError: null, changes: null }))
    .with({ type: 'checkout/placeStarted' }, ({ payload }) => ({ ...withDraft(state, { placing: payload }), placing: true, stepError: null }))
    .with({ type: 'checkout/orderPlaced' }, ({ payload: { order } }) => ({
      ...initialCheckoutState,
      orders: { ...state.orders, [order.id]: { status: 'loaded', order } },
      placedOrderId: order.id,
    }))
    .with({ type: 'checkout/completionRefused' }, ({ payload }) => {
      const settled = { ...withDraft(state, { placing: null }), placing: false, totals: payload.totals };
      return payload.lines.length > 0
        ? { ...settled, changes: payload, stepError: { step: 'review', message: payload.message, retry: false } }
        : { ...settled, ...{ open: 'payment' as const }, draft: { ...settled.draft, done: doneBefore(settled.draft.done, 'payment') }, stepError: { step: 'payment', message: payload.message || COD_LIMIT_MESSAGE, retry: false } };
    })
    .with({ type: 'checkout/placeFailed' }, ({ payload }) => ({
      ...withDraft(state, { placing: null }),
      placing: false,
      stepError: { step: 'review', message: payload.message, retry: payload.retry },
    }))
    .with({ type: 'checkout/cartExpired' }, () => ({
      ...withDraft(state, { placing: null, done: doneBefore(state.draft.done, 'address') }),
      open: 'address',
      busy: null,
      placing: false,
      totals: null,
      stepError: { step: 'address', message: CART_EXPIRED_MESSAGE, retry: false },
    }))
    .with({ type: 'checkout/changesAccepted' }, () =>
      state.changes ? { ...state, changes: null, stepError: null, totals: state.changes.totals } : state,
    )
    .with({ type: 'checkout/orderLoadStarted' }, ({ payload }) => ({
      ...state,
      orders: { ...state.orders, [payload.orderId]: { status: 'loading', order: state.orders[payload.orderId]?.order ?? null } },
    }))
    .with({ type: 'checkout/orderLoaded' }, ({ payload: { order } }) => ({ ...state, orders: { ...state.orders, [order.id]: { status: 'loaded', order } } }))
    .with({ type: 'checkout/orderLoadFailed' }, ({ payload }) => ({
      ...state,
      orders: { ...state.orders, [payload.orderId]: { status: payload.notFound ? 'notFound' : 'failed', order: null } },
    }))
    .with({ type: 'session/loggedOut' }, () => initialCheckoutState)
    .with(
      {
        type: P.union(
          'persist/rehydrateFailed',
          'persist/backedUp',
          'persist/flushRequested',
          'persist/shrunk',
          'persist/writeFailed',
          'session/started',
          'session/guestIdentified',
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
          'checkout/opened',
          'checkout/stepSubmitted',
          'checkout/orderViewed',
          'checkout/addressesRequested',
        ),
      },
      () => state,
    )
    .exhaustive();

export const checkoutReducer = (state: CheckoutState = initialCheckoutState, event: Event): CheckoutState =>
  inAreas(event, CHECKOUT_AREAS) ? reduceCheckout(state, event) : state;
