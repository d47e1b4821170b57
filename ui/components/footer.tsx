import { STORE_DETAILS } from '../store-details';

export function Footer() {
  return (
    <footer className="site-footer">
      <p className="site-footer__copyright">
        © {STORE_DETAILS.copyrightYear} {STORE_DETAILS.name}. All rights reserved.
      </p>
    </footer>
  );
}
