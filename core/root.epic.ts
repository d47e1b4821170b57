import { accountEpic } from './account/account.epic';
import { productViewEpic } from './analytics/session-events.epic';
import { buyAgainNoticeEpic, cartFailureNoticeEpic, cartNoticeEpic } from './cart/cart-notice.epic';
import { cartQueueEpic } from './cart/cart-queue.epic';
import { catalogEpic } from './catalog/catalog.epic';
import { recentlyViewedEpic } from './catalog/recently-viewed.epic';
import { chatEpic } from './chat/chat.epic';
import { checkoutFlowEpic } from './checkout/checkout.epic';
import { epicFailed, type CoreEpic } from './epic';
import { monitoringEpic } from './monitoring/monitoring.epic';
import { persistEpic } from './persist/persist.epic';
import { regionLookupEpic } from './region/region.epic';
import { searchEpic } from './search/search.epic';
import { searchResultsEpic } from './results/search-results.epic';
import { languageCookieEpic } from './session/language-cookie.epic';
import { guestIdentityEpic, logoutEpic, sessionExpiryEpic, userMetadataEpic, visitEpic } from './session/session.epic';
import { snackbarAutoHideEpic } from './snackbar/snackbar.epic';
import { combineEpics } from './store/combine-epics';
import { suggestionEpic } from './suggestion/suggestion.epic';
import { voiceRecorderEpic } from './voice/voice.epic';

/** Every epic of the core, by name (the name appears in `app/epicFailed`): the one place an epic is registered. */
export const EPICS: Readonly<Record<string, CoreEpic>> = {
  persistEpic,
  visitEpic,
  guestIdentityEpic,
  userMetadataEpic,
  logoutEpic,
  sessionExpiryEpic,
  languageCookieEpic,
  cartFailureNoticeEpic,
  snackbarAutoHideEpic,
  productViewEpic,
  cartQueueEpic,
  cartNoticeEpic,
  buyAgainNoticeEpic,
  regionLookupEpic,
  catalogEpic,
  recentlyViewedEpic,
  searchEpic,
  searchResultsEpic,
  accountEpic,
  chatEpic,
  voiceRecorderEpic,
  suggestionEpic,
  monitoringEpic,
  checkoutEpic: checkoutFlowEpic,
};

/** Every epic of the core as one; one that throws is reported (`app/epicFailed`) and the others go on. */
export const rootEpic: CoreEpic = combineEpics(EPICS, epicFailed);
