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
import { PAYMENT_METHOD_NAMES } from '../../core/checkout/checkout-promises';
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
          To find this order again,{' '}
          <Link href={loginHref('/order-history')}>
            {phone ? `log in with +91 ${phone}` : 'log in with the mobile number you gave'}
          </Link>
          : the orders placed with your mobile number are in your Order History.
        </>
      ) : (
        'To find this order again, keep the link to this page: an order placed without logging in does not appear in an account later.'
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
          Order number <strong>#{order.displayId}</strong>
        </p>
        <FindAgain order={order} />
        <section aria-labelledby="order-items-title" className="summary-card">
          <h2 id="order-items-title" className="summary-card__title">
            What you ordered
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
              Delivery address
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
          Payment
        </h2>
        <p data-testid="order-payment">{PAYMENT_METHOD_NAMES[order.paymentMethod]}</p>
        <dl className="cart-summary__rows">
          <div className="cart-summary__row">
            <dt>Subtotal</dt>
            <dd>{formatMoney(totals.subtotal)}</dd>
          </div>
          {totals.discount ? (
            <div className="cart-summary__row">
              <dt>Coupon discount</dt>
              <dd data-testid="order-discount">−{formatMoney(totals.discount)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__row">
            <dt>Delivery</dt>
            <dd>{totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping)}</dd>
          </div>
          {totals.paymentFee > 0 ? (
            <div className="cart-summary__row">
              <dt>Cash on delivery fee</dt>
              <dd>{formatMoney(totals.paymentFee)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__row cart-summary__row--total">
            <dt>Total</dt>
            <dd data-testid="order-total">{formatMoney(totals.total)}</dd>
          </div>
        </dl>
        <div className="order-confirmation__buy-again">
          <BuyAgainButton orderId={order.id} lines={order.items} />
        </div>
        <Link href="/" className="button button--outline button--block">
          Continue shopping
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
  useDocumentTitle(view?.order ? `Order #${view.order.displayId}` : 'Order');
  useEffect(() => {
    dispatch({ type: 'checkout/orderRequested', payload: { orderId } });
  }, [dispatch, orderId]);

  if (view?.status === 'notFound') {
    return (
      <div className="checkout-page">
        <h1 className="page-title">Order not found</h1>
        <p>We could not find this order. Check the link, or see your orders in Order History.</p>
      </div>
    );
  }
  if (view?.status === 'failed') {
    return (
      <div className="checkout-page">
        <h1 className="page-title">Order</h1>
        <RetryNotice onRetry={() => dispatch({ type: 'checkout/orderRequested', payload: { orderId } })}>
          <p>We could not load this order.</p>
        </RetryNotice>
      </div>
    );
  }
  return (
    <div className="checkout-page order-confirmation">
      <h1 className="page-title">{view?.order ? 'Order placed' : 'Order'}</h1>
      {view?.order ? <OrderDetails order={view.order} /> : <p role="status">Loading your order…</p>}
    </div>
  );
}
