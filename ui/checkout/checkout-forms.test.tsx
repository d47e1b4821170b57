// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialRootState } from '../../core/root.reducer';
import { renderComponent } from '../testing/render-component';
import { AddressForm, ContactSummary } from './checkout-forms';

afterEach(cleanup);

function renderContact(phone: string) {
  const { checkout } = initialRootState;
  const draft = { ...checkout.draft, fields: { ...checkout.draft.fields, phone } };
  return renderComponent(<ContactSummary />, {
    initialState: { ...initialRootState, checkout: { ...checkout, draft } },
  });
}

describe('ContactSummary', () => {
  it.each([
    ['9123456780', '+91 9123456780'],
    ['9191919191', '+91 9191919191'],
    ['+91 9123456780', '+91 9123456780'],
    ['919123456780', '+91 9123456780'],
    ['09123456780', '+91 9123456780'],
    ['91234 56780', '+91 9123456780'],
  ])('shows the mobile number %s as %s, a leading 91 of the number itself kept', (typed, shown) => {
    renderContact(typed);
    expect(screen.getByText(/^\+91/).textContent).toBe(shown);
  });
});

describe('AddressForm pin code', () => {
  it('asks phones for the numeric keyboard and shows only the digits typed', () => {
    const { checkout } = initialRootState;
    const { store } = renderComponent(<AddressForm />, {
      initialState: { ...initialRootState, checkout: { ...checkout, open: 'address' } },
    });
    const pin = screen.getByLabelText('Pin code') as HTMLInputElement;
    expect(pin.inputMode).toBe('numeric');
    act(() => fireEvent.change(pin, { target: { value: '17a5 101' } }));
    expect(pin.value).toBe('175101');
    expect(store.getState().checkout.draft.fields.pinCode).toBe('175101');
  });
});
