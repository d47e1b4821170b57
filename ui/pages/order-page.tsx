import * as m from '#ui-messages';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { PlacedOrder } from '../../core/checkout/checkout.model';
import { formatMoney } from '../format/money';
import { useDocumentTitle } from '../head/document-head';
import { useDispatch, useLoginMethod, useSelector } from '../store';
import { loginHref } from '../shared/store-links';
import { selectIsLoggedIn } from '../../core/session/session.selectors';
import type { PageProps } from '../routes/page-props';
import { RetryNotice } from '../shared/retry-notice';
import '../shared/shared.css';
import '../cart/cart.css';
import '../checkout/checkout.css';
import { selectOrderView } from '../../core/checkout/checkout.selectors';
import { PAYMENT_METHOD_LABELS } from '../checkout/payment-method-labels';
import { BuyAgainButton } from '../orders/buy-again-button';

/**
 * For a guest: how to find the order again. Where login is by mobile OTP, the orders placed with the number belong to
 * its account; where it is by email, a guest order stays apart from any account, so its link is the way back.
 */
function FindAgain({ order }: { readonly order: PlacedOrder }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginMethod = useLoginMethod();
  if (loggedIn) return null;
  const phone = order.address?.phone;
  return (
    <p className="order-confirmation__find-again" data-testid="order-find-again">
      {loginMethod === 'otp' ? (
        <>
          {m.account_find_again_lead()}{' '}
          <Link href={loginHref('/order-history')}>
            {phone ? m.account_find_again_login_phone({ phone }) : m.account_find_again_login()}
          </Link>
          {m.account_find_again_tail()}
        </>
      ) : (
        m.account_find_again_link()
      )}
    </p>
  );
}

function OrderDetails({ order }: { readonly order: PlacedOrder }) {
  const { totals, address } = order;
  return (
    <div className="checkout-page__layout">
      <div>
        <p className="order-confirmation__number">
          {m.account_order_number()} <strong>#{order.displayId}</strong>
        </p>
        <FindAgain order={order} />
        <section aria-labelledby="order-items-title" className="summary-card">
          <h2 id="order-items-title" className="summary-card__title">
            {m.account_what_you_ordered()}
          </h2>
          <ul className="checkout-lines">
            {order.items.map((line) => (
              <li key={line.id} className="checkout-line">
                <span className="checkout-line__title">
                  {line.title}
                  {line.variantTitle ? <span className="checkout-line__pack"> · {line.variantTitle}</span> : null}
                  <span className="checkout-line__qty"> × {line.quantity}</span>
                </span>
                <span className="checkout-line__total">{formatMoney(line.total)}</span>
              </li>
            ))}
          </ul>
        </section>
        {address ? (
          <section aria-labelledby="order-address-title" className="summary-card">
            <h2 id="order-address-title" className="summary-card__title">
              {m.checkout_step_address()}
            </h2>
            <address className="checkout-address">
              {address.fullName}
              <br />
              {address.line1}
              {address.line2 ? `, ${address.line2}` : ''}
              <br />
              {address.city}, {address.state} {address.pinCode}
              <br />
              +91 {address.phone}
            </address>
          </section>
        ) : null}
      </div>
      <aside className="summary-card" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className="summary-card__title">
          {m.checkout_step_payment()}
        </h2>
        <p data-testid="order-payment">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
        <dl className="cart-summary__rows">
          <div className="cart-summary__row">
            <dt>{m.cart_subtotal()}</dt>
            <dd>{formatMoney(totals.subtotal)}</dd>
          </div>
          {totals.discount ? (
            <div className="cart-summary__row">
              <dt>{m.account_coupon_discount()}</dt>
              <dd data-testid="order-discount">−{formatMoney(totals.discount)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__row">
            <dt>{m.checkout_delivery()}</dt>
            <dd>{totals.shipping === 0 ? m.checkout_free() : formatMoney(totals.shipping)}</dd>
          </div>
          {totals.paymentFee > 0 ? (
            <div className="cart-summary__row">
              <dt>{m.checkout_cod_fee()}</dt>
              <dd>{formatMoney(totals.paymentFee)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__row cart-summary__row--total">
            <dt>{m.cart_total()}</dt>
            <dd data-testid="order-total">{formatMoney(totals.total)}</dd>
          </div>
        </dl>
        <div className="order-confirmation__buy-again">
          <BuyAgainButton orderId={order.id} lines={order.items} />
        </div>
        <Link href="/" className="button button--outline button--block">
          {m.cart_continue_shopping()}
        </Link>
      </aside>
    </div>
  );
}

/** /order/{id}: the confirmation of a placed order; a guest can reopen it from its link. */
export function OrderPage({ params }: PageProps) {
  const orderId = params['id'] ?? '';
  const dispatch = useDispatch();
  const view = useSelector(selectOrderView(orderId));
  useDocumentTitle(view?.order ? m.account_order_title({ number: view.order.displayId }) : m.account_order());
  useEffect(() => {
    dispatch({ type: 'checkout/orderRequested', payload: { orderId } });
  }, [dispatch, orderId]);

  if (view?.status === 'notFound') {
    return (
      <div className="checkout-page">
        <h1 className="page-title">{m.account_order_not_found()}</h1>
        <p>{m.account_order_not_found_hint()}</p>
      </div>
    );
  }
  if (view?.status === 'failed') {
    return (
      <div className="checkout-page">
        <h1 className="page-title">{m.account_order()}</h1>
        <RetryNotice onRetry={() => dispatch({ type: 'checkout/orderRequested', payload: { orderId } })}>
          <p>{m.account_order_load_failed()}</p>
        </RetryNotice>
      </div>
    );
  }
  return (
    <div className="checkout-page order-confirmation">
      <h1 className="page-title">{view?.order ? m.account_order_placed() : m.account_order()}</h1>
      {view?.order ? <OrderDetails order={view.order} /> : <p role="status">{m.account_loading_order()}</p>}
    </div>
  );
}
