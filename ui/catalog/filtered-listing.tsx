import type { ReactNode } from 'react';
import { ListingFiltersPanel, type ListingFiltersProps } from './listing-filters';
import { ListingToolbar, productCount, type SortOption } from './listing-toolbar';

export interface FilteredListingProps<T extends string> extends ListingFiltersProps {
  readonly options: readonly SortOption<T>[];
  readonly order: T;
  readonly onOrder: (order: T) => void;
  /** The grid, or the state that stands in for it (loading failed, nothing passes the filters). */
  readonly children: ReactNode;
}

/**
 * The body of a category or search results page (docs/product-spec.md §10.2): the filters beside (or, on a phone,
 * above) a column with the count of products shown and the sort, then `children`.
 */
export function FilteredListing<T extends string>({
  options,
  order,
  onOrder,
  children,
  ...filters
}: FilteredListingProps<T>) {
  return (
    <div className="listing-body">
      <ListingFiltersPanel {...filters} />
      <div>
        <ListingToolbar
          countText={filters.shown === null ? '' : productCount(filters.shown)}
          options={options}
          order={order}
          onOrder={onOrder}
        />
        {children}
      </div>
    </div>
  );
}
