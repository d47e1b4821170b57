import * as m from '#ui-messages';
import { Link, useLocation } from 'wouter';
import { useSelector } from '../store';
import { ArrowRightIcon } from '../shared/icons';
import { fixedImageLayout, productImage } from '../shared/image-src';
import { selectCartItems, selectCartUnitCount } from '../../core/cart/cart.selectors';
import { lazyComponent } from '../shared/lazy-component';

/** The free-delivery line loads with the cart bar's first showing, outside the entry chunk. */
const Nudge = lazyComponent(() => import('./free-delivery-nudge').then((module) => module.FreeDeliveryNudge));

/** Loads the cart bar's free-delivery line now (tests; it otherwise loads when the bar first shows). */
export const preloadCartBarNudge = Nudge.preload;

/** At most this many item thumbnails show in the pill. */
export const CART_BAR_MAX_THUMBNAILS = 3;

/** "1 item", "3 items". */
const itemCountLabel = (count: number): string =>
  count === 1 ? m.cart_item_count_one({ count }) : m.cart_item_count_other({ count });

/**
 * The floating pill that leads to the cart: up to three item thumbnails, 'View Cart', the item count, what the cart
 * lacks for free delivery and an arrow, and a 'Checkout' link. Shown only while the cart has items, and never on a
 * cart, checkout or order path.
 */
export function CartBar() {
  const [path] = useLocation();
  const items = useSelector(selectCartItems);
  const count = useSelector(selectCartUnitCount);
  if (path.includes('/cart') || path.startsWith('/checkout') || path.startsWith('/order/') || count <= 0) return null;
  const thumbnails = items.slice(0, CART_BAR_MAX_THUMBNAILS);
  return (
    <div className="cart-bar">
      <Link href="/cart" className="cart-bar__pill">
        {thumbnails.length > 0 ? (
          <span className="cart-bar__thumbs" aria-hidden="true">
            {thumbnails.map((item) =>
              item.thumbnail ? (
                <img
                  key={item.id}
                  className="cart-bar__thumb"
                  {...productImage(item.thumbnail, fixedImageLayout(32))}
                  alt=""
                  width={32}
                  height={32}
                  decoding="async"
                />
              ) : (
                <span key={item.id} className="cart-bar__thumb cart-bar__thumb--blank" />
              ),
            )}
          </span>
        ) : null}
        <span className="cart-bar__text">
          <span className="cart-bar__head">
            <span className="cart-bar__title">{m.cart_view_cart()}</span>{' '}
            <span className="cart-bar__count">{itemCountLabel(count)}</span>
          </span>{' '}
          <Nudge.Component when className="cart-bar__nudge" />
        </span>
        <span className="cart-bar__arrow" aria-hidden="true">
          <ArrowRightIcon size={20} />
        </span>
      </Link>
      <Link href="/checkout" className="cart-bar__checkout">
        {m.checkout_title()}
      </Link>
    </div>
  );
}
