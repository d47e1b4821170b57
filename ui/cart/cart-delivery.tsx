import { selectCartOverPaymentLimit } from '../../core/checkout/checkout-summary.selectors';
import { CHECKOUT_MESSAGES } from '../../core/messages/checkout.messages';
import { DeliveryPinCheck } from '../checkout/delivery-pin-check';
import { useSelector } from '../store';
import { FreeDeliveryNudge } from './free-delivery-nudge';

/**
 * The cart summary's delivery terms: what the cart lacks for free delivery, the cash-on-delivery limit (stated calmly
 * while the order is within it; the order-limit notice speaks over it) and the delivery promise for a pin code.
 */
export function CartDeliveryTerms() {
  const over = useSelector(selectCartOverPaymentLimit);
  return (
    <div className="cart-delivery">
      <p className="cart-delivery__line" role="status">
        <FreeDeliveryNudge className="cart-delivery__nudge" />
      </p>
      {over ? null : <p className="cart-delivery__line cart-delivery__cod">{CHECKOUT_MESSAGES.codLimit}</p>}
      <DeliveryPinCheck />
    </div>
  );
}
