import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as m from '#ui-messages';
import { categoryName } from '../i18n/category-name';
import { STORE_DETAILS, telHref } from '../store-details';
import {
  IMPORTANT_LINKS,
  POPULAR_CATEGORIES,
  POPULAR_SEARCHES,
  categoryHref,
  productHref,
} from '../shared/store-links';

const FOLLOW_LINKS = [
  { label: 'Facebook', href: STORE_DETAILS.social.facebook },
  { label: 'Instagram', href: STORE_DETAILS.social.instagram },
  { label: 'WhatsApp', href: STORE_DETAILS.social.whatsapp },
  { label: 'Google', href: STORE_DETAILS.social.google },
  { label: 'YouTube', href: STORE_DETAILS.social.youtube },
] as const;

function Column({
  id,
  title,
  children,
  wide = false,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
  readonly wide?: boolean;
}) {
  return (
    <section className={`site-footer__column${wide ? ' site-footer__column--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The footer: popular categories and searches, the store's pages, how to reach it, social links and the copyright line.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <Column id="footer-categories" title={m.shell_footer_popular_categories()}>
          <ul className="site-footer__list">
            {POPULAR_CATEGORIES.map((c) => (
              <li key={c.handle}>
                <Link href={categoryHref(c.handle)}>{categoryName(c.handle, c.name)}</Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column id="footer-searches" title={m.shell_footer_popular_searches()} wide>
          <ul className="site-footer__list site-footer__list--inline">
            {POPULAR_SEARCHES.map((s) => (
              <li key={s.handle}>
                <Link href={productHref(s.handle)}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column id="footer-important" title={m.shell_footer_important_links()}>
          <ul className="site-footer__list">
            {IMPORTANT_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column id="footer-reach" title={m.shell_footer_reach_us()}>
          <address className="site-footer__address">
            <p>
              <strong>{m.shell_footer_customer_care()}</strong>
              <br />
              {STORE_DETAILS.customerCareHours}
            </p>
            <p>
              {m.shell_footer_email()} <a href={`mailto:${STORE_DETAILS.email}`}>{STORE_DETAILS.email}</a>
              <br />
              {m.shell_footer_phone()} <a href={telHref(STORE_DETAILS.phone)}>{STORE_DETAILS.phone}</a>
            </p>
            <p>
              <strong>{m.shell_footer_registered_office()}</strong>
              <br />
              {STORE_DETAILS.company.legalName}
              {STORE_DETAILS.company.address.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </p>
          </address>
        </Column>
        <Column id="footer-follow" title={m.shell_footer_follow()}>
          <ul className="site-footer__list site-footer__social">
            {FOLLOW_LINKS.map((l) => (
              <li key={l.label}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </Column>
      </div>
      <p className="site-footer__copyright">
        © {STORE_DETAILS.copyrightYear} {STORE_DETAILS.company.legalName}. {m.shell_footer_rights()}
        <br />
        {m.shell_footer_fssai({ number: STORE_DETAILS.company.fssaiLicence })}
      </p>
    </footer>
  );
}
