import * as m from '#ui-messages';
import { useId, useRef, useState } from 'react';
import type { Product } from '../../core/catalog/catalog.model';
import {
  activeFilterCount,
  facetOptions,
  NO_FILTERS,
  PRICE_FACETS,
  priceRangeText,
  type FacetOption,
  type ListingFilters,
} from '../../core/catalog/listing-filters';
import { ModalPanel } from '../shell/modal-panel';
import { dietLabel, priceRangeLabel } from './filter-labels';
import { packTitle } from './pack-title';
import './listing-filters.css';

export interface ListingFiltersProps {
  /** The listing's products before filtering: what the facets offer. */
  readonly products: readonly Product[];
  readonly filters: ListingFilters;
  /** How many products pass, once known. */
  readonly shown: number | null;
  readonly onFilters: (filters: ListingFilters) => void;
}

const toggle = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value];

function CheckGroup({
  legend,
  options,
  chosen,
  onToggle,
  labelOf = (option) => option.label,
}: {
  readonly legend: string;
  readonly options: readonly FacetOption[];
  readonly chosen: readonly string[];
  readonly onToggle: (value: string) => void;
  readonly labelOf?: (option: FacetOption) => string;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="listing-filters__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="listing-filters__choice">
          <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** The facets as a form; every change applies at once. */
function FilterForm({ products, filters, onFilters }: ListingFiltersProps) {
  const name = useId();
  const options = facetOptions(products, filters);
  const price = filters.price ? priceRangeText(filters.price) : '';
  return (
    <div className="listing-filters__form">
      <CheckGroup
        legend={m.catalog_filter_pack_size()}
        options={options.sizes}
        labelOf={(option) => packTitle(option.label)}
        chosen={filters.sizes}
        onToggle={(value) => onFilters({ ...filters, sizes: toggle(filters.sizes, value) })}
      />
      <fieldset className="listing-filters__group">
        <legend>{m.catalog_filter_price()}</legend>
        <label className="listing-filters__choice">
          <input
            type="radio"
            name={name}
            checked={price === ''}
            onChange={() => onFilters({ ...filters, price: null })}
          />
          {m.catalog_filter_any_price()}
        </label>
        {PRICE_FACETS.map((range) => (
          <label key={priceRangeText(range)} className="listing-filters__choice">
            <input
              type="radio"
              name={name}
              checked={price === priceRangeText(range)}
              onChange={() => onFilters({ ...filters, price: range })}
            />
            {priceRangeLabel(range)}
          </label>
        ))}
      </fieldset>
      <CheckGroup
        legend={m.catalog_filter_diet()}
        options={options.diets}
        labelOf={dietLabel}
        chosen={filters.diets}
        onToggle={(value) => onFilters({ ...filters, diets: toggle(filters.diets, value) })}
      />
      <fieldset className="listing-filters__group">
        <legend>{m.catalog_filter_availability()}</legend>
        <label className="listing-filters__choice">
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={() => onFilters({ ...filters, inStock: !filters.inStock })}
          />
          {m.catalog_filter_in_stock()}
        </label>
      </fieldset>
    </div>
  );
}

function ClearAll({ filters, onFilters }: Pick<ListingFiltersProps, 'filters' | 'onFilters'>) {
  if (activeFilterCount(filters) === 0) return null;
  return (
    <button type="button" className="listing-filters__clear" onClick={() => onFilters(NO_FILTERS)}>
      {m.catalog_filter_clear_all()}
    </button>
  );
}

/** The sheet's button: 'Show 12 products', 'Show products' while the count is unknown. */
function showProductsText(shown: number | null): string {
  if (shown === null) return m.catalog_filters_show_products();
  return shown === 1 ? m.catalog_filters_show_one({ count: shown }) : m.catalog_filters_show_other({ count: shown });
}

/**
 * A listing's filters: a side panel on wide screens, and on phones a 'Filters' button that opens them in a bottom sheet
 * whose footer shows how many products pass.
 */
export function ListingFiltersPanel(props: ListingFiltersProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(props.filters);
  const headingId = useId();
  return (
    <>
      <aside className="listing-filters listing-filters--side" aria-labelledby={headingId}>
        <div className="listing-filters__head">
          <h2 id={headingId} className="listing-filters__title">
            {m.catalog_filters()}
          </h2>
          <ClearAll filters={props.filters} onFilters={props.onFilters} />
        </div>
        <FilterForm {...props} />
      </aside>
      <button
        ref={buttonRef}
        type="button"
        className="button button--outline listing-filters__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {count > 0 ? m.catalog_filters_with_count({ count }) : m.catalog_filters()}
      </button>
      <ModalPanel
        open={open}
        onClose={() => setOpen(false)}
        returnFocusRef={buttonRef}
        block="sheet"
        label={m.catalog_filters()}
        heading={<h2 className="sheet__title">{m.catalog_filters()}</h2>}
        closeLabel={m.catalog_filters_close()}
      >
        <div className="sheet__body">
          <FilterForm {...props} />
        </div>
        <div className="listing-filters__foot">
          <ClearAll filters={props.filters} onFilters={props.onFilters} />
          <button type="button" className="button listing-filters__show" onClick={() => setOpen(false)}>
            {showProductsText(props.shown)}
          </button>
        </div>
      </ModalPanel>
    </>
  );
}
