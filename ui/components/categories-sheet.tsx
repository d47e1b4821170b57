import { createPortal } from 'react-dom';
import { useRef, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { CloseIcon } from './icons';
import { categoryHref } from './store-links';
import { useModalFocus, usePresence } from './use-modal';
import { useCategoryTiles } from './category-tiles';

/** How long the sheet takes to slide down, matching bottom-sheet.css. */
export const SHEET_EXIT_MS = 200;

/** The handle of the category page at `path`, if it is one. */
export function categoryHandleOf(path: string): string | null {
  const match = /^\/categories\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export interface CategoriesSheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Where focus goes when it closes (the button that opened it). */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The bottom sheet of category tiles (a dialog named 'Categories'). The tile of the category
 * being viewed is highlighted; choosing a tile opens its page and closes the sheet.
 */
export function CategoriesSheet({ open, onClose, returnFocusRef }: CategoriesSheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { mounted, shown } = usePresence(open, SHEET_EXIT_MS, panelRef);
  const onKeyDown = useModalFocus(open && mounted, panelRef, onClose, closeRef, returnFocusRef);
  const [path] = useLocation();
  const { tiles, status, retry } = useCategoryTiles(mounted);
  if (!mounted) return null;
  const currentHandle = categoryHandleOf(path);

  return createPortal(
    <div className={`sheet-root${shown ? ' is-open' : ''}`}>
      <div className="sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="categories-sheet-title"
        tabIndex={-1}
        className="sheet"
        onKeyDown={onKeyDown}
      >
        <div className="sheet__head">
          <h2 id="categories-sheet-title" className="sheet__title">
            Categories
          </h2>
          <button ref={closeRef} type="button" className="icon-button" aria-label="Close categories" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="sheet__body">
          {tiles.length === 0 ? (
            status === 'failed' ? (
              <p className="sheet__empty">
                Categories could not be loaded.{' '}
                <button type="button" className="link-button" onClick={retry}>
                  Try again
                </button>
              </p>
            ) : (
              <p className="sheet__empty" role="status">
                {status === 'loaded' ? 'No categories yet.' : 'Loading categories…'}
              </p>
            )
          ) : (
            <ul className="category-grid">
              {tiles.map((tile) => {
                const current = tile.handle === currentHandle;
                return (
                  <li key={tile.handle}>
                    <Link
                      href={categoryHref(tile.handle)}
                      className={`category-tile${current ? ' is-current' : ''}`}
                      aria-current={current ? 'page' : undefined}
                      onClick={onClose}
                    >
                      <span className="category-tile__icon">
                        {tile.icon ? <img src={tile.icon} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
                      </span>
                      <span className="category-tile__name">{tile.name}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
