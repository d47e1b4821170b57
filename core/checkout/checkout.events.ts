import type { CartItem } from '../cart/cart.model';
import type {
  CartLineChange,
  CheckoutField,
  CheckoutStep,
  CheckoutTotals,
  PaymentMethodId,
  PinCodeInfo,
  PlacedOrder,
  SavedAddress,
  ShippingOption,
} from './checkout.model';

export type CheckoutEvent =
  /** The checkout page is shown: prefill the contact and load what the open step needs. */
  | { readonly type: 'checkout/openRequested' }
  /** The shopper typed in a field: keep the text; its error, if any, goes until the next check. */
  | {
      readonly type: 'checkout/fieldChangeRequested';
      readonly payload: { readonly field: CheckoutField; readonly value: string };
    }
  /** 'Continue' on a step (contact, address, delivery, payment). */
  | { readonly type: 'checkout/stepSubmitRequested'; readonly payload: { readonly step: CheckoutStep } }
  /** 'Edit' on a step already done. */
  | { readonly type: 'checkout/stepEditRequested'; readonly payload: { readonly step: CheckoutStep } }
  /** A saved address picked for delivery; null: 'Use a new address'. */
  | { readonly type: 'checkout/savedAddressChoiceRequested'; readonly payload: { readonly addressId: string | null } }
  /** 'Save this address' ticked or cleared for the typed address. */
  | { readonly type: 'checkout/saveAddressToggleRequested'; readonly payload: { readonly save: boolean } }
  /** 'Try again' after the saved addresses did not load. */
  | { readonly type: 'checkout/addressesRequested' }
  | { readonly type: 'checkout/addressesLoadStarted' }
  | { readonly type: 'checkout/addressesLoaded'; readonly payload: { readonly addresses: readonly SavedAddress[] } }
  /** No answer, a refusal, or an answer that did not decode: the shopper types the address instead. */
  | { readonly type: 'checkout/addressesLoadFailed' }
  /**
   * The typed address is on the customer's account: every saved address, and the id of the one saved (null when it
   * cannot be told).
   */
  | {
      readonly type: 'checkout/addressSavedToAccount';
      readonly payload: { readonly addresses: readonly SavedAddress[]; readonly addressId: string | null };
    }
  | { readonly type: 'checkout/addressSaveFailed'; readonly payload: { readonly message: string } }
  /** A delivery option picked. */
  | { readonly type: 'checkout/optionChoiceRequested'; readonly payload: { readonly optionId: string } }
  /** A payment method picked. */
  | { readonly type: 'checkout/paymentChoiceRequested'; readonly payload: { readonly method: PaymentMethodId } }
  /** 'Place order'; any number of clicks make one completion. */
  | { readonly type: 'checkout/placeOrderRequested' }
  /** The shopper accepts the changed cart shown after a refused completion. */
  | { readonly type: 'checkout/changesAcceptRequested' }
  /** The confirmation page of an order is shown: load the order unless it is already here. */
  | { readonly type: 'checkout/orderRequested'; readonly payload: { readonly orderId: string } }
  /** The logged-in customer's contact and name, filled into empty fields. */
  | {
      readonly type: 'checkout/prefilled';
      readonly payload: { readonly phone: string; readonly email: string; readonly fullName: string };
    }
  /**
   * 'Check' on the delivery promise's pin code field (product page, cart): the pin code is looked up, and it fills
   * checkout's address pin code.
   */
  | { readonly type: 'checkout/deliveryPinCodeRequested'; readonly payload: { readonly pinCode: string } }
  | { readonly type: 'checkout/pinCodeCheckStarted'; readonly payload: { readonly pinCode: string } }
  | { readonly type: 'checkout/pinCodeChecked'; readonly payload: { readonly info: PinCodeInfo } }
  /** `unknown`: the backend does not know the pin code; `failed`: no answer (the address step goes on). */
  | {
      readonly type: 'checkout/pinCodeCheckFailed';
      readonly payload: { readonly pinCode: string; readonly reason: 'unknown' | 'failed' };
    }
  /** A step's Continue was checked: its field errors, or a message for the step. */
  | {
      readonly type: 'checkout/stepRejected';
      readonly payload: {
        readonly step: CheckoutStep;
        readonly fieldErrors: Readonly<Partial<Record<CheckoutField, string>>>;
        readonly message: string | null;
      };
    }
  /** A step's Continue was accepted: contact moves on; the others go to the backend. */
  | { readonly type: 'checkout/stepAccepted'; readonly payload: { readonly step: CheckoutStep } }
  /** The contact and address are on the cart. */
  | { readonly type: 'checkout/detailsSaved'; readonly payload: { readonly totals: CheckoutTotals } }
  | { readonly type: 'checkout/optionsLoaded'; readonly payload: { readonly options: readonly ShippingOption[] } }
  /** The backend's totals for the cart, read when checkout reopens past the address step (after a reload). */
  | { readonly type: 'checkout/totalsLoaded'; readonly payload: { readonly totals: CheckoutTotals } }
  | { readonly type: 'checkout/shippingSaved'; readonly payload: { readonly totals: CheckoutTotals } }
  | { readonly type: 'checkout/paymentSaved'; readonly payload: { readonly totals: CheckoutTotals } }
  | {
      readonly type: 'checkout/stepFailed';
      readonly payload: { readonly step: CheckoutStep; readonly message: string; readonly retry: boolean };
    }
  /** A completion is sent with this key (again after a reload). */
  | { readonly type: 'checkout/placeStarted'; readonly payload: { readonly cartId: string; readonly key: string } }
  | { readonly type: 'checkout/orderPlaced'; readonly payload: { readonly order: PlacedOrder } }
  /** The backend answered the cart instead of an order; `lines` is what changed (none for the COD limit). */
  | {
      readonly type: 'checkout/completionRefused';
      readonly payload: {
        readonly message: string;
        /** 'delivery' when the chosen delivery no longer reaches the address: the delivery step is chosen again. */
        readonly reason?: 'delivery';
        readonly lines: readonly CartLineChange[];
        readonly items: readonly CartItem[];
        readonly totals: CheckoutTotals;
      };
    }
  | { readonly type: 'checkout/placeFailed'; readonly payload: { readonly message: string; readonly retry: boolean } }
  /**
   * The backend forgot the cart (404 at checkout, or on the cart's refresh after a reload): a new one is made with
   * these lines put back, and the address is sent again.
   */
  | { readonly type: 'checkout/cartExpired'; readonly payload: { readonly items: readonly CartItem[] } }
  | { readonly type: 'checkout/orderLoadStarted'; readonly payload: { readonly orderId: string } }
  | { readonly type: 'checkout/orderLoaded'; readonly payload: { readonly order: PlacedOrder } }
  | {
      readonly type: 'checkout/orderLoadFailed';
      readonly payload: { readonly orderId: string; readonly notFound: boolean };
    };
