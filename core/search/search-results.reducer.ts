import { match } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import { searchResultsKey, type SearchOrder, type SearchResults, type SearchResultsState } from './search-results.model';

export const initialSearchResultsState: SearchResultsState = { byKey: {} };

const emptyResults = (query: string, order: SearchOrder): SearchResults => ({ query, order, status: 'idle', products: [], count: 0, error: null });

const withResults = (state: SearchResultsState, results: SearchResults): SearchResultsState => ({
  byKey: { ...state.byKey, [searchResultsKey(results.query, results.order)]: results },
});

const resultsOf = (state: SearchResultsState, query: string, order: SearchOrder): SearchResults =>
  state.byKey[searchResultsKey(query, order)] ?? emptyResults(query, order);

const AREAS = ['results'] as const;

const reduce = (state: SearchResultsState, event: EventInAreas<(typeof AREAS)[number]>): SearchResultsState =>
  match(event)
    .with({ type: 'results/loadStarted' }, ({ payload }) =>
      withResults(state, { ...resultsOf(state, payload.query, payload.order), status: 'loading', error: null }),
    )
    .with({ type: 'results/loaded' }, ({ payload }) =>
      withResults(state, { query: payload.query, order: payload.order, status: 'loaded', products: payload.products, count: payload.count, error: null }),
    )
    .with({ type: 'results/loadFailed' }, ({ payload }) =>
      withResults(state, { ...resultsOf(state, payload.query, payload.order), status: 'failed', error: payload.message }),
    )
    .with({ type: 'results/viewed' }, () => state)
    .exhaustive();

/** The results page's products, per query and order. */
export const searchResultsReducer = (state: SearchResultsState = initialSearchResultsState, event: Event): SearchResultsState =>
  inAreas(event, AREAS) ? reduce(state, event) : state;
