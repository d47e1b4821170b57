import * as m from '#ui-messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useLoginHref } from './use-login-href';
import { useDocumentTitle } from '../head/document-head';
import { useSelector } from '../store';
import '../shared/shared.css';
import './account.css';
import { selectRehydrated } from '../../core/persist/persist.selectors';
import { selectIsLoggedIn } from '../../core/session/session.selectors';

export interface AccountPageProps {
  readonly title: string;
  /** A link back to My Account above the heading (default true; My Account itself has none). */
  readonly breadcrumb?: boolean;
  readonly children: ReactNode;
}

/**
 * The frame of an account page: its title (document and heading) and, for a logged-in shopper,
 * `children`. A visitor who is not logged in is sent to /login with this page as the return path,
 * once stored state has been read (so a returning customer is not bounced). Logging out here
 * leaves the page to the core, which sends everyone to plain /login.
 */
export function AccountPage({ title, breadcrumb = true, children }: AccountPageProps) {
  useDocumentTitle(title);
  const loggedIn = useSelector(selectIsLoggedIn);
  const settled = useSelector(selectRehydrated);
  const [, navigate] = useLocation();
  const loginHref = useLoginHref();
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (loggedIn) wasLoggedIn.current = true;
    else if (settled && !wasLoggedIn.current) navigate(loginHref, { replace: true });
  }, [loggedIn, settled, loginHref, navigate]);

  return (
    <div className="account-page">
      {breadcrumb ? (
        <nav className="breadcrumb" aria-label={m.account_breadcrumb()}>
          <Link href="/my-account">{m.shell_my_account()}</Link>
        </nav>
      ) : null}
      <h1 className="page-title">{title}</h1>
      {loggedIn ? (
        children
      ) : (
        <p className="account-page__checking" role="status">
          {settled ? m.account_taking_you_to_login() : m.account_checking()}
        </p>
      )}
    </div>
  );
}
