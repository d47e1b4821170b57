import * as m from '#ui-messages';
import { Link } from 'wouter';
import { useDispatch, useSelector } from '../store';
import { AccountPage } from '../account/account-page';
import { selectUserData } from '../../core/session/session.selectors';

function MyAccount() {
  const user = useSelector(selectUserData);
  const dispatch = useDispatch();
  const name = user?.first_name || user?.name;
  return (
    <>
      <p className="account-page__greeting">{name ? m.shell_greeting_name({ name }) : m.account_welcome_back()}</p>
      <ul className="account-links">
        <li>
          <Link href="/profile" className="account-link">
            <span className="account-link__title">{m.shell_profile()}</span>
            <span className="account-link__hint">{m.account_profile_hint()}</span>
          </Link>
        </li>
        <li>
          <Link href="/order-history" className="account-link">
            <span className="account-link__title">{m.shell_order_history()}</span>
            <span className="account-link__hint">{m.account_order_history_hint()}</span>
          </Link>
        </li>
        <li>
          <Link href="/cart" className="account-link">
            <span className="account-link__title">{m.cart_title()}</span>
            <span className="account-link__hint">{m.account_cart_hint()}</span>
          </Link>
        </li>
      </ul>
      <button
        type="button"
        className="button button--outline account-page__logout"
        onClick={() => dispatch({ type: 'session/logoutRequested' })}
      >
        {m.shell_log_out()}
      </button>
    </>
  );
}

/** /my-account: links to the profile and orders, and logging out. */
export function MyAccountPage() {
  return (
    <AccountPage title={m.shell_my_account()} breadcrumb={false}>
      <MyAccount />
    </AccountPage>
  );
}
