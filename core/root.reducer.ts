import { initialAccountState } from './account/account.model';
import { cartReducer, initialCartState } from './cart/cart.reducer';
import { catalogReducer, initialCatalogState } from './catalog/catalog.reducer';
import { initialChatState } from './chat/chat.model';
import { chatSessionReducer, initialChatSessionState } from './chat/chat-session.reducer';
import { initialCheckoutState } from './checkout/checkout-state';
import { initialNavigationState, navigationReducer } from './navigation/navigation.reducer';
import { initialPersistStatus, persistReducer } from './persist/persist.reducer';
import { identityReducer, initialIdentityState, initialUserState, userReducer } from './session/user.reducer';
import { initialSearchState, searchReducer } from './search/search.reducer';
import { initialSearchResultsState } from './search/search-results.model';
import { initialSnackbarState, snackbarReducer } from './snackbar/snackbar.reducer';
import { initialSuggestionsState } from './suggestion/suggestion.model';
import { initialVoiceState } from './voice/voice.model';
import type { Event } from './events';
import type { RecentProduct } from './catalog/recently-viewed.model';

export const initialRootState = {
  user: initialUserState,
  identity: initialIdentityState,
  cart: initialCartState,
  chat: initialChatState,
  chatSession: initialChatSessionState,
  voice: initialVoiceState,
  suggestions: initialSuggestionsState,
  snackbar: initialSnackbarState,
  navigation: initialNavigationState,
  persist: initialPersistStatus,
  catalog: initialCatalogState,
  search: initialSearchState,
  searchResults: initialSearchResultsState,
  account: initialAccountState,
  checkout: initialCheckoutState,
  recentlyViewed: [] as readonly RecentProduct[],
};

export type RootState = typeof initialRootState;

/**
 * The slices whose reducers load on demand (core/lazy-slices.ts): none of them is needed for the first screen
 * (the chat's only when the last visit left one in storage).
 */
export type LazySliceName =
  'chat' | 'voice' | 'suggestions' | 'searchResults' | 'account' | 'checkout' | 'recentlyViewed';

/** The reducers of the slices that load on demand. */
export type LazySliceReducers = { readonly [K in LazySliceName]: (state: RootState[K], event: Event) => RootState[K] };

/**
 * The root reducer with the given on-demand slice reducers (null: not loaded, those slices keep their
 * state). Each event goes to every slice; a slice that does not change keeps its reference, and so
 * does the root.
 */
export function rootReducerWith(lazy: LazySliceReducers | null): (state: RootState, event: Event) => RootState {
  return (state, event) => {
    const next: RootState = {
      user: userReducer(state.user, event),
      identity: identityReducer(state.identity, event),
      cart: cartReducer(state.cart, event),
      chat: lazy ? lazy.chat(state.chat, event) : state.chat,
      chatSession: chatSessionReducer(state.chatSession, event),
      voice: lazy ? lazy.voice(state.voice, event) : state.voice,
      suggestions: lazy ? lazy.suggestions(state.suggestions, event) : state.suggestions,
      snackbar: snackbarReducer(state.snackbar, event),
      navigation: navigationReducer(state.navigation, event),
      persist: persistReducer(state.persist, event),
      catalog: catalogReducer(state.catalog, event),
      search: searchReducer(state.search, event),
      searchResults: lazy ? lazy.searchResults(state.searchResults, event) : state.searchResults,
      account: lazy ? lazy.account(state.account, event) : state.account,
      checkout: lazy ? lazy.checkout(state.checkout, event) : state.checkout,
      recentlyViewed: lazy ? lazy.recentlyViewed(state.recentlyViewed, event) : state.recentlyViewed,
    };
    const changed = (Object.keys(next) as (keyof RootState)[]).some((key) => next[key] !== state[key]);
    return changed ? next : state;
  };
}
