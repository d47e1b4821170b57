import { EVENT_SOURCES } from './events';
import { rootEpic } from './root.epic';
import { rootReducer } from './root.reducer';

/**
 * The core's code the entry bundle leaves out, as one chunk fetched while the first screen paints: every reducer,
 * every epic and where each event comes from (core/lazy-runtime.ts holds the events until it is there). The commerce
 * adapter comes with it.
 */
export const CORE_CODE = { reducer: rootReducer, epic: rootEpic, sources: EVENT_SOURCES } as const;
