import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import type { CheckoutState } from './checkout.model';
import {
  selectAddressBook,
  selectBusyStep,
  selectCheckoutChanges,
  selectCheckoutDraft,
  selectCheckoutFieldError,
  selectCheckoutFields,
  selectCheckoutFieldValue,
  selectCheckoutTotals,
  selectDeliveryPinCode,
  selectDoneSteps,
  selectEnteredPinCode,
  selectOpenStep,
  selectOrderView,
  selectPaymentMethod,
  selectPinCheck,
  selectPlacingOrder,
  selectSaveAddress,
  selectSavedAddressId,
  selectShippingOptionId,
  selectShippingOptions,
  selectStepError,
} from './checkout.selectors';

const initial = initialRootState.checkout;
const withCheckout = (checkout: Partial<CheckoutState>, draft: Partial<CheckoutState['draft']> = {}): RootState => ({
  ...initialRootState,
  checkout: { ...initial, ...checkout, draft: { ...initial.draft, ...draft } },
});

describe('checkout selectors', () => {
  it('one field as typed, and its error or null', () => {
    const state = withCheckout(
      { fieldErrors: { phone: 'Enter a 10-digit mobile number' } },
      { fields: { ...initial.draft.fields, phone: '98765', city: 'Pune' } },
    );
    expect(selectCheckoutFieldValue('phone')(state)).toBe('98765');
    expect(selectCheckoutFieldValue('city')(state)).toBe('Pune');
    expect(selectCheckoutFieldError('phone')(state)).toBe('Enter a 10-digit mobile number');
    expect(selectCheckoutFieldError('city')(state)).toBeNull();
    expect(selectCheckoutFields(state)).toBe(state.checkout.draft.fields);
    expect(selectCheckoutDraft(state)).toBe(state.checkout.draft);
  });

  it('the pin code entered, without surrounding spaces', () => {
    expect(selectEnteredPinCode(withCheckout({}, { fields: { ...initial.draft.fields, pinCode: ' 411001  ' } }))).toBe(
      '411001',
    );
    expect(selectEnteredPinCode(initialRootState)).toBe('');
  });

  it('the draft picks: saved address, saving, delivery option, payment, finished steps', () => {
    const state = withCheckout(
      {},
      {
        savedAddressId: 'addr_1',
        saveAddress: true,
        shippingOptionId: 'so_std',
        paymentMethod: 'cod',
        done: ['contact', 'address'],
      },
    );
    expect(selectSavedAddressId(state)).toBe('addr_1');
    expect(selectSaveAddress(state)).toBe(true);
    expect(selectShippingOptionId(state)).toBe('so_std');
    expect(selectPaymentMethod(state)).toBe('cod');
    expect(selectDoneSteps(state)).toEqual(['contact', 'address']);
  });

  it('the slice around the draft: step, busy, errors, pin check, options, totals, placing, changes', () => {
    const totals = { subtotal: 10000, shipping: 0, paymentFee: 2000, total: 12000 };
    const changes = { message: 'Prices changed', lines: [], items: [], totals };
    const options = [{ id: 'so_std', name: 'Standard', amount: 0, promise: '2-4 days' }];
    const addressBook = { status: 'loaded', addresses: [], saveError: 'Could not save' } as const;
    const state = withCheckout({
      open: 'delivery',
      busy: 'address',
      stepError: { step: 'address', message: 'down', retry: true },
      pin: { pinCode: '411001', status: 'serviceable' },
      options,
      totals,
      placing: true,
      changes,
      addressBook,
    });
    expect(selectOpenStep(state)).toBe('delivery');
    expect(selectBusyStep(state)).toBe('address');
    expect(selectStepError(state)).toEqual({ step: 'address', message: 'down', retry: true });
    expect(selectPinCheck(state)).toEqual({ pinCode: '411001', status: 'serviceable' });
    expect(selectShippingOptions(state)).toBe(options);
    expect(selectCheckoutTotals(state)).toBe(totals);
    expect(selectPlacingOrder(state)).toBe(true);
    expect(selectCheckoutChanges(state)).toBe(changes);
    expect(selectAddressBook(state)).toBe(addressBook);
    expect(
      [selectBusyStep, selectStepError, selectPinCheck, selectCheckoutTotals, selectCheckoutChanges].map((select) =>
        select(initialRootState),
      ),
    ).toEqual([null, null, null, null, null]);
    expect(selectPlacingOrder(initialRootState)).toBe(false);
  });

  it('an order by id, undefined until asked for', () => {
    const view = { status: 'notFound', order: null } as const;
    const state = withCheckout({ orders: { order_1: view } });
    expect(selectOrderView('order_1')(state)).toBe(view);
    expect(selectOrderView('order_2')(state)).toBeUndefined();
  });
});

describe('the delivery promise’s pin code (issue 25 item 5)', () => {
  const fields = (pinCode: string) => ({ fields: { ...initial.draft.fields, pinCode } });

  it('is the one asked about in this visit, even too short, over the one checkout holds', () => {
    expect(selectDeliveryPinCode(withCheckout({ deliveryAsk: '12200' }, fields('122001')))).toBe('12200');
    expect(selectDeliveryPinCode(withCheckout({ deliveryAsk: '175001' }, fields('122001')))).toBe('175001');
  });

  it('is checkout’s complete pin code when none was asked (remembered with the draft), else empty', () => {
    expect(selectDeliveryPinCode(withCheckout({}, fields('122001')))).toBe('122001');
    expect(selectDeliveryPinCode(withCheckout({}, fields('12200')))).toBe('');
    expect(selectDeliveryPinCode(initialRootState)).toBe('');
  });
});
