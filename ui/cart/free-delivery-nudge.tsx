import * as m from '#ui-messages';
import { selectCartSubtotal } from '../../core/cart/cart.selectors';
import { freeDeliveryShortfall } from '../../core/checkout/checkout-policy';
import { rupeesText } from '../../core/checkout/checkout-promises';
import { useSelector, useStore } from '../store';

/** Rupees with the paise only when there are any ('₹550', '₹0.01'). */
const amountText = (paise: number): string =>
  paise % 100 === 0 ? rupeesText(paise) : `${rupeesText(paise)}.${String(paise % 100).padStart(2, '0')}`;

/** The free-delivery line for what the subtotal lacks ('Add ₹550 more for free delivery'); 'Free delivery' at 0. */
export const freeDeliveryText = (shortfall: number): string =>
  shortfall > 0 ? m.cart_free_delivery_more({ amount: amountText(shortfall) }) : m.cart_free_delivery();

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
