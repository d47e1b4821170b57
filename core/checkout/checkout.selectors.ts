import type { RootState } from '../root.reducer';
import type { CheckoutField, CheckoutState } from './checkout.model';
import { isLookupPinCode } from './checkout-validation';

type Draft = CheckoutState['draft'];

/**
 * The pin code the delivery promise is for: the one the shopper asked about in this visit (as typed, maybe too short),
 * else the complete pin code checkout's address holds (remembered with the draft), else ''.
 */
export const selectDeliveryPinCode = (state: RootState): string =>
  state.checkout.deliveryAsk ??
  (isLookupPinCode(state.checkout.draft.fields.pinCode) ? state.checkout.draft.fields.pinCode : '');

/** What the shopper has entered so far: fields, picks and finished steps. */
export const selectCheckoutDraft = (state: RootState): Draft => state.checkout.draft;

/** The address and contact fields as typed. */
export const selectCheckoutFields = (state: RootState): Draft['fields'] => state.checkout.draft.fields;

/** One field's text as typed. */
export const selectCheckoutFieldValue =
  (field: CheckoutField) =>
  (state: RootState): string =>
    state.checkout.draft.fields[field];

/** One field's validation message, or null. */
export const selectCheckoutFieldError =
  (field: CheckoutField) =>
  (state: RootState): string | null =>
    state.checkout.fieldErrors[field] ?? null;

/** The pin code field without surrounding spaces. */
export const selectEnteredPinCode = (state: RootState): string => state.checkout.draft.fields.pinCode.trim();

/** The saved address picked for this order, or null when the shopper types one. */
export const selectSavedAddressId = (state: RootState): Draft['savedAddressId'] => state.checkout.draft.savedAddressId;

/** Whether a typed address is to be saved to the account. */
export const selectSaveAddress = (state: RootState): Draft['saveAddress'] => state.checkout.draft.saveAddress;

/** The logged-in customer's saved addresses, their load status and a failed save's message. */
export const selectAddressBook = (state: RootState): CheckoutState['addressBook'] => state.checkout.addressBook;

/** The last pin code checked and whether the store delivers there, or null. */
export const selectPinCheck = (state: RootState): CheckoutState['pin'] => state.checkout.pin;

/** The delivery options the backend offers for the address. */
export const selectShippingOptions = (state: RootState): CheckoutState['options'] => state.checkout.options;

/** The delivery option chosen, or null. */
export const selectShippingOptionId = (state: RootState): Draft['shippingOptionId'] =>
  state.checkout.draft.shippingOptionId;

/** The payment method chosen, or null. */
export const selectPaymentMethod = (state: RootState): Draft['paymentMethod'] => state.checkout.draft.paymentMethod;

/** The step being edited. */
export const selectOpenStep = (state: RootState): CheckoutState['open'] => state.checkout.open;

/** The steps finished so far. */
export const selectDoneSteps = (state: RootState): Draft['done'] => state.checkout.draft.done;

/** How many times a step's Continue was refused (each refusal takes the shopper to the first error). */
export const selectStepRejections = (state: RootState): number => state.checkout.rejections;

/** The step waiting for the server, or null. */
export const selectBusyStep = (state: RootState): CheckoutState['busy'] => state.checkout.busy;

/** A failure shown at its step, or null. */
export const selectStepError = (state: RootState): CheckoutState['stepError'] => state.checkout.stepError;

/** True while the order is being placed. */
export const selectPlacingOrder = (state: RootState): boolean => state.checkout.placing;

/** The backend's totals after the last step it answered, or null. */
export const selectCheckoutTotals = (state: RootState): CheckoutState['totals'] => state.checkout.totals;

/** What changed when completion was refused (message, lines, the backend's cart), or null. */
export const selectCheckoutChanges = (state: RootState): CheckoutState['changes'] => state.checkout.changes;

/** An order for its confirmation page, once known. */
export const selectOrderView =
  (orderId: string) =>
  (state: RootState): CheckoutState['orders'][string] | undefined =>
    state.checkout.orders[orderId];
