import { match } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import { initialSuggestionsState, type ProductSuggestion, type SuggestionsState } from './suggestion.model';

export { initialSuggestionsState } from './suggestion.model';

const SUGGESTION_AREAS = ['suggestion'] as const;

const loading = (handle: string): ProductSuggestion => ({
  handle,
  status: 'loading',
  title: null,
  thumbnail: null,
  variantId: null,
  variantTitle: null,
  price: null,
});

const reduceSuggestions = (state: SuggestionsState, event: EventInAreas<(typeof SUGGESTION_AREAS)[number]>): SuggestionsState =>
  match(event)
    .with({ type: 'suggestion/requested' }, ({ payload }) =>
      state[payload.handle]?.status === 'loading' ? state : { ...state, [payload.handle]: loading(payload.handle) },
    )
    .with({ type: 'suggestion/loaded' }, ({ payload }) => ({ ...state, [payload.product.handle]: { ...payload.product, status: 'loaded' as const } }))
    .with({ type: 'suggestion/failed' }, ({ payload }) => ({
      ...state,
      [payload.handle]: { ...(state[payload.handle] ?? loading(payload.handle)), status: 'failed' as const },
    }))
    .exhaustive();

/** The assistant's product cards, by handle: loading, then loaded with the card data, or failed. */
export const suggestionsReducer = (state: SuggestionsState = initialSuggestionsState, event: Event): SuggestionsState =>
  inAreas(event, SUGGESTION_AREAS) ? reduceSuggestions(state, event) : state;
