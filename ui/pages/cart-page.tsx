import * as m from '#ui-messages';
import { Link } from 'wouter';
import type { CartItem } from '../../core/cart/cart.model';
import { MAX_LINE_QUANTITY } from '../../core/cart/cart.model';
import { MENU_CATEGORIES, productHref } from '../shared/store-links';
import { formatMoney } from '../format/money';
import { MrpAndOff } from '../shared/sale-price';
import { YouSave } from '../cart/you-save';
import { useDocumentTitle } from '../head/document-head';
import { useDispatch, useSelector } from '../store';
import '../shared/shared.css';
import '../cart/cart.css';
import '../checkout/checkout.css';
import { categoryLinks, ChipLinks } from '../shared/chip-links';
import { QuantityStepper } from '../cart/quantity-stepper';
import { fixedImageLayout, productImage } from '../shared/image-src';
import { selectCartItems, selectCartReconciling, selectCartUnitCount } from '../../core/cart/cart.selectors';
import { selectCartOverPaymentLimit } from '../../core/checkout/checkout-summary.selectors';
import { OrderLimitNotice, ORDER_LIMIT_NOTICE_ID } from '../cart/order-limit-notice';
import { CartDeliveryTerms } from '../cart/cart-delivery';
import { CouponDiscountRow, CouponForm } from '../cart/coupon-form';
import { selectCartDiscount } from '../../core/cart/coupon.selectors';

/**
 * 'Checkout', or the same button disabled with the reason when the cart is empty, still being updated, or over what
 * checkout can take payment for (the order limit notice says why).
 */
function CheckoutButton({ empty }: { readonly empty: boolean }) {
  const reconciling = useSelector(selectCartReconciling);
  const overLimit = useSelector(selectCartOverPaymentLimit);
  const reason = empty ? m.cart_checkout_reason_empty() : reconciling ? m.cart_updating() : null;
  if (!empty && overLimit) {
    return (
      <button
        type="button"
        className="button button--primary button--block"
        disabled
        aria-describedby={ORDER_LIMIT_NOTICE_ID}
      >
        {m.checkout_title()}
      </button>
    );
  }
  if (!reason) {
    return (
      <Link href="/checkout" className="button button--primary button--block">
        {m.checkout_title()}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--primary button--block"
        disabled
        aria-describedby="cart-checkout-reason"
      >
        {m.checkout_title()}
      </button>
      <p id="cart-checkout-reason" className="cart-checkout-reason" role="status">
        {reason}
      </p>
    </>
  );
}

const THUMB_SIZE = 72;

const EMPTY_CART_LINKS = categoryLinks(MENU_CATEGORIES.slice(0, 6));

/** The cart's subtotal in paise: the sum of its line totals. */
const cartSubtotal = (items: readonly CartItem[]): number => items.reduce((sum, item) => sum + item.total, 0);

function CartLine({ item }: { readonly item: CartItem }) {
  const dispatch = useDispatch();
  const name = item.variant_title ? `${item.title} (${item.variant_title})` : item.title;
  const title = item.product_handle ? <Link href={productHref(item.product_handle)}>{item.title}</Link> : item.title;
  return (
    <li className="cart-line">
      {item.thumbnail ? (
        <img
          className="cart-line__image"
          {...productImage(item.thumbnail, fixedImageLayout(THUMB_SIZE))}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="cart-line__image cart-line__image--empty" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        <h2 className="cart-line__title">{title}</h2>
        {item.variant_title ? <p className="cart-line__variant">{item.variant_title}</p> : null}
        <p className="cart-line__price">
          {m.cart_price_each({ price: formatMoney(item.price) })} <MrpAndOff {...item} />
        </p>
      </div>
      <div className="cart-line__controls">
        <QuantityStepper
          value={item.quantity}
          itemName={name}
          max={MAX_LINE_QUANTITY}
          onChange={(quantity) =>
            dispatch({ type: 'cart/lineQuantityRequested', payload: { lineId: item.id, quantity } })
          }
        />
        <button
          type="button"
          className="link-button cart-line__remove"
          aria-label={m.cart_remove_line({ name })}
          onClick={() => dispatch({ type: 'cart/lineRemoveRequested', payload: { lineId: item.id } })}
        >
          {m.cart_remove()}
        </button>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{m.cart_line_total()}</span>
        {formatMoney(item.total)}
      </p>
    </li>
  );
}

/** /cart: every line with its quantity, removal and total, and the subtotal; changes show at once. */
export function CartPage() {
  useDocumentTitle(m.cart_title());
  const items = useSelector(selectCartItems);
  const units = useSelector(selectCartUnitCount);
  const discount = useSelector(selectCartDiscount);
  const subtotal = cartSubtotal(items);

  if (items.length === 0) {
    return (
      <div className="cart-page">
        <h1 className="page-title">{m.cart_title()}</h1>
        <div className="empty-state">
          <h2>{m.cart_empty_title()}</h2>
          <p>{m.cart_empty_text()}</p>
          <Link href="/" className="button button--primary">
            {m.cart_continue_shopping()}
          </Link>
          <ChipLinks links={EMPTY_CART_LINKS} label={m.cart_shop_by_category()} className="empty-state__links" />
          <CheckoutButton empty />
        </div>
      </div>
    );
  }

  return (
    <div className="cart-page">
      <h1 className="page-title">{m.cart_title()}</h1>
      <div className="cart-page__layout">
        <ul className="cart-lines" aria-label={m.cart_items_in_cart()}>
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
        <aside className="summary-card cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="summary-card__title">
            {m.cart_order_summary()}
          </h2>
          <dl className="cart-summary__rows">
            <div className="cart-summary__row">
              <dt>{m.cart_items()}</dt>
              <dd>{units}</dd>
            </div>
            <div className={discount > 0 ? 'cart-summary__row' : 'cart-summary__row cart-summary__row--total'}>
              <dt>{m.cart_subtotal()}</dt>
              <dd aria-live="polite" data-testid="cart-subtotal">
                {formatMoney(subtotal)}
              </dd>
            </div>
            <CouponDiscountRow testId="cart-discount" />
            {discount > 0 ? (
              <div className="cart-summary__row cart-summary__row--total">
                <dt>{m.cart_total()}</dt>
                <dd aria-live="polite" data-testid="cart-total">
                  {formatMoney(subtotal - discount)}
                </dd>
              </div>
            ) : null}
          </dl>
          <YouSave lines={items} testId="cart-saving" />
          <CouponForm idPrefix="cart" />
          <p className="cart-summary__note">{m.cart_gst_note()}</p>
          <CartDeliveryTerms />
          <OrderLimitNotice />
          <CheckoutButton empty={false} />
          <Link href="/" className="button button--outline">
            {m.cart_continue_shopping()}
          </Link>
        </aside>
      </div>
    </div>
  );
}
