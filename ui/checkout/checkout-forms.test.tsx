// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_POLICY } from '../../core/checkout/checkout-policy';
import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import { COMMERCE_TRAITS, type CommerceFactory } from '../../core/commerce/commerce.port';
import { initialRootState, type RootState } from '../../core/root.reducer';
import { formatMoney } from '../format/money';
import { renderComponent } from '../testing/render-component';
import { scriptedRuntime } from '../../harness/fakes/load-now';
import { AddressForm, ContactSummary, PaymentForm } from './checkout-forms';
import { OrderSummary } from './checkout-review';

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

  it('keeps what is typed before the core runtime has loaded (a direct /checkout load), then shows the value the core keeps', () => {
    const { checkout } = initialRootState;
    const runtime = scriptedRuntime(['holds']);
    const { store } = renderComponent(<AddressForm />, {
      initialState: { ...initialRootState, checkout: { ...checkout, open: 'address' } },
      load: runtime.load,
      start: true,
    });
    const pin = screen.getByLabelText('Pin code') as HTMLInputElement;
    for (const typed of ['1', '12', '122', '1220', '12200', '122001'])
      act(() => fireEvent.change(pin, { target: { value: typed } }));
    expect(pin.value).toBe('122001');
    act(() => void runtime.arrive());
    expect(store.getState().checkout.draft.fields.pinCode).toBe('122001');
    expect(pin.value).toBe('122001');
  });
});

const LINE = {
  id: 'line_1',
  title: 'Toor Dal',
  thumbnail: null,
  quantity: 1,
  price: 10_500,
  total: 10_500,
  variant_id: 'variant_toor_500g',
  variant_title: '500 g',
};

/** The payment step with cash on delivery chosen: the delivery step sent, the backend's totals its answer. */
function atPayment(): RootState {
  const { checkout, cart } = initialRootState;
  return {
    ...initialRootState,
    cart: { ...cart, cartItems: [LINE] },
    checkout: {
      ...checkout,
      open: 'payment',
      options: [{ id: 'so_standard', name: 'Standard delivery', amount: 6_000, promise: '1-10 days' }],
      totals: { subtotal: 10_500, shipping: 6_000, paymentFee: 0, total: 16_500 },
      draft: {
        ...checkout.draft,
        done: ['contact', 'address', 'delivery'],
        shippingOptionId: 'so_standard',
        paymentMethod: 'cod',
      },
    },
  };
}

/** A backend that says of itself what stock Medusa says: no payment fees (the medusa adapter stays out of ui/). */
const medusa: CommerceFactory = (context) => ({ ...brandCommerce(context), ...COMMERCE_TRAITS.medusa });

describe('the payment step names only the fees the backend charges', () => {
  it('on the brand backend: the COD fee in the terms and in the summary, in the total too', () => {
    renderComponent(
      <>
        <PaymentForm />
        <OrderSummary />
      </>,
      { initialState: atPayment() },
    );
    const fee = formatMoney(CHECKOUT_POLICY.codFee);
    expect(screen.getByRole('radio', { name: /Cash on delivery/ }).closest('label')?.textContent).toContain(
      `A handling fee of ${fee} applies`,
    );
    expect(screen.getByTestId('summary-fee').textContent).toBe(fee);
    expect(screen.getByTestId('summary-total').textContent).toBe(formatMoney(16_500 + CHECKOUT_POLICY.codFee));
  });

  it('on stock Medusa, which charges no COD fee: no fee in the terms or the summary, the total its own', () => {
    renderComponent(
      <>
        <PaymentForm />
        <OrderSummary />
      </>,
      { initialState: atPayment(), commerce: medusa },
    );
    const terms = screen.getByRole('radio', { name: /Cash on delivery/ }).closest('label')?.textContent ?? '';
    expect(terms).not.toMatch(/fee/i);
    expect(terms).toContain(`Available on orders up to ${formatMoney(CHECKOUT_POLICY.codLimit)}`);
    expect(screen.queryByTestId('summary-fee')).toBeNull();
    expect(screen.queryByText(/Cash on delivery fee/)).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toBe(formatMoney(16_500));
  });
});
