import { selectCartSubtotal } from '../../core/cart/cart.selectors';
import { freeDeliveryShortfall } from '../../core/checkout/checkout-policy';
import { freeDeliveryText } from '../../core/checkout/checkout-promises';
import { useSelector, useStore } from '../store';

/**
 * 'Add ₹X more for free delivery' for what the cart's subtotal lacks of the backend's free-delivery threshold, or
 * 'Free delivery' once it is reached. The threshold is the commerce backend's (its `freeDeliveryFrom` trait).
 */
export function FreeDeliveryNudge({ className }: { readonly className: string }) {
  const shortfall = freeDeliveryShortfall(useSelector(selectCartSubtotal), useStore().freeDeliveryFrom);
  return (
    <span className={`${className}${shortfall === 0 ? ` ${className}--free` : ''}`} data-testid="free-delivery">
      {freeDeliveryText(shortfall)}
    </span>
  );
}
