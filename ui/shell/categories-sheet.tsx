import * as m from '#ui-messages';
import { Link, useLocation } from 'wouter';
import { useCategoryTiles } from './category-tiles';
import { ModalPanel, type ModalPanelControl } from './modal-panel';
import { categoryHref } from '../shared/store-links';
import { safeImageSrc } from '../shared/image-src';
import { categoryName } from '../i18n/category-name';

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

export type CategoriesSheetProps = ModalPanelControl;

/**
 * The bottom sheet of category tiles (a dialog named 'Categories'). The tile of the category
 * being viewed is highlighted; choosing a tile opens its page and closes the sheet.
 */
export function CategoriesSheet(props: CategoriesSheetProps) {
  return (
    <ModalPanel
      {...props}
      block="sheet"
      label={m.shell_categories()}
      heading={<h2 className="sheet__title">{m.shell_categories()}</h2>}
      closeLabel={m.shell_close_categories()}
    >
      <div className="sheet__body">
        <CategoryGrid onNavigate={props.onClose} />
      </div>
    </ModalPanel>
  );
}

/** The tiles, once the core has them (asking for them if nobody has yet). */
function CategoryGrid({ onNavigate }: { readonly onNavigate: () => void }) {
  const [path] = useLocation();
  const { tiles, status, retry } = useCategoryTiles();
  if (tiles.length === 0 && status === 'failed') {
    return (
      <p className="sheet__empty">
        {m.shell_categories_failed()}{' '}
        <button type="button" className="link-button" onClick={retry}>
          {m.common_try_again()}
        </button>
      </p>
    );
  }
  if (tiles.length === 0) {
    return (
      <p className="sheet__empty" role="status">
        {status === 'loaded' ? m.shell_no_categories() : m.shell_loading_categories()}
      </p>
    );
  }
  const currentHandle = categoryHandleOf(path);
  return (
    <ul className="category-grid">
      {tiles.map((tile) => {
        const current = tile.handle === currentHandle;
        return (
          <li key={tile.handle}>
            <Link
              href={categoryHref(tile.handle)}
              className={`category-tile${current ? ' is-current' : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className="category-tile__icon">
                {tile.icon ? (
                  <img src={safeImageSrc(tile.icon)} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : null}
              </span>
              <span className="category-tile__name">{categoryName(tile.handle, tile.name)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
