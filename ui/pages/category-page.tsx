import * as m from '#ui-messages';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { normalizeHandle } from '../../core/catalog/catalog.model';
import { useDocumentHead } from '../head/document-head';
import { useDispatch, useSelector } from '../store';
import '../shared/shared.css';
import '../catalog/catalog.css';
import { handleToWords } from '../catalog/handle-words';
import { PRODUCT_SORT_OPTIONS } from '../catalog/listing-toolbar';
import { FilteredListing } from '../catalog/filtered-listing';
import { NotFoundHelp } from './not-found-page';
import type { PageProps } from '../routes/page-props';
import { ProductGrid } from '../catalog/product-card';
import { RetryNotice } from '../shared/retry-notice';
import { categoryHref, categoryOrder } from '../shared/store-links';
import { selectListing } from '../../core/catalog/catalog.selectors';
import {
  activeFilterCount,
  filterProducts,
  NO_FILTERS,
  parseListingFilters,
  withFilters,
  type ListingFilters,
} from '../../core/catalog/listing-filters';
import { NoFilterMatches } from '../catalog/no-filter-matches';
import { categoryName } from '../i18n/category-name';

/**
 * /categories/{handle}?sort={order}&size=…: a category listing: its name and description, a grid of products in the
 * order the address names, narrowed by the filters it names (the whole category is loaded to filter it), and every
 * state of the load.
 */
export function CategoryPage({ params }: PageProps) {
  const handle = normalizeHandle(params['handle'] ?? '');
  const search = useSearch();
  const order = categoryOrder(search);
  const filters = useMemo(() => parseListingFilters(search), [search]);
  const filtering = activeFilterCount(filters) > 0;
  const [, navigate] = useLocation();
  const dispatch = useDispatch();
  const listing = useSelector(selectListing(handle, order));

  useEffect(() => {
    dispatch({ type: 'catalog/listingRequested', payload: { handle, order } });
  }, [dispatch, handle, order]);

  const name = categoryName(handle, listing?.category?.name ?? handleToWords(handle));
  const description = listing?.category?.description || undefined;
  useDocumentHead({ title: listing?.status === 'notFound' ? m.catalog_category_not_found() : name, description });

  const status = listing?.status ?? 'idle';
  const products = listing?.products ?? [];
  const loading = (status === 'idle' || status === 'loading') && products.length === 0;
  const more = listing ? listing.count > products.length : false;
  const complete = status === 'loaded' && !more;
  const loaded = listing?.products;
  const shown = useMemo(() => filterProducts(loaded ?? [], filters), [loaded, filters]);
  const fetchRest = filtering && status === 'loaded' && more && !listing?.loadingMore && !listing?.error;

  useEffect(() => {
    if (fetchRest) dispatch({ type: 'catalog/categoryMoreRequested', payload: { handle, order } });
  }, [dispatch, fetchRest, handle, order]);

  const onFilters = (next: ListingFilters) =>
    navigate(withFilters(categoryHref(handle, order), next), { replace: true });

  if (listing?.status === 'notFound') {
    return (
      <NotFoundHelp title={m.catalog_category_not_found()} message={m.catalog_category_not_found_text({ handle })} />
    );
  }

  const total = filtering ? (complete ? shown.length : null) : status === 'loaded' ? (listing?.count ?? 0) : null;

  return (
    <div className="category-page">
      <div className="category-page__header">
        <h1 className="page-title">{name}</h1>
        {description ? <p className="category-page__description">{description}</p> : null}
      </div>
      <FilteredListing
        products={products}
        filters={filters}
        shown={total}
        onFilters={onFilters}
        options={PRODUCT_SORT_OPTIONS}
        order={order}
        onOrder={(next) => navigate(withFilters(categoryHref(handle, next), filters), { replace: true })}
      >
        {status === 'failed' && products.length === 0 ? (
          <RetryNotice onRetry={() => dispatch({ type: 'catalog/listingRequested', payload: { handle, order } })}>
            <p>{m.catalog_category_failed()}</p>
          </RetryNotice>
        ) : status === 'loaded' && products.length === 0 ? (
          <div className="empty-state">
            <h2>{m.catalog_category_empty_title()}</h2>
            <p>{m.catalog_category_empty_text({ name })}</p>
          </div>
        ) : filtering && complete && shown.length === 0 ? (
          <NoFilterMatches onClear={() => onFilters(NO_FILTERS)} />
        ) : (
          <ProductGrid
            products={filtering ? shown : products}
            loading={loading || fetchRest || Boolean(filtering && listing?.loadingMore)}
            label={loading ? m.catalog_category_loading({ name }) : m.catalog_category_products({ name })}
          />
        )}
        {more && (!filtering || listing?.error) ? (
          <div className="category-page__more">
            <button
              type="button"
              className="button button--outline"
              disabled={listing?.loadingMore}
              onClick={() => dispatch({ type: 'catalog/categoryMoreRequested', payload: { handle, order } })}
            >
              {listing?.loadingMore ? m.catalog_more_loading() : m.catalog_more_products()}
            </button>
          </div>
        ) : null}
      </FilteredListing>
    </div>
  );
}
