import { createPortal } from 'react-dom';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { RootState } from '../../core/root.reducer';
import { STORE_DETAILS } from '../store-details';
import { useDispatch, useSelector } from '../store';
import { ChevronIcon, CloseIcon } from './icons';
import { MENU_CATEGORIES, categoryHref, loginHref, type NamedLink } from './store-links';
import { useModalFocus, usePresence } from './use-modal';

/** How long the menu takes to slide out, matching side-menu.css. */
export const SIDE_MENU_EXIT_MS = 200;

const selectIsLoggedIn = (state: RootState) => state.user.isLoggedIn;
const selectFirstName = (state: RootState) => {
  const data = state.user.userData;
  return data?.first_name.trim() || data?.name.trim().split(/\s+/)[0] || '';
};

const ACCOUNT_LINKS: readonly NamedLink[] = [
  { label: 'Profile', href: '/profile' },
  { label: 'Order History', href: '/order-history' },
];

const CATEGORY_LINKS: readonly NamedLink[] = MENU_CATEGORIES.map((c) => ({ label: c.name, href: categoryHref(c.handle) }));

export interface SideMenuProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Where focus goes when it closes (the button that opened it). */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The side menu: a modal dialog named 'Menu' sliding in from the right, with the greeting,
 * the account and category sections (each toggling on its own), the store's pages and
 * Log in or Log out.
 */
export function SideMenu({ open, onClose, returnFocusRef }: SideMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { mounted, shown } = usePresence(open, SIDE_MENU_EXIT_MS, panelRef);
  const onKeyDown = useModalFocus(open && mounted, panelRef, onClose, closeRef, returnFocusRef);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const firstName = useSelector(selectFirstName);
  const dispatch = useDispatch();
  const [path] = useLocation();
  const search = useSearch();

  if (!mounted) return null;
  const greeting = isLoggedIn ? `Hi, ${firstName || 'there'}` : 'Hi, Guest';

  return createPortal(
    <div className={`side-menu-root${shown ? ' is-open' : ''}`}>
      <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        className="side-menu"
        onKeyDown={onKeyDown}
      >
        <div className="side-menu__head">
          <p className="side-menu__greeting">{greeting}</p>
          <button ref={closeRef} type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav className="side-menu__nav" aria-label="Site">
          {isLoggedIn ? <MenuSection title="My Account" links={ACCOUNT_LINKS} onNavigate={onClose} /> : null}
          <MenuSection title="Categories" links={CATEGORY_LINKS} onNavigate={onClose} />
          <ul className="side-menu__list">
            <li>
              <a className="side-menu__link" href={STORE_DETAILS.mapUrl} target="_blank" rel="noopener noreferrer">
                Visit our store
              </a>
            </li>
            <MenuLink href={STORE_DETAILS.blogUrl} onNavigate={onClose}>
              Blog
            </MenuLink>
            <MenuLink href="/about-us" onNavigate={onClose}>
              About Us
            </MenuLink>
            <MenuLink href="/contact-us" onNavigate={onClose}>
              Contact us
            </MenuLink>
          </ul>
        </nav>
        <div className="side-menu__foot">
          {isLoggedIn ? (
            <button
              type="button"
              className="button button--outline side-menu__auth"
              onClick={() => {
                onClose();
                dispatch({ type: 'session/logoutRequested' });
              }}
            >
              Log out
            </button>
          ) : (
            <Link href={loginHref(search ? `${path}?${search}` : path)} className="button side-menu__auth" onClick={onClose}>
              Log in
            </Link>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

function MenuLink({ href, onNavigate, children }: { readonly href: string; readonly onNavigate: () => void; readonly children: ReactNode }) {
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
