import { Link } from 'wouter';
import { STORE_DETAILS } from '../store-details';

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={`${STORE_DETAILS.name} home`}>
          {STORE_DETAILS.name}
        </Link>
      </div>
    </header>
  );
}
