import * as m from '#ui-messages';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ANYWHERE_DAYS, DELIVERY_ZONES, type DeliveryZone } from '../../core/checkout/checkout-policy';
import { isLookupPinCode } from '../../core/checkout/checkout-validation';
import { selectDeliveryPinCode, selectPinCheck } from '../../core/checkout/checkout.selectors';
import type { CheckoutState } from '../../core/checkout/checkout.model';
import { CHECKOUT_FIELD_MESSAGES, CHECKOUT_MESSAGES } from '../../core/messages/checkout.messages';
import { useDispatch, useSelector } from '../store';
import { useValueTypedEarly } from '../shared/use-value-typed-early';

/**
 * The delivery promise for a pin code we deliver to ('Deliver to 122001: in 1-2 days'): its zone's days, or, where the
 * backend names no zone (stock Medusa), the days of the one option that serves every pin code, as checkout says.
 */
export function deliverToText(pinCode: string, zone: DeliveryZone | undefined): string {
  const [from, to] = zone ? DELIVERY_ZONES[zone].days : ANYWHERE_DAYS;
  return m.checkout_deliver_to({ pinCode, from, to });
}

/** What the delivery promise says of `pinCode`, and whether it is good news; null while there is nothing to say. */
function answerFor(pinCode: string, pin: CheckoutState['pin']): { readonly text: string; readonly ok: boolean } | null {
  if (pinCode === '') return null;
  if (!isLookupPinCode(pinCode)) return { text: CHECKOUT_FIELD_MESSAGES.pinCode, ok: false };
  if (!pin || pin.pinCode !== pinCode || pin.status === 'checking')
    return { text: m.checkout_checking_pin_code(), ok: true };
  if (pin.status === 'serviceable') return { text: deliverToText(pinCode, pin.zone), ok: true };
  if (pin.status === 'unserviceable') return { text: CHECKOUT_MESSAGES.notDelivered(pinCode), ok: false };
  if (pin.status === 'unknown') return { text: CHECKOUT_MESSAGES.unknownPinCode(pinCode), ok: false };
  return { text: CHECKOUT_MESSAGES.unreachable, ok: false };
}

/**
 * The delivery promise before checkout (product page, cart): a pin code field and 'Check', then when we deliver there
 * or that we do not. The pin code is remembered with checkout's address and filled in there; a remembered one the
 * last lookup was not about (after a reload, or another pin code checked at checkout) is checked when the field shows.
 */
export function DeliveryPinCheck() {
  const dispatch = useDispatch();
  const pinCode = useSelector(selectDeliveryPinCode);
  const pin = useSelector(selectPinCheck);
  const [typed, setTyped] = useState<string | null>(null);
  const id = useId();
  const fieldRef = useValueTypedEarly<HTMLInputElement>(typed ?? pinCode, setTyped);

  useEffect(() => {
    if (isLookupPinCode(pinCode) && pin?.pinCode !== pinCode)
      dispatch({ type: 'checkout/deliveryPinCodeRequested', payload: { pinCode } });
  }, [pinCode, pin, dispatch]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'checkout/deliveryPinCodeRequested', payload: { pinCode: typed ?? pinCode } });
  };
  const answer = answerFor(pinCode, pin);
  return (
    <form className="delivery-check" onSubmit={check} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-pin`} className="delivery-check__label">
        {m.checkout_check_delivery_label()}
      </label>
      <div className="delivery-check__row">
        <input
          ref={fieldRef}
          id={`${id}-pin`}
          className="delivery-check__input"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder={m.checkout_pin_code_placeholder()}
          value={typed ?? pinCode}
          aria-describedby={`${id}-answer`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--outline delivery-check__button">
          {m.checkout_check()}
        </button>
      </div>
      <p
        id={`${id}-answer`}
        className={`delivery-check__answer${answer && !answer.ok ? ' delivery-check__answer--no' : ''}`}
        role="status"
      >
        {answer?.text ?? ''}
      </p>
    </form>
  );
}
