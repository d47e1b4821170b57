import { initialAccountState } from './account/account.model';
import { initialCartState } from './cart/cart.model';
import { initialCatalogState } from './catalog/catalog.reducer';
import { initialChatState } from './chat/chat.model';
import { initialChatSessionState } from './chat/chat.model';
import { initialCheckoutState } from './checkout/checkout-state';
import { initialNavigationState } from './navigation/navigation.reducer';
import { initialPersistStatus } from './persist/persist.reducer';
import { initialRegionState } from './region/region.reducer';
import { initialIdentityState, initialUserState } from './session/user.model';
import { initialSearchState } from './search/search.model';
import { initialSearchResultsState } from './results/search-results.model';
import { initialSnackbarState } from './snackbar/snackbar.model';
import { initialSuggestionsState } from './suggestion/suggestion.model';
import { initialVoiceState } from './voice/voice.model';
import type { RecentProduct } from './catalog/recently-viewed.model';

/** The state of every slice before any event: the one place a slice's initial state is registered. */
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
  region: initialRegionState,
};

export type RootState = typeof initialRootState;
