import * as m from '#ui-messages';
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

/** The statuses the backends send, in words; another status is shown as it comes, capitalised. */
const STATUS_LABELS: Readonly<Record<string, () => string>> = {
  pending: m.account_status_pending,
  completed: m.account_status_completed,
  canceled: m.account_status_canceled,
  archived: m.account_status_archived,
  requires_action: m.account_status_requires_action,
  placed: m.account_status_placed,
  shipped: m.account_status_shipped,
  delivered: m.account_status_delivered,
};

const statusLabel = (status: string) =>
  STATUS_LABELS[status]?.() ?? (status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : '');

function OrderCard({ order }: { readonly order: Order }) {
  const number = order.displayId !== null ? `#${order.displayId}` : order.id;
  return (
    <article className="order-card" aria-label={m.account_order_label({ number })}>
      <div className="order-card__header">
        <h2 className="order-card__title">{m.account_order_label({ number })}</h2>
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
          {m.cart_total()} <strong>{formatMoney(order.total)}</strong>
        </p>
        <BuyAgainButton orderId={order.id} lines={order.items} label={m.account_buy_again_label({ number })} />
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
        <h2>{m.account_no_orders()}</h2>
        <p>{m.account_no_orders_hint()}</p>
        <Link href="/" className="button button--primary">
          {m.account_start_shopping()}
        </Link>
      </div>
    );
  }
  if (items.length === 0) return <p role="status">{m.account_loading_orders()}</p>;
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
    <AccountPage title={m.shell_order_history()}>
      <Orders />
    </AccountPage>
  );
}
