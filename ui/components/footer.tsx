import { BRAND_NAME, COPYRIGHT_YEAR } from '../brand';

export function Footer() {
  return (
    <footer className="site-footer">
      <p className="site-footer__copyright">
        © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
