import * as m from '#ui-messages';
import type { CartItem } from '../../core/cart/cart.model';
import { CHECKOUT_MESSAGES } from '../../core/messages/checkout.messages';
import { selectCartItems } from '../../core/cart/cart.selectors';
import { selectCartOrderTotal, selectCartOverPaymentLimit } from '../../core/checkout/checkout-summary.selectors';
import { useSelector } from '../store';
import { STORE_DETAILS, telHref, whatsappHref } from '../store-details';

/** The id of the notice, for the control it explains (the disabled Checkout). */
export const ORDER_LIMIT_NOTICE_ID = 'order-limit-notice';

const orderText = (items: readonly CartItem[]) =>
  m.cart_whatsapp_order({
    items: items
      .map((item) => `${item.quantity} × ${item.title}${item.variant_title ? ` (${item.variant_title})` : ''}`)
      .join(', '),
  });

/**
 * Before checkout: an order checkout cannot take payment for (over the cash-on-delivery limit) says so, with what
 * the shopper can do: fewer items, split orders, or a call or a WhatsApp message (the cart lines written in) to the
 * store.
 */
export function OrderLimitNotice() {
  const over = useSelector(selectCartOverPaymentLimit);
  const orderTotal = useSelector(selectCartOrderTotal);
  const items = useSelector(selectCartItems);
  if (!over) return null;
  return (
    <div
      id={ORDER_LIMIT_NOTICE_ID}
      className="notice notice--error order-limit"
      role="status"
      aria-labelledby={`${ORDER_LIMIT_NOTICE_ID}-title`}
    >
      <p id={`${ORDER_LIMIT_NOTICE_ID}-title`} className="order-limit__title">
        {CHECKOUT_MESSAGES.overCodLimitTitle}
      </p>
      <p>{CHECKOUT_MESSAGES.overCodLimit(orderTotal)}</p>
      <p className="order-limit__actions">
        <a className="button button--outline" href={telHref(STORE_DETAILS.phone)}>
          {m.cart_call_phone({ phone: STORE_DETAILS.phone })}
        </a>
        <a className="button button--outline" href={whatsappHref(orderText(items))} target="_blank" rel="noreferrer">
          {m.cart_whatsapp_us()}
        </a>
      </p>
    </div>
  );
}
