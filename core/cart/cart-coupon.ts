import { map, mergeMap, of, type Observable } from 'rxjs';
import type { CommerceFailure } from '../commerce/commerce.port';
import { ofType, type CoreDependencies } from '../epic';
import type { Event } from '../events';
import { CART_MESSAGES } from '../messages/cart.messages';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { cartOp, type CartOp } from './cart-queue';
import { couponCodeOf, MAX_COUPON_CODE_LENGTH, type CartItem, type CouponAction } from './cart.model';
import { couponCodesOf } from './coupon.selectors';

const failed = (code: string, action: CouponAction, status: number, message: string): Event => ({
  type: 'cart/couponFailed',
  payload: { code, action, status, message },
});

const refreshed = (items: readonly CartItem[]): Event => ({ type: 'cart/refreshed', payload: { items } });

/**
 * The words for a refused code: the store refuses a code it does not have or whose offer has ended with 400 and says
 * which (Medusa: 'The promotion code X is invalid'; the brand API also 'has expired'); a cart already ordered says so;
 * no answer or a server failure asks to try again.
 */
export function couponRefusalText(code: string, action: CouponAction, failure: CommerceFailure): string {
  if (failure.kind === 'completed') return CART_MESSAGES.completed;
  if (action === 'apply' && failure.kind === 'invalid') {
    const words = failure.message ?? '';
    if (/expired|ended/i.test(words)) return CART_MESSAGES.couponExpired(code);
    if (/not apply|not applicable|inapplicable|not eligible/i.test(words))
      return CART_MESSAGES.couponNotApplicable(code);
    return CART_MESSAGES.couponUnknown(code);
  }
  return action === 'apply' ? CART_MESSAGES.couponApplyFailed : CART_MESSAGES.couponRemoveFailed;
}

/**
 * Sends a coupon code in its turn: nothing when the server's last lines already carry it (apply) or no longer do
 * (remove), so a double click sends one request; an empty or overlong code is refused without a request. A code the
 * store takes that discounts no line does not apply to this cart.
 */
function sendCoupon(deps: CoreDependencies, state: RootState, code: string, action: CouponAction): Observable<Event> {
  if (code === '') return of(failed(code, action, 0, CART_MESSAGES.couponEmpty));
  if (code.length > MAX_COUPON_CODE_LENGTH) return of(failed(code, action, 0, CART_MESSAGES.couponUnknown(code)));
  const { id: cartId, sync, cartItems } = state.cart;
  const applied = couponCodesOf(sync.server ?? cartItems).includes(code);
  if (applied === (action === 'apply')) return of({ type: 'cart/couponChangeSkipped', payload: { code, action } });
  if (!cartId) return of(failed(code, action, 0, CART_MESSAGES.couponNotApplicable(code)));
  const request =
    action === 'apply' ? deps.commerce.applyPromotion(cartId, code) : deps.commerce.removePromotion(cartId, code);
  return request.pipe(
    mergeMap((result): Observable<Event> => {
      if (result.ok) {
        const items = result.value;
        return action === 'apply' && !couponCodesOf(items).includes(code)
          ? of(refreshed(items), failed(code, action, 200, CART_MESSAGES.couponNotApplicable(code)))
          : of<Event[]>(refreshed(items), { type: 'cart/couponChanged', payload: { code, action } });
      }
      const refusal = failed(code, action, result.status, couponRefusalText(code, action, result));
      return result.kind === 'completed'
        ? of<Event[]>(refusal, { type: 'cart/completed', payload: { cartId } })
        : of(refusal);
    }),
  );
}

/** docs/product-spec.md §12.5: coupon codes applied and removed in the cart's one queue, after the changes before. */
export function cartCouponOps(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<CartOp> {
  return event$.pipe(
    ofType('cart/couponApplyRequested', 'cart/couponRemoveRequested'),
    map((event) => {
      const code = couponCodeOf(event.payload.code);
      const action: CouponAction = event.type === 'cart/couponApplyRequested' ? 'apply' : 'remove';
      return cartOp(true, () => sendCoupon(deps, state$.value, code, action));
    }),
  );
}
