import * as m from '#ui-messages';
import { selectPinCheck } from '../../core/checkout/checkout.selectors';
import { CHECKOUT_MESSAGES } from '../../core/messages/checkout.messages';
import { useSelector } from '../store';

/**
 * What the pin code check says of `pinCode`: that it is being checked, or that we deliver there; with `errorId`, also
 * that we do not (an alert with that id, for the control it describes). Nothing while the check is of another pin code.
 */
export function PinCheckStatus({ pinCode, errorId }: { readonly pinCode: string; readonly errorId?: string }) {
  const pin = useSelector(selectPinCheck);
  if (!pin || pin.pinCode !== pinCode) return null;
  if (pin.status === 'checking')
    return (
      <p className="field__hint" role="status">
        {m.checkout_checking_pin_code()}
      </p>
    );
  if (pin.status === 'serviceable')
    return (
      <p className="field__hint checkout-pin--ok" role="status">
        {m.checkout_we_deliver_to({ pinCode })}
      </p>
    );
  if (pin.status === 'unserviceable' && errorId)
    return (
      <p id={errorId} className="field__error" role="alert">
        {CHECKOUT_MESSAGES.unserviceable(pinCode)}
      </p>
    );
  return null;
}
