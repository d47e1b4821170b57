import { chatNeedsResuming } from './chat/chat-resume';
import { epicFailed, type CoreEpic } from './epic';
import { combineEpics } from './store/combine-epics';
import { lazyAreaEpic } from './lazy-epics';

/** The epics of the core that load their code the first time their area is used. */
const onDemandEpics: Readonly<Record<string, CoreEpic>> = {
  searchEpic: lazyAreaEpic('search', 'search'),
  searchResultsEpic: lazyAreaEpic('searchResults', 'results'),
  accountEpic: lazyAreaEpic('account', 'account'),
  chatEpic: lazyAreaEpic('chat', ['chat', 'voice'], chatNeedsResuming),
  voiceRecorderEpic: lazyAreaEpic('voice', 'voice'),
  suggestionEpic: lazyAreaEpic('suggestion', 'chat'),
  monitoringEpic: lazyAreaEpic('monitoring', 'app'),
  checkoutEpic: lazyAreaEpic('checkout', 'checkout', (state) => state.checkout.draft.placing !== null),
};

/**
 * Every epic of the core, by name (the name appears in `app/epicFailed`): the startup epics (core/lazy-start.ts), then
 * those loaded on demand.
 */
export function rootEpic(startupEpics: CoreEpic): CoreEpic {
  return combineEpics({ startupEpics, ...onDemandEpics }, epicFailed);
}
