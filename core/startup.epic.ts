import { productViewEpic } from './analytics/session-events.epic';
import { buyAgainNoticeEpic, cartFailureNoticeEpic, cartNoticeEpic } from './cart/cart-notice.epic';
import { cartQueueEpic } from './cart/cart-queue.epic';
import { catalogEpic } from './catalog/catalog.epic';
import { recentlyViewedEpic } from './catalog/recently-viewed.epic';
import { epicFailed, type CoreEpic } from './epic';
import { persistEpic } from './persist/persist.epic';
import { guestIdentityEpic, logoutEpic, sessionExpiryEpic, userMetadataEpic, visitEpic } from './session/session.epic';
import { snackbarAutoHideEpic } from './snackbar/snackbar.epic';
import { combineEpics } from './store/combine-epics';

/** The epics that run from the start, by name (the name appears in `app/epicFailed`). */
export const startupEpicsByName: Readonly<Record<string, CoreEpic>> = {
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
  buyAgainNoticeEpic,
  catalogEpic,
  recentlyViewedEpic,
};

/**
 * The epics that run from the start as one: persistence, the session, the catalogue, the cart and their notices.
 * None is needed to paint or hydrate the first screen, so their code loads right after the entry
 * (core/lazy-epics.ts, `lazyStartEpic`) rather than in it.
 */
export const startupEpics: CoreEpic = combineEpics(startupEpicsByName, epicFailed);
