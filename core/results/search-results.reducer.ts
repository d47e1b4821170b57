import { reducerFrom } from '../reducer-table';
import {
  initialSearchResultsState,
  searchResultsKey,
  type SearchOrder,
  type SearchResults,
  type SearchResultsState,
} from './search-results.model';

export { initialSearchResultsState } from './search-results.model';

const emptyResults = (query: string, order: SearchOrder): SearchResults => ({
  query,
  order,
  status: 'idle',
  products: [],
  count: 0,
  error: null,
});

const withResults = (state: SearchResultsState, results: SearchResults): SearchResultsState => ({
  byKey: { ...state.byKey, [searchResultsKey(results.query, results.order)]: results },
});

const resultsOf = (state: SearchResultsState, query: string, order: SearchOrder): SearchResults =>
  state.byKey[searchResultsKey(query, order)] ?? emptyResults(query, order);

/** The results page's products, per query and order. */
export const searchResultsReducer = reducerFrom<SearchResultsState>(initialSearchResultsState, {
  'results/loadStarted': (state, { payload }) =>
    withResults(state, { ...resultsOf(state, payload.query, payload.order), status: 'loading', error: null }),
  'results/loaded': (state, { payload }) =>
    withResults(state, {
      query: payload.query,
      order: payload.order,
      status: 'loaded',
      products: payload.products,
      count: payload.count,
      error: null,
    }),
  'results/loadFailed': (state, { payload }) =>
    withResults(state, { ...resultsOf(state, payload.query, payload.order), status: 'failed', error: payload.message }),
});
