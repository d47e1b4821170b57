import { defer, from, map, type Observable } from 'rxjs';
import type { LazyLoader, LazyModules } from '../../lazy-epics';

const IMPORTS: { readonly [K in keyof LazyModules]: () => Promise<LazyModules[K]> } = {
  startup: () => import('../../startup.epic').then((module) => module.startupEpics),
  checkout: () => import('../../checkout/checkout.epic').then((module) => module.checkoutFlowEpic),
  account: () => import('../../account/account.epic').then((module) => module.accountEpic),
  suggestion: () => import('../../suggestion/suggestion.epic').then((module) => module.suggestionEpic),
  search: () => import('../../search/search.epic').then((module) => module.searchEpic),
  searchResults: () => import('../../search/search-results.epic').then((module) => module.searchResultsEpic),
  chat: () => import('../../chat/chat.epic').then((module) => module.chatEpic),
  voice: () => import('../../voice/voice.epic').then((module) => module.voiceRecorderEpic),
  monitoring: () => import('../../monitoring/monitoring.epic').then((module) => module.monitoringEpic),
  storeCheckout: () => import('../../commerce/store-checkout').then((module) => module.createStoreCheckout),
  brandDecoders: () => import('../../commerce/brand/brand-lazy-decoders').then((module) => module.BRAND_LAZY_DECODERS),
  sliceReducers: () => import('../../lazy-slice.reducers').then((module) => module.LAZY_SLICE_REDUCERS),
};

/** Each piece of lazy code as its own chunk, fetched the first time it is needed (again after a failed fetch). */
export const loadOnDemand: LazyLoader = <K extends keyof LazyModules>(name: K): Observable<LazyModules[K]> =>
  defer(() => from(IMPORTS[name]())).pipe(map((loaded) => loaded as LazyModules[K]));
