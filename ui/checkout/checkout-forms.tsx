import * as m from '#ui-messages';
import { CHECKOUT_POLICY, PAYMENT_METHODS, type PaymentFees } from '../../core/checkout/checkout-policy';
import type { PaymentMethodId } from '../../core/checkout/checkout.model';
import { INDIAN_STATES } from '../../core/checkout/indian-states';
import { normalisePhone } from '../../core/checkout/checkout-validation';
import type { RootState } from '../../core/root.reducer';
import { formatMoney } from '../format/money';
import { useDispatch, usePaymentFees, useSelector } from '../store';
import { CheckoutTextField } from './checkout-field';
import { PAYMENT_METHOD_LABELS } from './payment-method-labels';
import { PinCheckStatus } from './pin-check-status';
import { stateName } from './state-names';
import { StepError } from './checkout-step';
import {
  addressLine,
  AddressSaveError,
  SaveAddressCheckbox,
  SavedAddressChoice,
  usePickedAddress,
} from './saved-addresses';
import {
  selectCheckoutFields,
  selectEnteredPinCode,
  selectPaymentMethod,
  selectSavedAddressId,
  selectShippingOptionId,
  selectShippingOptions,
} from '../../core/checkout/checkout.selectors';

export function ContactForm() {
  return (
    <>
      <CheckoutTextField
        field="phone"
        label={m.checkout_mobile_number()}
        prefix="+91"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={14}
        hint={m.checkout_mobile_number_hint()}
      />
      <CheckoutTextField
        field="email"
        label={m.checkout_email()}
        optional
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={m.checkout_email_hint()}
      />
    </>
  );
}

export function ContactSummary() {
  const fields = useSelector(selectCheckoutFields);
  return (
    <p>
      +91 {normalisePhone(fields.phone)}
      {fields.email.trim() ? ` · ${fields.email.trim()}` : ''}
    </p>
  );
}

function PinStatus() {
  return <PinCheckStatus pinCode={useSelector(selectEnteredPinCode)} />;
}

export function AddressForm() {
  const picked = usePickedAddress();
  return (
    <>
      <SavedAddressChoice />
      {picked ? null : <NewAddressFields />}
    </>
  );
}

function NewAddressFields() {
  return (
    <>
      <CheckoutTextField field="fullName" label={m.checkout_full_name()} autoComplete="name" />
      <CheckoutTextField field="pinCode" label={m.checkout_pin_code()} inputMode="numeric" autoComplete="postal-code" />
      <PinStatus />
      <CheckoutTextField
        field="line1"
        label={m.checkout_address_line1()}
        autoComplete="address-line1"
        hint={m.checkout_address_line1_hint()}
      />
      <CheckoutTextField field="line2" label={m.checkout_address_line2()} optional autoComplete="address-line2" />
      <div className="checkout-row">
        <CheckoutTextField field="city" label={m.checkout_city()} autoComplete="address-level2" />
        <CheckoutTextField field="state" label={m.checkout_state()}>
          {(input) => (
            <select {...input} autoComplete="address-level1">
              <option value="">{m.checkout_choose_state()}</option>
              {INDIAN_STATES.map((name) => (
                <option key={name} value={name}>
                  {stateName(name)}
                </option>
              ))}
            </select>
          )}
        </CheckoutTextField>
      </div>
      <SaveAddressCheckbox />
    </>
  );
}

export function AddressSummary() {
  const fields = useSelector(selectCheckoutFields);
  const picked = usePickedAddress();
  const pickedId = useSelector(selectSavedAddressId);
  if (pickedId !== null) {
    return (
      <>
        <address className="checkout-address">{picked ? addressLine(picked) : m.checkout_your_saved_address()}</address>
        <AddressSaveError />
      </>
    );
  }
  return (
    <>
      <TypedAddressSummary fields={fields} />
      <AddressSaveError />
    </>
  );
}

function TypedAddressSummary({ fields }: { readonly fields: RootState['checkout']['draft']['fields'] }) {
  return (
    <address className="checkout-address">
      {fields.fullName}
      <br />
      {fields.line1}
      {fields.line2.trim() ? `, ${fields.line2}` : ''}
      <br />
      {fields.city}, {stateName(fields.state)} {fields.pinCode}
    </address>
  );
}

const optionPrice = (amount: number) => (amount === 0 ? m.checkout_free() : formatMoney(amount));

export function DeliveryForm() {
  const dispatch = useDispatch();
  const options = useSelector(selectShippingOptions);
  const chosen = useSelector(selectShippingOptionId);
  if (options.length === 0) return <p role="status">{m.checkout_no_delivery_options()}</p>;
  return (
    <fieldset className="checkout-choices">
      <legend className="visually-hidden">{m.checkout_step_delivery()}</legend>
      {options.map((option) => (
        <label key={option.id} className="checkout-choice">
          <input
            type="radio"
            name="delivery"
            value={option.id}
            checked={chosen === option.id}
            onChange={() => dispatch({ type: 'checkout/optionChoiceRequested', payload: { optionId: option.id } })}
          />
          <span className="checkout-choice__text">
            <strong>{option.name}</strong>
            {option.promise ? `, ${option.promise}` : ''}
          </span>
          <span className="checkout-choice__price">{optionPrice(option.amount)}</span>
        </label>
      ))}
      <p className="field__hint">
        {m.checkout_free_delivery_from({ amount: formatMoney(CHECKOUT_POLICY.freeDeliveryFrom) })}
      </p>
    </fieldset>
  );
}

export function DeliverySummary() {
  const options = useSelector(selectShippingOptions);
  const chosen = useSelector(selectShippingOptionId);
  const option = options.find((candidate) => candidate.id === chosen);
  return (
    <p>
      {option
        ? `${option.name}${option.promise ? `, ${option.promise}` : ''} · ${optionPrice(option.amount)}`
        : m.checkout_chosen()}
    </p>
  );
}

/** A way to pay's terms: its handling fee only where the backend charges one. */
const PAYMENT_METHOD_TERMS: Readonly<Record<PaymentMethodId, (fees: PaymentFees) => string>> = {
  cod: (fees) => {
    const limit = formatMoney(CHECKOUT_POLICY.codLimit);
    return fees.cod > 0
      ? m.checkout_cod_terms_with_fee({ fee: formatMoney(fees.cod), limit })
      : m.checkout_cod_terms({ limit });
  },
};

/** The ways to pay the checkout policy offers, one radio each. */
export function PaymentForm() {
  const dispatch = useDispatch();
  const chosen = useSelector(selectPaymentMethod);
  const fees = usePaymentFees();
  return (
    <fieldset className="checkout-choices">
      <legend className="visually-hidden">{m.checkout_payment_method()}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className="checkout-choice">
          <input
            type="radio"
            name="payment"
            value={method}
            checked={chosen === method}
            onChange={() => dispatch({ type: 'checkout/paymentChoiceRequested', payload: { method } })}
          />
          <span className="checkout-choice__text">
            <strong>{PAYMENT_METHOD_LABELS[method]}</strong>
            {PAYMENT_METHOD_TERMS[method](fees)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function PaymentSummary() {
  const chosen = useSelector(selectPaymentMethod);
  return <p>{chosen ? PAYMENT_METHOD_LABELS[chosen] : m.checkout_chosen()}</p>;
}

export { StepError };
