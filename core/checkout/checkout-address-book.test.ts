import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { activePinCode, chosenAddress, savedAs } from './checkout-address-book';
import { emptyDraft, parseDraft } from './checkout-draft';
import { checkoutReducer, initialCheckoutState } from './checkout.reducer';
import type { CheckoutState, SavedAddress } from './checkout.model';
import { CHECKOUT_MESSAGES } from '../messages/checkout.messages';

const HOME: SavedAddress = {
  id: 'addr_home',
  address: {
    fullName: 'Asha Verma',
    line1: '45 Sushant Lok Phase 1',
    line2: 'Block C',
    city: 'Gurugram',
    state: 'Haryana',
    pinCode: '122009',
    phone: '',
  },
};
const OFFICE: SavedAddress = {
  id: 'addr_office',
  address: { ...HOME.address, line1: 'Plot 7, Sector 18', line2: '', pinCode: '122015' },
};
const TYPED = {
  ...emptyDraft.fields,
  phone: '9876543210',
  fullName: 'Asha Verma',
  line1: '22 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560025',
};

const reduce = (state: CheckoutState, ...events: Event[]) => events.reduce(checkoutReducer, state);
const withDraft = (draft: Partial<CheckoutState['draft']>): CheckoutState => ({
  ...initialCheckoutState,
  draft: { ...emptyDraft, ...draft },
});
const loaded = (...addresses: SavedAddress[]): Event => ({ type: 'checkout/addressesLoaded', payload: { addresses } });

describe('saved addresses in the checkout slice', () => {
  it('picks the first saved address when nothing of an address was typed (a prefilled name does not count)', () => {
    const state = reduce(withDraft({ fields: { ...emptyDraft.fields, fullName: 'Asha Verma' } }), loaded(HOME, OFFICE));
    expect(state.draft.savedAddressId).toBe('addr_home');
    expect(state.addressBook).toEqual({ status: 'loaded', addresses: [HOME, OFFICE], saveError: null });
  });

  it('never picks over a typed address, a ticked Save, or a done address step; keeps a pick still in the list and drops one gone', () => {
    expect(reduce(withDraft({ fields: TYPED }), loaded(HOME)).draft.savedAddressId).toBeNull();
    expect(reduce(withDraft({ saveAddress: true }), loaded(HOME)).draft.savedAddressId).toBeNull();
    expect(reduce(withDraft({ done: ['contact', 'address'] }), loaded(HOME)).draft.savedAddressId).toBeNull();
    expect(
      reduce(withDraft({ savedAddressId: 'addr_office', fields: TYPED }), loaded(HOME, OFFICE)).draft.savedAddressId,
    ).toBe('addr_office');
    expect(
      reduce(withDraft({ savedAddressId: 'addr_gone', fields: TYPED }), loaded(HOME)).draft.savedAddressId,
    ).toBeNull();
  });

  it("a failed load leaves the typed fields and picks nothing; 'Use a new address' keeps the typed fields", () => {
    const failed = reduce(withDraft({ savedAddressId: 'addr_home', fields: TYPED }), {
      type: 'checkout/addressesLoadFailed',
    });
    expect(failed.draft).toMatchObject({ savedAddressId: null, fields: TYPED });
    expect(failed.addressBook.status).toBe('failed');
    const picked = reduce(withDraft({ fields: TYPED }), loaded(HOME), {
      type: 'checkout/savedAddressChoiceRequested',
      payload: { addressId: 'addr_home' },
    });
    expect(
      reduce(picked, { type: 'checkout/savedAddressChoiceRequested', payload: { addressId: null } }).draft.fields,
    ).toEqual(TYPED);
  });

  it("a saved address's pin code check neither fills nor flags the typed fields", () => {
    const picked = reduce(withDraft({ fields: TYPED }), loaded(HOME), {
      type: 'checkout/savedAddressChoiceRequested',
      payload: { addressId: 'addr_home' },
    });
    expect(activePinCode(picked)).toBe('122009');
    const checked = reduce(picked, {
      type: 'checkout/pinCodeChecked',
      payload: { info: { pinCode: '122009', serviceable: false, city: 'Gurugram', state: 'Haryana' } },
    });
    expect(checked.pin).toEqual({ pinCode: '122009', status: 'unserviceable' });
    expect(checked.draft.fields).toEqual(TYPED);
    expect(checked.fieldErrors).toEqual({});
    const unknown = reduce(picked, {
      type: 'checkout/pinCodeCheckFailed',
      payload: { pinCode: '122009', reason: 'unknown' },
    });
    expect(unknown.fieldErrors).toEqual({});
    expect(
      reduce(picked, {
        type: 'checkout/pinCodeChecked',
        payload: { info: { pinCode: '560025', serviceable: false, city: null, state: null } },
      }),
    ).toBe(picked);
  });

  it('the chosen address: the typed one with its field errors, or the picked one checked by the same rules, with the contact phone', () => {
    expect(chosenAddress(withDraft({ fields: { ...TYPED, pinCode: '012345' } }))).toEqual({
      errors: { pinCode: expect.any(String) },
    });
    const book = {
      status: 'loaded' as const,
      addresses: [HOME, { ...OFFICE, address: { ...OFFICE.address, state: 'HR' } }],
      saveError: null,
    };
    const draft = { ...emptyDraft, fields: TYPED };
    expect(chosenAddress({ draft: { ...draft, savedAddressId: 'addr_home' }, addressBook: book })).toEqual({
      address: { ...HOME.address, phone: '9876543210' },
    });
    expect(chosenAddress({ draft: { ...draft, savedAddressId: 'addr_office' }, addressBook: book })).toEqual({
      message: CHECKOUT_MESSAGES.savedAddressIncomplete,
    });
    expect(chosenAddress({ draft: { ...draft, savedAddressId: 'addr_gone' }, addressBook: book })).toEqual({
      message: CHECKOUT_MESSAGES.savedAddressMissing,
    });
  });

  it('an address already saved is found whatever its case, spacing or phone', () => {
    expect(savedAs({ ...HOME.address, line1: ' 45  sushant lok phase 1 ', phone: '9123456780' }, [OFFICE, HOME])).toBe(
      HOME,
    );
    expect(savedAs({ ...HOME.address, pinCode: '122010' }, [OFFICE, HOME])).toBeNull();
  });

  it('a draft stored before saved addresses reads back with none picked and nothing to save', () => {
    const stored = { fields: TYPED, shippingOptionId: null, paymentMethod: null, done: ['contact'], placing: null };
    expect(parseDraft(stored)).toMatchObject({ savedAddressId: null, saveAddress: false, fields: TYPED });
    expect(parseDraft({ ...stored, savedAddressId: 7, saveAddress: 'yes' })).toMatchObject({
      savedAddressId: null,
      saveAddress: false,
    });
    expect(parseDraft({ ...stored, savedAddressId: 'addr_home', saveAddress: true })).toMatchObject({
      savedAddressId: 'addr_home',
      saveAddress: true,
    });
  });
});
