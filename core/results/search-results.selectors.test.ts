import { describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/product.fixture';
import { initialRootState, type RootState } from '../root.reducer';
import { searchResultsKey, type SearchResults } from './search-results.model';
import { selectSearchResults } from './search-results.selectors';

describe('search results selectors', () => {
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
