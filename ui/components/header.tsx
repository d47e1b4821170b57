import { Link } from 'wouter';
import { BRAND_NAME } from '../brand';

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={`${BRAND_NAME} home`}>
          {BRAND_NAME}
        </Link>
      </div>
    </header>
  );
}
