import { accountReducer } from './account/account.reducer';
import { chatReducer } from './chat/chat.reducer';
import { checkoutReducer } from './checkout/checkout.reducer';
import { rootReducerWith, type LazySliceReducers } from './root.reducer';
import { searchResultsReducer } from './search/search-results.reducer';
import { suggestionsReducer } from './suggestion/suggestion.reducer';
import { voiceReducer } from './voice/voice.reducer';
import { recentlyViewedReducer } from './catalog/recently-viewed.reducer';

/** The reducers of the slices the first screen does not need, loaded on demand in the browser (one chunk). */
export const LAZY_SLICE_REDUCERS: LazySliceReducers = {
  chat: chatReducer,
  voice: voiceReducer,
  suggestions: suggestionsReducer,
  searchResults: searchResultsReducer,
  account: accountReducer,
  checkout: checkoutReducer,
  recentlyViewed: recentlyViewedReducer,
};

/** Applies an event to every slice, the on-demand ones included (tests, replays and tools). */
export const rootReducer = rootReducerWith(LAZY_SLICE_REDUCERS);
