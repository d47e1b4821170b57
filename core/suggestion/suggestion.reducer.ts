import { reducerFrom } from '../reducer-table';
import { initialSuggestionsState, needsFetch, type ProductSuggestion, type SuggestionsState } from './suggestion.model';

export { initialSuggestionsState } from './suggestion.model';

const loading = (handle: string): ProductSuggestion => ({
  handle,
  status: 'loading',
  title: null,
  thumbnail: null,
  variantId: null,
  variantTitle: null,
  price: null,
});

/** The assistant's product cards, by handle: loading, then loaded with the card data, or failed. */
export const suggestionsReducer = reducerFrom<SuggestionsState>(initialSuggestionsState, {
  'suggestion/loadStarted': (state, { payload }) =>
    needsFetch(state, payload.handle) ? { ...state, [payload.handle]: loading(payload.handle) } : state,
  'suggestion/loaded': (state, { payload }) => ({
    ...state,
    [payload.product.handle]: { ...payload.product, status: 'loaded' },
  }),
  'suggestion/failed': (state, { payload }) => ({
    ...state,
    [payload.handle]: { ...(state[payload.handle] ?? loading(payload.handle)), status: 'failed' },
  }),
});
