import { cartReducer } from './cart/cart.reducer';
import { catalogReducer } from './catalog/catalog.reducer';
import { chatSessionReducer } from './chat/chat-session.reducer';
import { navigationReducer } from './navigation/navigation.reducer';
import { persistReducer } from './persist/persist.reducer';
import { regionReducer } from './region/region.reducer';
import { identityReducer, userReducer } from './session/user.reducer';
import { searchReducer } from './search/search.reducer';
import { snackbarReducer } from './snackbar/snackbar.reducer';
import type { Event } from './events';
import { accountReducer } from './account/account.reducer';
import { chatReducer } from './chat/chat.reducer';
import { checkoutReducer } from './checkout/checkout.reducer';
import { recentlyViewedReducer } from './catalog/recently-viewed.reducer';
import { searchResultsReducer } from './results/search-results.reducer';
import { suggestionsReducer } from './suggestion/suggestion.reducer';
import { voiceReducer } from './voice/voice.reducer';
import type { RootState } from './root-state';

export { initialRootState, type RootState } from './root-state';

/**
 * Applies an event to every slice (the one place a slice's reducer is registered). A slice that does not change keeps
 * its reference, and so does the root.
 */
export function rootReducer(state: RootState, event: Event): RootState {
  const next: RootState = {
    user: userReducer(state.user, event),
    identity: identityReducer(state.identity, event),
    cart: cartReducer(state.cart, event),
    chat: chatReducer(state.chat, event),
    chatSession: chatSessionReducer(state.chatSession, event),
    voice: voiceReducer(state.voice, event),
    suggestions: suggestionsReducer(state.suggestions, event),
    snackbar: snackbarReducer(state.snackbar, event),
    navigation: navigationReducer(state.navigation, event),
    persist: persistReducer(state.persist, event),
    catalog: catalogReducer(state.catalog, event),
    search: searchReducer(state.search, event),
    searchResults: searchResultsReducer(state.searchResults, event),
    account: accountReducer(state.account, event),
    checkout: checkoutReducer(state.checkout, event),
    recentlyViewed: recentlyViewedReducer(state.recentlyViewed, event),
    region: regionReducer(state.region, event),
  };
  const changed = (Object.keys(next) as (keyof RootState)[]).some((key) => next[key] !== state[key]);
  return changed ? next : state;
}
