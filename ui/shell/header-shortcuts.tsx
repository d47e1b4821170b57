import * as m from '#ui-messages';
import { Link } from 'wouter';
import { useSelector } from '../store';
import { CartIcon, UserIcon } from '../shared/icons';
import { useLoginHref } from '../account/use-login-href';
import { selectCartUnitCount } from '../../core/cart/cart.selectors';
import { selectIsLoggedIn } from '../../core/session/session.selectors';

/** "Cart, 0 items", "Cart, 1 item". */
export const cartLinkLabel = (count: number): string =>
  count === 1 ? m.shell_cart_link_label_one({ count }) : m.shell_cart_link_label_other({ count });

/**
 * The header's cart and account links (shown from 768 px; phones have the bottom bar): the cart
 * with its count in units, and My Account when logged in, else Log in (coming back here after).
 */
export function HeaderShortcuts() {
  const count = useSelector(selectCartUnitCount);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const loginHref = useLoginHref();
  return (
    <>
      <Link
        href={isLoggedIn ? '/my-account' : loginHref}
        className="icon-button site-header__shortcut"
        aria-label={isLoggedIn ? m.shell_my_account() : m.shell_log_in()}
      >
        <UserIcon />
      </Link>
      <Link
        href="/cart"
        className="icon-button site-header__shortcut site-header__cart"
        aria-label={cartLinkLabel(count)}
      >
        <CartIcon />
        {count > 0 ? (
          <span className="site-header__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Link>
    </>
  );
}
