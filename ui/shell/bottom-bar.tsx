import * as m from '#ui-messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { preloadChatPanel } from '../chat/chat-widget';
import { useDispatch, useSelector } from '../store';
import type { CategoriesSheetProps } from './categories-sheet';
import { CartIcon, GridIcon, ShopIcon, SupportIcon, UserIcon, WhatsAppIcon } from '../shared/icons';
import { lazyComponent, whenIdle } from '../shared/lazy-component';
import { useLoginHref } from '../account/use-login-href';
import { whatsappHref } from '../store-details';
import { selectCartUnitCount } from '../../core/cart/cart.selectors';
import { selectChatOpen } from '../../core/chat/chat.selectors';
import { selectIsLoggedIn } from '../../core/session/session.selectors';

const LazyCategoriesSheet = lazyComponent<CategoriesSheetProps>(() =>
  import('./categories-sheet').then((module) => module.CategoriesSheet),
);

/** Loads the categories sheet's code (it is not in the entry chunk). */
export const preloadCategoriesSheet = LazyCategoriesSheet.preload;

/** Which item of the bottom bar the path highlights, if any. */
export type BottomBarItem = 'shop' | 'categories' | 'cart' | 'menu';

/** Shop on product pages, Categories on any path containing /categories, Cart on /cart, Menu on its own page. */
export function highlightedBottomBarItem(path: string, menuPath: string): BottomBarItem | null {
  if (path.includes('/categories')) return 'categories';
  if (path.startsWith('/product/')) return 'shop';
  const bare = path.replace(/\/+$/, '') || '/';
  if (bare === '/cart') return 'cart';
  if (bare === menuPath) return 'menu';
  return null;
}

/**
 * The phone's bottom navigation (below 768 px): Shop, Support (opens the chat; hidden while it
 * is open), WhatsApp (the phone's place for it: nothing floats over the page there), Categories (opens the categories
 * sheet), Cart and Menu (the account, or login).
 */
export function BottomBar() {
  const [path] = useLocation();
  const chatOpen = useSelector(selectChatOpen);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const cartCount = useSelector(selectCartUnitCount);
  const dispatch = useDispatch();
  const [sheetOpen, setSheetOpen] = useState(false);
  const categoriesRef = useRef<HTMLButtonElement>(null);
  const menuPath = isLoggedIn ? '/my-account' : '/login';
  const loginHref = useLoginHref();
  const menuHref = isLoggedIn ? menuPath : loginHref;
  const current = highlightedBottomBarItem(path, menuPath);
  useEffect(() => setSheetOpen(false), [path]);
  useEffect(() => {
    const hidden = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;
    return hidden ? undefined : whenIdle(() => void preloadCategoriesSheet());
  }, []);
  const currentProps = (item: BottomBarItem) =>
    current === item
      ? ({ 'aria-current': 'page', className: 'bottom-bar__item is-current' } as const)
      : { className: 'bottom-bar__item' };

  return (
    <>
      <nav className="bottom-bar" aria-label={m.shell_bottom_bar_label()}>
        <ul className="bottom-bar__list">
          <li>
            <Link href="/" {...currentProps('shop')}>
              <ShopIcon size={22} />
              <span>{m.shell_shop()}</span>
            </Link>
          </li>
          {chatOpen ? null : (
            <li>
              <button
                type="button"
                className="bottom-bar__item"
                onClick={() => dispatch({ type: 'chat/openRequested' })}
                onPointerDown={() => void preloadChatPanel()}
                onFocus={() => void preloadChatPanel()}
              >
                <SupportIcon size={22} />
                <span>{m.shell_support()}</span>
              </button>
            </li>
          )}
          <li>
            <a
              className="bottom-bar__item"
              href={whatsappHref()}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.shell_chat_on_whatsapp()}
            >
              <WhatsAppIcon size={22} />
              <span>{m.common_contact_whatsapp()}</span>
            </a>
          </li>
          <li>
            <button
              ref={categoriesRef}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onPointerEnter={() => void preloadCategoriesSheet()}
              onFocus={() => void preloadCategoriesSheet()}
              onClick={() => setSheetOpen((open) => !open)}
              {...currentProps('categories')}
            >
              <GridIcon size={22} />
              <span>{m.shell_categories()}</span>
            </button>
          </li>
          <li>
            <Link href="/cart" {...currentProps('cart')}>
              <span className="bottom-bar__icon">
                <CartIcon size={22} />
                {cartCount > 0 ? (
                  <span className="bottom-bar__badge" aria-hidden="true">
                    {cartCount}
                  </span>
                ) : null}
              </span>
              <span>{m.cart_title()}</span>
            </Link>
          </li>
          <li>
            <Link href={menuHref} {...currentProps('menu')}>
              <UserIcon size={22} />
              <span>{m.shell_menu()}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <LazyCategoriesSheet.Component
        when={sheetOpen}
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        returnFocusRef={categoriesRef}
      />
    </>
  );
}
