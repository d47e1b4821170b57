import { describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/product.fixture';
import { initialRootState, type RootState } from '../root.reducer';
import { searchResultsKey, type SearchResults } from './search-results.model';
import { selectSearch, selectSearchResults } from './search.selectors';

describe('search selectors', () => {
  it('the search box state', () => {
    const search: RootState['search'] = { query: 'gh', suggestions: [], suggestionsFor: null, pending: 'gh' };
    expect(selectSearch({ ...initialRootState, search })).toBe(search);
  });

  it('results by query and order: the same query in another order is another page', () => {
    const ghee: SearchResults = {
      query: 'ghee',
      order: 'relevance',
      status: 'loaded',
      products: [testProduct('a2-ghee')],
      count: 1,
      error: null,
    };
    const state: RootState = {
      ...initialRootState,
      searchResults: { byKey: { [searchResultsKey('ghee', 'relevance')]: ghee } },
    };
    expect(selectSearchResults('ghee', 'relevance')(state)).toBe(ghee);
    expect(selectSearchResults('ghee', 'price_asc')(state)).toBeUndefined();
    expect(selectSearchResults('atta', 'relevance')(state)).toBeUndefined();
  });
});
