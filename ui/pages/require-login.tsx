import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { RootState } from '../../core/root.reducer';
import { useSelector } from '../store';
import { loginHref } from './login-page';

const selectLoggedIn = (state: RootState) => state.user.isLoggedIn;
/** Until stored state is read back, nobody can tell whether the shopper is logged in. */
const selectSettled = (state: RootState) => state.persist.phase !== 'pending';

/**
 * Shows `children` to a logged-in shopper (meanwhile, the page's `title`). Anyone else is sent to /login with this page as the
 * return path, once stored state has been read (so a returning customer is not bounced).
 */
export function RequireLogin({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const loggedIn = useSelector(selectLoggedIn);
  const settled = useSelector(selectSettled);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const mustLogIn = settled && !loggedIn;

  useEffect(() => {
    if (mustLogIn) navigate(loginHref(search ? `${location}?${search}` : location), { replace: true });
  }, [mustLogIn, location, search, navigate]);

  if (!loggedIn) {
    return (
      <div className="account-page">
        <h1 className="page-title">{title}</h1>
        <p className="account-page__checking" role="status">
          {settled ? 'Taking you to log in…' : 'Checking your account…'}
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
