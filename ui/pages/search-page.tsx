import * as m from '#ui-messages';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  isSearchOrder,
  normalizeSearchQuery,
  type SearchOrder,
  type SearchResults,
} from '../../core/results/search-results.model';
import { POPULAR_CATEGORIES, POPULAR_SEARCHES, SEARCH_PARAMS, searchHref } from '../shared/store-links';
import { useDocumentHead } from '../head/document-head';
import { useDispatch, useSelector } from '../store';
import '../shared/shared.css';
import '../catalog/catalog.css';
import { categoryLinks, ChipLinks, searchLinks } from '../shared/chip-links';
import { SEARCH_SORT_OPTIONS } from '../catalog/listing-toolbar';
import { FilteredListing } from '../catalog/filtered-listing';
import { ProductGrid } from '../catalog/product-card';
import { RetryNotice } from '../shared/retry-notice';
import { selectSearchResults } from '../../core/results/search-results.selectors';
import {
  activeFilterCount,
  filterProducts,
  NO_FILTERS,
  parseListingFilters,
  withFilters,
  type ListingFilters,
} from '../../core/catalog/listing-filters';
import { NoFilterMatches } from '../catalog/no-filter-matches';

const POPULAR_LINKS = searchLinks(POPULAR_SEARCHES.slice(0, 8));
const CATEGORY_LINKS = categoryLinks(POPULAR_CATEGORIES);

/** What the address asks for: the query (normalised) and the order (the best match unless a known one is named). */
export function searchRequest(search: string): { readonly query: string; readonly order: SearchOrder } {
  const params = new URLSearchParams(search);
  const sort = params.get(SEARCH_PARAMS.sort);
  return {
    query: normalizeSearchQuery(params.get(SEARCH_PARAMS.query) ?? ''),
    order: isSearchOrder(sort) ? sort : 'relevance',
  };
}

/** Popular products and the categories: where to go when a search found nothing or none was typed. */
function SearchHelp() {
  return (
    <>
      <section className="search-page__help" aria-labelledby="search-popular">
        <h2 id="search-popular">{m.catalog_search_popular()}</h2>
        <ChipLinks links={POPULAR_LINKS} />
      </section>
      <section className="search-page__help" aria-labelledby="search-categories">
        <h2 id="search-categories">{m.common_not_found_categories_heading()}</h2>
        <ChipLinks links={CATEGORY_LINKS} />
      </section>
    </>
  );
}

/**
 * The matches of a query the search found: a sortable grid, a note when there are more than it shows, and every state
 * of the load.
 */
function Results({
  query,
  order,
  filters,
  results,
}: {
  readonly query: string;
  readonly order: SearchOrder;
  readonly filters: ListingFilters;
  readonly results: SearchResults | undefined;
}) {
  const dispatch = useDispatch();
  const [, navigate] = useLocation();
  const status = results?.status ?? 'idle';
  const products = results?.products ?? [];
  const filtering = activeFilterCount(filters) > 0;
  const found = results?.products;
  const shown = useMemo(() => filterProducts(found ?? [], filters), [found, filters]);
  const total = status !== 'loaded' ? null : filtering ? shown.length : (results?.count ?? 0);
  const onFilters = (next: ListingFilters) => navigate(withFilters(searchHref(query, order), next), { replace: true });
  const loading = (status === 'idle' || status === 'loading') && products.length === 0;

  if (status === 'loaded' && products.length === 0) {
    return (
      <div className="search-page__none">
        <p className="search-page__lead" role="status">
          {m.catalog_search_no_results({ query })}
        </p>
        <SearchHelp />
      </div>
    );
  }
  return (
    <FilteredListing
      products={products}
      filters={filters}
      shown={total}
      onFilters={onFilters}
      options={SEARCH_SORT_OPTIONS}
      order={order}
      onOrder={(next) => navigate(withFilters(searchHref(query, next), filters), { replace: true })}
    >
      {status === 'failed' && products.length === 0 ? (
        <RetryNotice onRetry={() => dispatch({ type: 'results/requested', payload: { query, order } })}>
          <p>{m.catalog_search_failed()}</p>
        </RetryNotice>
      ) : filtering && status === 'loaded' && shown.length === 0 ? (
        <NoFilterMatches onClear={() => onFilters(NO_FILTERS)} />
      ) : (
        <ProductGrid
          products={filtering ? shown : products}
          loading={loading}
          label={loading ? m.catalog_search_searching({ query }) : m.catalog_search_matching({ query })}
        />
      )}
      {results && status === 'loaded' && results.count > products.length ? (
        <p className="search-page__more">{m.catalog_search_more({ shown: products.length, count: results.count })}</p>
      ) : null}
    </FilteredListing>
  );
}

/**
 * /search?q={query}&sort={order}&size=…: the products matching what the shopper searched for, narrowed by the filters
 * the address names, or help when nothing matches or nothing was typed.
 */
export function SearchPage() {
  const search = useSearch();
  const { query, order } = searchRequest(search);
  const filters = useMemo(() => parseListingFilters(search), [search]);
  const dispatch = useDispatch();
  const results = useSelector(selectSearchResults(query, order));

  useEffect(() => {
    if (query !== '') dispatch({ type: 'results/requested', payload: { query, order } });
  }, [dispatch, query, order]);

  const title = query === '' ? m.catalog_search_title() : m.catalog_search_results_title({ query });
  useDocumentHead({ title });

  return (
    <div className="search-page">
      <div className="category-page__header">
        <h1 className="page-title">{title}</h1>
      </div>
      {query === '' ? (
        <>
          <p className="search-page__lead">{m.catalog_search_intro()}</p>
          <SearchHelp />
        </>
      ) : (
        <Results query={query} order={order} filters={filters} results={results} />
      )}
    </div>
  );
}
