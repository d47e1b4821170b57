import type { EventOf } from '../events';
import { reducerFrom } from '../reducer-table';
import { activePinCode, typedAddress } from './saved-address';
import { initialCheckoutState } from './checkout-state';
import { doneBefore, emptyDraft, firstOpenStep, pinCodeDigits, withDone } from './checkout-draft';
import type { CheckoutDraft, CheckoutState, CheckoutStep, PinCodeInfo, PinCodeStatus } from './checkout.model';
import { isLookupPinCode } from './checkout-validation';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';
import { PAYMENT_METHODS } from './checkout-policy';
import { COUPON_EVENTS, couponReducer, IDLE_COUPON } from '../cart/coupon.reducer';
import type { Event } from '../events';

export { initialCheckoutState } from './checkout-state';

const withDraft = (state: CheckoutState, draft: Partial<CheckoutDraft>): CheckoutState => ({
  ...state,
  draft: { ...state.draft, ...draft },
});

/** The field as typed, emptied when it still holds what the last pin code lookup filled in. */
const unfilled = (state: CheckoutState, field: 'city' | 'state'): string =>
  state.draft.fields[field] === state.pinFilled[field] ? '' : state.draft.fields[field];

/** What a lookup said of a pin code, with its delivery zone when the backend named one. */
const pinAnswer = (info: PinCodeInfo, status: PinCodeStatus): NonNullable<CheckoutState['pin']> =>
  info.zone ? { pinCode: info.pinCode, status, zone: info.zone } : { pinCode: info.pinCode, status };

/** The way to pay picked for the shopper when checkout offers only one. */
const onlyPaymentMethod = PAYMENT_METHODS.length === 1 ? (PAYMENT_METHODS[0] ?? null) : null;

/** A step confirmed: marked done, the next open. */
function advance(state: CheckoutState, step: CheckoutStep): CheckoutState {
  const done = withDone(state.draft.done, step);
  return { ...withDraft(state, { done }), open: firstOpenStep(done), busy: null, stepError: null, fieldErrors: {} };
}

/** Checkout sent back to the address step (a new cart): nothing placing or loading, the cart's totals gone. */
function backToAddress(state: CheckoutState): CheckoutState {
  const done = doneBefore(state.draft.done, 'address');
  return {
    ...withDraft(state, { placing: null, done }),
    open: firstOpenStep(done),
    busy: null,
    placing: false,
    totals: null,
  };
}

const fromStorage = (
  state: CheckoutState,
  { payload }: EventOf<'persist/rehydrated' | 'persist/externalChange'>,
): CheckoutState => {
  const draft = payload.state?.cart?.checkout;
  if (draft === undefined) return state;
  const next = draft ?? emptyDraft;
  return next === state.draft
    ? state
    : { ...state, draft: next, open: firstOpenStep(next.done), placing: next.placing !== null };
};

const withCoupon = (state: CheckoutState, event: Event): CheckoutState => {
  const before = state.coupon ?? IDLE_COUPON;
  const coupon = couponReducer(before, event);
  return coupon === before ? state : { ...state, coupon };
};

const couponRecipes = Object.fromEntries(COUPON_EVENTS.map((type) => [type, withCoupon])) as {
  readonly [K in (typeof COUPON_EVENTS)[number]]: (state: CheckoutState, event: EventOf<K>) => CheckoutState;
};

