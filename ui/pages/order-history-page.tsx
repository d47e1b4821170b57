import { useEffect } from 'react';
import { Link } from 'wouter';
import type { Order } from '../../core/account/account.model';
import { formatMoney } from '../format/money';
import { useDispatch, useSelector } from '../store';
import { AccountPage } from '../account/account-page';
import { formatDate } from '../content/content-body';
import { RetryNotice } from '../shared/retry-notice';
import { fixedImageLayout, productImage } from '../shared/image-src';
import { selectOrderHistory } from '../../core/account/account.selectors';
import { BuyAgainButton } from '../orders/buy-again-button';

const statusLabel = (status: string) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : '';

function OrderCard({ order }: { readonly order: Order }) {
  const number = order.displayId !== null ? `#${order.displayId}` : order.id;
  return (
    <article className="order-card" aria-label={`Order ${number}`}>
      <div className="order-card__header">
        <h2 className="order-card__title">Order {number}</h2>
        <p className="order-card__meta">
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          {order.status ? <span className="order-card__status"> · {statusLabel(order.status)}</span> : null}
        </p>
      </div>
      <ul className="order-card__lines">
        {order.items.map((line) => (
          <li key={line.id} className="order-line">
            {line.thumbnail ? (
              <img
                {...productImage(line.thumbnail, fixedImageLayout(48))}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="order-line__image"
              />
            ) : null}
            <span className="order-line__title">
              {line.title}
              {line.variantTitle && !line.title.endsWith(line.variantTitle) ? (
                <span className="order-line__pack"> · {line.variantTitle}</span>
              ) : null}{' '}
              <span className="order-line__qty">× {line.quantity}</span>
            </span>
            <span className="order-line__total">{formatMoney(line.total)}</span>
          </li>
        ))}
      </ul>
      <div className="order-card__footer">
        <p className="order-card__total">
          Total <strong>{formatMoney(order.total)}</strong>
        </p>
        <BuyAgainButton orderId={order.id} lines={order.items} label={`Buy again: order ${number}`} />
      </div>
    </article>
  );
}

function Orders() {
  const dispatch = useDispatch();
  const { status, items, error } = useSelector(selectOrderHistory);
  useEffect(() => {
    dispatch({ type: 'account/ordersRequested' });
  }, [dispatch]);

  if (status === 'failed' && items.length === 0) {
    return (
      <RetryNotice onRetry={() => dispatch({ type: 'account/ordersRequested' })}>
        <p>{error}</p>
      </RetryNotice>
    );
  }
  if (status === 'loaded' && items.length === 0) {
    return (
      <div className="empty-state">
        <h2>No orders yet</h2>
        <p>When you place an order, it will appear here with everything in it.</p>
        <Link href="/" className="button button--primary">
          Start shopping
        </Link>
      </div>
    );
  }
  if (items.length === 0) return <p role="status">Loading your orders…</p>;
  return (
    <ul className="order-list">
      {items.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/** /order-history: past orders, newest first, with date, items and total. */
export function OrderHistoryPage() {
  return (
    <AccountPage title="Order History">
      <Orders />
    </AccountPage>
  );
}
