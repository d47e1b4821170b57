import { useCallback, useEffect, useMemo } from 'react';
import type { Category, LoadStatus } from '../../core/catalog/catalog.model';
import { useDispatch, useSelector } from '../store';
import { selectCategories } from '../../core/catalog/catalog.selectors';

/** What a category tile shows. */
export interface CategoryTile {
  readonly handle: string;
  readonly name: string;
  readonly icon: string | null;
}

const HIDDEN_NAME = /advert|Customize/;

/** The tiles to show: every category except those whose name contains 'advert' or 'Customize'. */
export function visibleCategoryTiles(categories: readonly Category[]): CategoryTile[] {
  return categories
    .filter((c) => !HIDDEN_NAME.test(c.name))
    .map((c) => ({ handle: c.handle, name: c.name, icon: c.metadata.L1_page_icon_link || null }));
}

export interface CategoryTilesView {
  readonly tiles: readonly CategoryTile[];
  readonly status: LoadStatus;
  /** Asks the core to load them again (after a failure). */
  readonly retry: () => void;
}

/** The category tiles from the core; asks the core to load them if nobody has yet. */
export function useCategoryTiles(): CategoryTilesView {
  const categories = useSelector(selectCategories);
  const dispatch = useDispatch();
  const idle = categories.status === 'idle';
  useEffect(() => {
    if (idle) dispatch({ type: 'catalog/categoriesRequested' });
  }, [idle, dispatch]);
  const tiles = useMemo(() => visibleCategoryTiles(categories.items), [categories.items]);
  const retry = useCallback(() => dispatch({ type: 'catalog/categoriesRequested' }), [dispatch]);
  return { tiles, status: categories.status, retry };
}