export const checkoutReducer = reducerFrom<CheckoutState>(initialCheckoutState, {
  ...couponRecipes,
  'persist/rehydrated': fromStorage,
  'persist/externalChange': fromStorage,
  'checkout/fieldChangeRequested': (state, { payload }) => {
    const value = payload.field === 'pinCode' ? pinCodeDigits(payload.value) : payload.value;
    if (state.draft.fields[payload.field] === value) return state;
    const fieldErrors = { ...state.fieldErrors };
    delete fieldErrors[payload.field];
    const typed = withDraft(state, { fields: { ...state.draft.fields, [payload.field]: value } });
    return { ...typed, fieldErrors, deliveryAsk: payload.field === 'pinCode' ? null : state.deliveryAsk };
  },
  'checkout/prefilled': (state, { payload }) => {
    const { fields } = state.draft;
    const fill = (current: string, value: string) => (current === '' ? value : current);
    return withDraft(state, {
      fields: {
        ...fields,
        phone: fill(fields.phone, payload.phone),
        email: fill(fields.email, payload.email),
        fullName: fill(fields.fullName, payload.fullName),
      },
    });
  },
  'checkout/stepRejected': (state, { payload }) => ({
    ...state,
    busy: null,
    rejections: state.rejections + 1,
    fieldErrors: payload.fieldErrors,
    stepError: payload.message ? { step: payload.step, message: payload.message, retry: false } : null,
  }),
  'checkout/stepAccepted': (state, { payload }) =>
    payload.step === 'contact'
      ? advance(state, 'contact')
      : { ...state, busy: payload.step, fieldErrors: {}, stepError: null },
  'checkout/stepEditRequested': (state, { payload }) =>
    state.placing || !state.draft.done.includes(payload.step)
      ? state
      : {
          ...withDraft(state, { done: doneBefore(state.draft.done, payload.step) }),
          open: payload.step,
          stepError: null,
          changes: null,
        },
  'checkout/savedAddressChoiceRequested': (state, { payload }) => ({
    ...withDraft(state, { savedAddressId: payload.addressId }),
    stepError: state.stepError?.step === 'address' ? null : state.stepError,
  }),
  'checkout/saveAddressToggleRequested': (state, { payload }) => withDraft(state, { saveAddress: payload.save }),
  'checkout/addressesLoadStarted': (state) => ({ ...state, addressBook: { ...state.addressBook, status: 'loading' } }),
  'checkout/addressesLoaded': (state, { payload: { addresses } }) => {
    const { draft } = state;
    const kept = addresses.some((saved) => saved.id === draft.savedAddressId) ? draft.savedAddressId : null;
    const fresh = kept === null && !draft.saveAddress && !typedAddress(draft.fields) && !draft.done.includes('address');
    const savedAddressId = fresh ? (addresses[0]?.id ?? null) : kept;
    return {
      ...withDraft(state, { savedAddressId }),
      addressBook: { ...state.addressBook, status: 'loaded', addresses },
    };
  },
  'checkout/addressesLoadFailed': (state) => ({
    ...withDraft(state, { savedAddressId: state.draft.done.includes('address') ? state.draft.savedAddressId : null }),
    addressBook: { ...state.addressBook, status: 'failed', addresses: [] },
  }),
  'checkout/addressSavedToAccount': (state, { payload }) => ({
    ...withDraft(state, { savedAddressId: payload.addressId ?? state.draft.savedAddressId, saveAddress: false }),
    addressBook: { status: 'loaded', addresses: payload.addresses, saveError: null },
  }),
  'checkout/addressSaveFailed': (state, { payload }) => ({
    ...state,
    addressBook: { ...state.addressBook, saveError: payload.message },
  }),
  'checkout/optionChoiceRequested': (state, { payload }) => withDraft(state, { shippingOptionId: payload.optionId }),
  'checkout/paymentChoiceRequested': (state, { payload }) => ({
    ...withDraft(state, { paymentMethod: payload.method }),
    stepError: null,
  }),
  'checkout/deliveryPinCodeRequested': (state, { payload }) => {
    const pinCode = pinCodeDigits(payload.pinCode);
    const asked = { ...state, deliveryAsk: pinCode };
    if (!isLookupPinCode(pinCode) || state.draft.fields.pinCode === pinCode) return asked;
    const fieldErrors = { ...state.fieldErrors };
    delete fieldErrors.pinCode;
    return { ...withDraft(asked, { fields: { ...state.draft.fields, pinCode } }), fieldErrors };
  },
  'checkout/pinCodeCheckStarted': (state, { payload }) => ({
    ...state,
    pin: { pinCode: payload.pinCode, status: 'checking' },
  }),
  'checkout/pinCodeChecked': (state, { payload: { info } }) => {
    const status: PinCodeStatus = info.serviceable ? 'serviceable' : 'unserviceable';
    if (activePinCode(state) !== info.pinCode)
      return state.deliveryAsk === info.pinCode ? { ...state, pin: pinAnswer(info, status) } : state;
    if (state.draft.savedAddressId !== null) return { ...state, pin: pinAnswer(info, status) };
    const fields = {
      ...state.draft.fields,
      city: info.city ?? unfilled(state, 'city'),
      state: info.state ?? unfilled(state, 'state'),
    };
    const fieldErrors = { ...state.fieldErrors };
    delete fieldErrors.pinCode;
    if (info.city) delete fieldErrors.city;
    if (info.state) delete fieldErrors.state;
    if (!info.serviceable) fieldErrors.pinCode = CHECKOUT_MESSAGES.unserviceable(info.pinCode);
    return {
      ...withDraft(state, { fields }),
      pin: pinAnswer(info, status),
      pinFilled: { city: info.city ?? '', state: info.state ?? '' },
      fieldErrors,
    };
  },
  'checkout/pinCodeCheckFailed': (state, { payload }) => {
    const pin = { pinCode: payload.pinCode, status: payload.reason as PinCodeStatus };
    if (activePinCode(state) !== payload.pinCode)
      return state.deliveryAsk === payload.pinCode ? { ...state, pin } : state;
    return payload.reason === 'unknown' && state.draft.savedAddressId === null
      ? {
          ...withDraft(state, {
            fields: { ...state.draft.fields, city: unfilled(state, 'city'), state: unfilled(state, 'state') },
          }),
          pin,
          pinFilled: initialCheckoutState.pinFilled,
          fieldErrors: { ...state.fieldErrors, pinCode: CHECKOUT_MESSAGES.unknownPinCode(payload.pinCode) },
        }
      : { ...state, pin };
  },
  'checkout/detailsSaved': (state, { payload }) => ({ ...advance(state, 'address'), totals: payload.totals }),
  'checkout/optionsLoaded': (state, { payload }) => {
    const chosen = payload.options.some((option) => option.id === state.draft.shippingOptionId);
    const only = payload.options.length === 1 ? (payload.options[0]?.id ?? null) : null;
    return {
      ...withDraft(state, { shippingOptionId: chosen ? state.draft.shippingOptionId : only }),
      options: payload.options,
    };
  },
  'checkout/totalsLoaded': (state, { payload }) => ({ ...state, totals: payload.totals }),
  'checkout/shippingSaved': (state, { payload }) => ({
    ...withDraft(advance(state, 'delivery'), { paymentMethod: state.draft.paymentMethod ?? onlyPaymentMethod }),
    totals: payload.totals,
  }),
  'checkout/paymentSaved': (state, { payload }) => ({ ...advance(state, 'payment'), totals: payload.totals }),
  'checkout/stepFailed': (state, { payload }) => ({ ...state, busy: null, stepError: payload }),
  'checkout/placeOrderRequested': (state) => (state.placing ? state : { ...state, stepError: null, changes: null }),
  'checkout/placeStarted': (state, { payload }) => ({
    ...withDraft(state, { placing: payload }),
    placing: true,
    stepError: null,
  }),
  'checkout/orderPlaced': (state, { payload: { order } }) => ({
    ...initialCheckoutState,
    orders: { ...state.orders, [order.id]: { status: 'loaded', order } },
    placedOrderId: order.id,
  }),
  'checkout/completionRefused': (state, { payload }) => {
    const settled = { ...withDraft(state, { placing: null }), placing: false, totals: payload.totals };
    if (payload.reason === 'delivery')
      return {
        ...settled,
        open: 'delivery' as const,
        draft: { ...settled.draft, done: doneBefore(settled.draft.done, 'delivery') },
        stepError: { step: 'delivery', message: CHECKOUT_MESSAGES.deliveryUnavailable, retry: false },
      };
    return payload.lines.length > 0
      ? { ...settled, changes: payload, stepError: { step: 'review', message: payload.message, retry: false } }
      : {
          ...settled,
          ...{ open: 'payment' as const },
          draft: { ...settled.draft, done: doneBefore(settled.draft.done, 'payment') },
          stepError: { step: 'payment', message: payload.message || CHECKOUT_MESSAGES.codLimit, retry: false },
        };
  },
  'checkout/placeFailed': (state, { payload }) => ({
    ...withDraft(state, { placing: null }),
    placing: false,
    stepError: { step: 'review', message: payload.message, retry: payload.retry },
  }),
  'checkout/cartExpired': (state) => {
    const sent = state.draft.done.includes('address') || state.placing;
    return {
      ...backToAddress(state),
      stepError: sent ? { step: 'address', message: CHECKOUT_MESSAGES.cartExpired, retry: false } : state.stepError,
    };
  },
  'checkout/changesAcceptRequested': (state) =>
    state.changes ? { ...state, changes: null, stepError: null, totals: state.changes.totals } : state,
  'checkout/orderLoadStarted': (state, { payload }) => ({
    ...state,
    orders: {
      ...state.orders,
      [payload.orderId]: { status: 'loading', order: state.orders[payload.orderId]?.order ?? null },
    },
  }),
  'checkout/orderLoaded': (state, { payload: { order } }) => ({
    ...state,
    orders: { ...state.orders, [order.id]: { status: 'loaded', order } },
  }),
  'checkout/orderLoadFailed': (state, { payload }) => ({
    ...state,
    orders: { ...state.orders, [payload.orderId]: { status: payload.notFound ? 'notFound' : 'failed', order: null } },
  }),
  'cart/completed': (state) => {
    const settled = state.draft.placing === null && !state.placing && state.busy === null;
    if (settled && doneBefore(state.draft.done, 'address').length === state.draft.done.length) return state;
    return { ...backToAddress(state), options: [], changes: null, stepError: null };
  },
  'session/loggedOut': () => initialCheckoutState,
});
