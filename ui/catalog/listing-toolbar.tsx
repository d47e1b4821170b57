import * as m from '#ui-messages';
import { useId } from 'react';
import { useValueTypedEarly } from '../shared/use-value-typed-early';
import type { ProductOrder } from '../../core/catalog/catalog.model';
import type { SearchOrder } from '../../core/results/search-results.model';

/** One choice of a sort select. */
export interface SortOption<T extends string> {
  readonly order: T;
  readonly label: string;
}

/** The orders a category listing offers, as the select shows them. */
export const PRODUCT_SORT_OPTIONS: readonly SortOption<ProductOrder>[] = [
  { order: 'popularity', label: m.catalog_sort_popularity() },
  { order: 'price_asc', label: m.catalog_sort_price_asc() },
  { order: 'price_desc', label: m.catalog_sort_price_desc() },
  { order: 'price_per_kg', label: m.catalog_sort_price_per_kg() },
];

/** The search results' orders: the best match first, then the listing's. */
export const SEARCH_SORT_OPTIONS: readonly SortOption<SearchOrder>[] = [
  { order: 'relevance', label: m.catalog_sort_relevance() },
  ...PRODUCT_SORT_OPTIONS,
];

export interface ListingToolbarProps<T extends string> {
  /** Said politely to screen readers; empty while loading. */
  readonly countText: string;
  readonly options: readonly SortOption<T>[];
  readonly order: T;
  readonly onOrder: (order: T) => void;
}

/** How many products a list holds, and its 'Sort by' select. */
export function ListingToolbar<T extends string>({ countText, options, order, onOrder }: ListingToolbarProps<T>) {
  const sortId = useId();
  const pick = (value: string) => {
    const picked = options.find((option) => option.order === value);
    if (picked) onOrder(picked.order);
  };
  const fieldRef = useValueTypedEarly<HTMLSelectElement>(order, pick);
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" aria-live="polite">
        {countText}
      </p>
      <label htmlFor={sortId} className="listing-toolbar__sort-label">
        {m.catalog_sort_by()}
      </label>
      <select
        ref={fieldRef}
        id={sortId}
        className="listing-toolbar__sort"
        value={order}
        onChange={(event) => pick(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.order} value={option.order}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** '1 product', '12 products'. */
export const productCount = (count: number): string =>
  count === 1 ? m.catalog_product_count_one({ count }) : m.catalog_product_count_other({ count });
