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
      <p className="account-page__greeting">{name ? `Hi, ${name}` : 'Welcome back'}</p>
      <ul className="account-links">
        <li>
          <Link href="/profile" className="account-link">
            <span className="account-link__title">Profile</span>
            <span className="account-link__hint">Your name, email and mobile number</span>
          </Link>
        </li>
        <li>
          <Link href="/order-history" className="account-link">
            <span className="account-link__title">Order History</span>
            <span className="account-link__hint">Past orders and what was in them</span>
          </Link>
        </li>
        <li>
          <Link href="/cart" className="account-link">
            <span className="account-link__title">Cart</span>
            <span className="account-link__hint">What you are about to order</span>
          </Link>
        </li>
      </ul>
      <button
        type="button"
        className="button button--outline account-page__logout"
        onClick={() => dispatch({ type: 'session/logoutRequested' })}
      >
        Log out
      </button>
    </>
  );
}

/** /my-account: links to the profile and orders, and logging out. */
export function MyAccountPage() {
  return (
    <AccountPage title="My Account" breadcrumb={false}>
      <MyAccount />
    </AccountPage>
  );
}
