import * as m from '#ui-messages';
import { formatMoney } from '../format/money';
import { MrpAndOff } from '../shared/sale-price';
import { YouSave } from '../cart/you-save';
import { useDispatch, usePaymentFees, useSelector } from '../store';
import { StepError } from './checkout-step';
import { CouponDiscountRow, CouponForm } from '../cart/coupon-form';
import { selectCartItems, selectCartReconciling } from '../../core/cart/cart.selectors';
import { selectCheckoutChanges, selectOpenStep, selectPlacingOrder } from '../../core/checkout/checkout.selectors';
import {
  selectSummaryPaymentFee,
  selectSummaryShipping,
  selectSummarySubtotal,
  selectSummaryTotal,
} from '../../core/checkout/checkout-summary.selectors';

/**
 * The order summary: lines, then subtotal, the coupon's discount, delivery, COD fee and total as they stand at the open
 * step, and the coupon field.
 */
export function OrderSummary() {
  const items = useSelector(selectCartItems);
  const subtotal = useSelector(selectSummarySubtotal);
  const shipping = useSelector(selectSummaryShipping);
  const fees = usePaymentFees();
  const paymentFee = useSelector((state) => selectSummaryPaymentFee(state, fees));
  const total = useSelector((state) => selectSummaryTotal(state, fees));
  return (
    <aside className="summary-card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="summary-card__title">
        {m.cart_order_summary()}
      </h2>
      <ul className="checkout-lines" aria-label={m.cart_items()}>
        {items.map((item) => (
          <li key={item.id} className="checkout-line">
            <span className="checkout-line__title">
              {item.title}
              {item.variant_title ? <span className="checkout-line__pack"> · {item.variant_title}</span> : null}
              <span className="checkout-line__qty">
                {' '}
                {m.checkout_line_quantity({ quantity: item.quantity, price: formatMoney(item.price) })}{' '}
                <MrpAndOff {...item} />
              </span>
            </span>
            <span className="checkout-line__total" data-testid="summary-line">
              {formatMoney(item.total)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{m.cart_subtotal()}</dt>
          <dd data-testid="summary-subtotal">{formatMoney(subtotal)}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>{m.checkout_delivery()}</dt>
          <dd data-testid="summary-delivery">
            {shipping === null
              ? m.checkout_delivery_later()
              : shipping === 0
                ? m.checkout_free()
                : formatMoney(shipping)}
          </dd>
        </div>
        <CouponDiscountRow testId="summary-discount" />
        {paymentFee > 0 ? (
          <div className="cart-summary__row">
            <dt>{m.checkout_cod_fee()}</dt>
            <dd data-testid="summary-fee">{formatMoney(paymentFee)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{m.cart_total()}</dt>
          <dd data-testid="summary-total" aria-live="polite">
            {formatMoney(total)}
          </dd>
        </div>
      </dl>
      <YouSave lines={items} testId="summary-saving" />
      <CouponForm idPrefix="checkout" />
      <p className="cart-summary__note">{m.checkout_gst_note()}</p>
    </aside>
  );
}

function Changes() {
  const dispatch = useDispatch();
  const changes = useSelector(selectCheckoutChanges);
  if (!changes) return null;
  return (
    <div className="checkout-changes" aria-labelledby="checkout-changes-title">
      <h3 id="checkout-changes-title">{m.checkout_cart_changed()}</h3>
      <ul>
        {changes.lines.map((line) => (
          <li key={line.title}>
            {line.title}:{' '}
            {line.after === null
              ? m.checkout_line_removed()
              : `${formatMoney(line.before)} → ${formatMoney(line.after)}`}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dispatch({ type: 'checkout/changesAcceptRequested' })}
      >
        {m.checkout_accept_changes()}
      </button>
    </div>
  );
}

/** The review step: what will be ordered, any change found at completion, and Place order. */
export function ReviewStep() {
  const dispatch = useDispatch();
  const placing = useSelector(selectPlacingOrder);
  const reconciling = useSelector(selectCartReconciling);
  const hasChanges = useSelector(selectCheckoutChanges) !== null;
  const open = useSelector(selectOpenStep) === 'review';
  if (!open) return null;
  const disabled = placing || reconciling || hasChanges;
  return (
    <>
      <p>{m.checkout_review_text()}</p>
      <Changes />
      <StepError step="review" onRetry={() => dispatch({ type: 'checkout/placeOrderRequested' })} />
      <button
        type="button"
        className="button button--primary button--block button--large"
        disabled={disabled}
        aria-busy={placing || undefined}
        aria-describedby={reconciling ? 'checkout-place-reason' : undefined}
        onClick={() => dispatch({ type: 'checkout/placeOrderRequested' })}
      >
        {placing ? m.checkout_placing_order() : m.checkout_place_order()}
      </button>
      {reconciling ? (
        <p id="checkout-place-reason" className="field__hint">
          {m.cart_updating()}
        </p>
      ) : null}
    </>
  );
}
