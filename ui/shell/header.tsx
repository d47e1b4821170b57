import * as m from '#ui-messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { STORE_DETAILS } from '../store-details';
import { HeaderShortcuts } from './header-shortcuts';
import { LanguageSwitch } from '../i18n/language-switch';
import { CloseIcon, MenuIcon, SearchIcon } from '../shared/icons';
import { lazyComponent, whenIdle } from '../shared/lazy-component';
import { SearchBox } from '../catalog/search-box';
import type { SideMenuProps } from './side-menu';
import { HEADER_SHADOW_SCROLL_PX, useScrolledPast } from './use-scrolled-past';

const LazySideMenu = lazyComponent<SideMenuProps>(() => import('./side-menu').then((module) => module.SideMenu));

/** Loads the side menu's code (it is not in the entry chunk). */
export const preloadSideMenu = LazySideMenu.preload;

function BrandMark() {
  return (
    <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path
        d="M16 7v18M16 11c-3-1-5-3-5-5 3 0 5 2 5 5zm0 0c3-1 5-3 5-5-3 0-5 2-5 5zm0 5c-3-1-5-3-5-5 3 0 5 2 5 5zm0 0c3-1 5-3 5-5-3 0-5 2-5 5zm0 5c-3-1-5-3-5-5 3 0 5 2 5 5zm0 0c3-1 5-3 5-5-3 0-5 2-5 5z"
        fill="#f6c453"
        stroke="#f6c453"
        strokeWidth="0.6"
      />
    </svg>
  );
}

/**
 * The site header: the logo (home), the sister brand (opens its site in a new tab), the search
 * box (from 768 px; a search button opens the same box over the page on phones), the account and
 * cart links (from 768 px) and the menu button. It gains a shadow once the page is scrolled more than 100 px.
 */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [path] = useLocation();

  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [path]);

  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus();
  }, [searchOpen]);

  useEffect(() => whenIdle(() => void preloadSideMenu()), []);

  const closeSearch = () => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  };

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={m.shell_home_link_label({ name: STORE_DETAILS.name })}>
          <BrandMark />
          <span className="site-header__name">{STORE_DETAILS.name}</span>
        </Link>
        <a
          className="site-header__sister"
          href={STORE_DETAILS.sisterBrand.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.shell_sister_brand_label({ name: STORE_DETAILS.sisterBrand.name })}
        >
          <span className="site-header__sister-mark" aria-hidden="true">
            {STORE_DETAILS.sisterBrand.name}
          </span>
        </a>
        <div className={`site-header__search${searchOpen ? ' is-open' : ''}`}>
          <SearchBox
            inputRef={searchInputRef}
            onNavigate={() => setSearchOpen(false)}
            onEscape={searchOpen ? closeSearch : undefined}
          />
          <button
            type="button"
            className="icon-button site-header__search-close"
            aria-label={m.shell_close_search()}
            onClick={closeSearch}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="site-header__actions">
          <button
            ref={searchButtonRef}
            type="button"
            className="icon-button site-header__search-button"
            aria-label={m.catalog_search_title()}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen(true)}
          >
            <SearchIcon />
          </button>
          <LanguageSwitch className="site-header__language" />
          <HeaderShortcuts />
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button"
            aria-label={m.shell_open_menu()}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void preloadSideMenu()}
            onFocus={() => void preloadSideMenu()}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <LazySideMenu.Component
        when={menuOpen}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        returnFocusRef={menuButtonRef}
      />
    </header>
  );
}
