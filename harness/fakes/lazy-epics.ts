import { of, type Observable } from 'rxjs';
import { accountEpic } from '../../core/account/account.epic';
import { checkoutFlowEpic } from '../../core/checkout/checkout.epic';
import { chatEpic } from '../../core/chat/chat.epic';
import { BRAND_LAZY_DECODERS } from '../../core/commerce/brand/brand-lazy-decoders';
import { createStoreCheckout } from '../../core/commerce/store-checkout';
import type { LazyLoader, LazyModules } from '../../core/lazy-epics';
import { LAZY_SLICE_REDUCERS } from '../../core/lazy-slice.reducers';
import { monitoringEpic } from '../../core/monitoring/monitoring.epic';
import { searchEpic } from '../../core/search/search.epic';
import { searchResultsEpic } from '../../core/search/search-results.epic';
import { suggestionEpic } from '../../core/suggestion/suggestion.epic';
import { startupEpics } from '../../core/startup.epic';
import { voiceRecorderEpic } from '../../core/voice/voice.epic';

const MODULES: LazyModules = {
  startup: startupEpics,
  checkout: checkoutFlowEpic,
  account: accountEpic,
  voice: voiceRecorderEpic,
  suggestion: suggestionEpic,
  monitoring: monitoringEpic,
  search: searchEpic,
  searchResults: searchResultsEpic,
  chat: chatEpic,
  storeCheckout: createStoreCheckout,
  brandDecoders: BRAND_LAZY_DECODERS,
  sliceReducers: LAZY_SLICE_REDUCERS,
};

/** The lazy code at once, so scenarios and tests stay synchronous on virtual time. */
export const loadNow: LazyLoader = <K extends keyof LazyModules>(name: K): Observable<LazyModules[K]> =>
  of(MODULES[name]);
