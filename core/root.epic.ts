import { productViewEpic } from './analytics/session-events.epic';
import { cartFailureNoticeEpic, cartNoticeEpic } from './cart/cart-notice.epic';
import { cartQueueEpic } from './cart/cart-queue.epic';
import { catalogEpic } from './catalog/catalog.epic';
import { chatNeedsResuming } from './chat/chat-resume';
import type { CoreEpic } from './epic';
import type { Event } from './events';
import { persistEpic } from './persist/persist.epic';
import { guestIdentityEpic, logoutEpic, sessionExpiryEpic, userMetadataEpic, visitEpic } from './session/session.epic';
import { snackbarAutoHideEpic } from './snackbar/snackbar.epic';
import { combineEpics } from './store/combine-epics';
import { lazyAreaEpic } from './lazy-epics';

/** Every epic of the core, by name (the name appears in `app/epicFailed`). */
export const coreEpics: Readonly<Record<string, CoreEpic>> = {
  persistEpic,
  visitEpic,
  guestIdentityEpic,
  userMetadataEpic,
  logoutEpic,
  sessionExpiryEpic,
  cartFailureNoticeEpic,
  snackbarAutoHideEpic,
  productViewEpic,
  cartQueueEpic,
  cartNoticeEpic,
  catalogEpic,
  searchEpic: lazyAreaEpic('search', 'search'),
  searchResultsEpic: lazyAreaEpic('searchResults', 'results'),
  accountEpic: lazyAreaEpic('account', 'account'),
  chatEpic: lazyAreaEpic('chat', ['chat', 'voice'], chatNeedsResuming),
  voiceRecorderEpic: lazyAreaEpic('voice', 'voice'),
  suggestionEpic: lazyAreaEpic('suggestion', 'chat'),
  monitoringEpic: lazyAreaEpic('monitoring', 'app'),
  checkoutEpic: lazyAreaEpic('checkout', 'checkout', (state) => state.checkout.draft.placing !== null),
};

export const rootEpic = combineEpics(coreEpics, (name, error): Event => ({
  type: 'app/epicFailed',
  payload: { message: `${name}: ${error instanceof Error ? error.message : String(error)}` },
}));
