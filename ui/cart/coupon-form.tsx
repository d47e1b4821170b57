import * as m from '#ui-messages';
import { useState } from 'react';
import { MAX_COUPON_CODE_LENGTH } from '../../core/cart/cart.model';
import { selectCartItems } from '../../core/cart/cart.selectors';
import { couponCodesOf, selectCartDiscount, selectCoupon } from '../../core/cart/coupon.selectors';
import { formatMoney } from '../format/money';
import { useDispatch, useSelector } from '../store';
import '../checkout/checkout.css';

/**
 * docs/product-spec.md §12.5: the coupon field ('Apply'), or the code applied with what it saves and 'Remove'; the
 * reason beside the field when a code is refused. `idPrefix` keeps the ids apart where two forms could be on a page.
 */
export function CouponForm({ idPrefix }: { readonly idPrefix: string }) {
  const dispatch = useDispatch();
  const codes = couponCodesOf(useSelector(selectCartItems));
  const discount = useSelector(selectCartDiscount);
  const { pending, error } = useSelector(selectCoupon);
  const [typed, setTyped] = useState('');
  const fieldId = `${idPrefix}-coupon`;
  const errorId = `${idPrefix}-coupon-error`;
  return (
    <div className="coupon">
      {codes.length > 0 ? (
        <ul className="coupon__applied" aria-label={m.cart_coupons_applied()}>
          {codes.map((code) => (
            <li key={code} className="coupon__code">
              <span>
                <strong>{code}</strong> {m.cart_coupon_applied_saving({ amount: formatMoney(discount) })}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={m.cart_coupon_remove_label({ code })}
                disabled={pending !== null}
                onClick={() => dispatch({ type: 'cart/couponRemoveRequested', payload: { code } })}
              >
                {pending?.action === 'remove' && pending.code === code ? m.cart_removing() : m.cart_remove()}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <form
          className="coupon__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (pending === null) dispatch({ type: 'cart/couponApplyRequested', payload: { code: typed } });
          }}
        >
          <label htmlFor={fieldId} className="coupon__label">
            {m.cart_coupon_code()}
          </label>
          <div className="coupon__row">
            <input
              id={fieldId}
              className="coupon__input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_COUPON_CODE_LENGTH}
              value={typed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="button button--outline coupon__apply" aria-busy={pending !== null}>
              {pending?.action === 'apply' ? m.cart_applying() : m.cart_apply()}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p id={errorId} className="coupon__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The summary row of the coupons' discount ('Coupon GHAR10', '−₹17.90'); nothing without one. */
export function CouponDiscountRow({ testId }: { readonly testId: string }) {
  const codes = couponCodesOf(useSelector(selectCartItems));
  const discount = useSelector(selectCartDiscount);
  if (discount <= 0) return null;
  return (
    <div className="cart-summary__row cart-summary__row--discount">
      <dt>{codes.length > 0 ? m.cart_coupon_row({ codes: codes.join(', ') }) : m.cart_discount()}</dt>
      <dd data-testid={testId}>−{formatMoney(discount)}</dd>
    </div>
  );
}
