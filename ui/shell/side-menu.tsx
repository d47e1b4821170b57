import * as m from '#ui-messages';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { STORE_DETAILS } from '../store-details';
import { useDispatch, useSelector } from '../store';
import { ChevronIcon } from '../shared/icons';
import { ModalPanel, type ModalPanelControl } from './modal-panel';
import { MENU_CATEGORIES, categoryHref, type NamedLink } from '../shared/store-links';
import { useLoginHref } from '../account/use-login-href';
import { selectGreetingName, selectIsLoggedIn } from '../../core/session/session.selectors';
import { LanguageSwitch } from '../i18n/language-switch';
import { categoryName } from '../i18n/category-name';

const ACCOUNT_LINKS: readonly NamedLink[] = [
  { label: m.shell_profile(), href: '/profile' },
  { label: m.shell_order_history(), href: '/order-history' },
];

const CATEGORY_LINKS: readonly NamedLink[] = MENU_CATEGORIES.map((c) => ({
  label: categoryName(c.handle, c.name),
  href: categoryHref(c.handle),
}));

export type SideMenuProps = ModalPanelControl;

/**
 * The side menu: a modal dialog named 'Menu' sliding in from the right, with the greeting,
 * the account and category sections (each toggling on its own), the store's pages and
 * Log in or Log out.
 */
export function SideMenu(props: SideMenuProps) {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const greetingName = useSelector(selectGreetingName);
  const greeting = !isLoggedIn
    ? m.shell_greeting_guest()
    : greetingName
      ? m.shell_greeting_name({ name: greetingName })
      : m.shell_greeting_there();
  return (
    <ModalPanel
      {...props}
      block="side-menu"
      label={m.shell_menu()}
      heading={<p className="side-menu__greeting">{greeting}</p>}
      closeLabel={m.shell_close_menu()}
    >
      <MenuContent isLoggedIn={isLoggedIn} onNavigate={props.onClose} />
    </ModalPanel>
  );
}

function MenuContent({ isLoggedIn, onNavigate }: { readonly isLoggedIn: boolean; readonly onNavigate: () => void }) {
  const dispatch = useDispatch();
  const loginHref = useLoginHref();
  return (
    <>
      <nav className="side-menu__nav" aria-label={m.shell_site_nav_label()}>
        {isLoggedIn ? <MenuSection title={m.shell_my_account()} links={ACCOUNT_LINKS} onNavigate={onNavigate} /> : null}
        <MenuSection title={m.shell_categories()} links={CATEGORY_LINKS} onNavigate={onNavigate} />
        <ul className="side-menu__list">
          <li>
            <a className="side-menu__link" href={STORE_DETAILS.mapUrl} target="_blank" rel="noopener noreferrer">
              {m.common_contact_visit()}
            </a>
          </li>
          <MenuLink href={STORE_DETAILS.blogUrl} onNavigate={onNavigate}>
            {m.common_blog()}
          </MenuLink>
          <MenuLink href="/about-us" onNavigate={onNavigate}>
            {m.common_about_us()}
          </MenuLink>
          <MenuLink href="/contact-us" onNavigate={onNavigate}>
            {m.shell_contact_us()}
          </MenuLink>
        </ul>
      </nav>
      <div className="side-menu__foot">
        <LanguageSwitch className="side-menu__language" />
        {isLoggedIn ? (
          <button
            type="button"
            className="button button--outline side-menu__auth"
            onClick={() => {
              onNavigate();
              dispatch({ type: 'session/logoutRequested' });
            }}
          >
            {m.shell_log_out()}
          </button>
        ) : (
          <Link href={loginHref} className="button side-menu__auth" onClick={onNavigate}>
            {m.shell_log_in()}
          </Link>
        )}
      </div>
    </>
  );
}

function MenuLink({
  href,
  onNavigate,
  children,
}: {
  readonly href: string;
  readonly onNavigate: () => void;
  readonly children: ReactNode;
}) {
  return (
    <li>
      <Link href={href} className="side-menu__link" onClick={onNavigate}>
        {children}
      </Link>
    </li>
  );
}

interface MenuSectionProps {
  readonly title: string;
  readonly links: readonly NamedLink[];
  readonly onNavigate: () => void;
}

function MenuSection({ title, links, onNavigate }: MenuSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <div className="side-menu__section">
      <button
        type="button"
        className="side-menu__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{title}</span>
        <ChevronIcon size={20} className="side-menu__chevron" />
      </button>
      <ul id={listId} className="side-menu__list side-menu__list--nested" hidden={!expanded}>
        {links.map((link) => (
          <MenuLink key={link.href} href={link.href} onNavigate={onNavigate}>
            {link.label}
          </MenuLink>
        ))}
      </ul>
    </div>
  );
}
