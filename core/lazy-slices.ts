import { ReplaySubject, type Observable } from 'rxjs';
import { initialChatState } from './chat/chat.model';
import type { Event } from './events';
import { onFirstLoad, type LazyLoader } from './lazy-epics';
import type { PersistedChat } from './persist/persisted-state';
import { initialRootState, rootReducerWith, type LazySliceName, type RootState } from './root.reducer';

/**
 * The events each on-demand slice needs its reducer for. Every other event its reducer handles leaves
 * the slice's initial state as it is (lazy-slices.test.ts), so until the reducer has loaded those go by
 * while the slice holds its initial state (a core may start from another state: then every event needs it).
 */
export const NEEDS_SLICE_REDUCER: { readonly [K in LazySliceName]: (event: Event) => boolean } = {
  chat: (event) =>
    event.type.startsWith('chat/') ||
    event.type.startsWith('voice/') ||
    (event.type === 'cart/itemAddFailed' && event.payload.origin === 'chat') ||
    ((event.type === 'persist/rehydrated' || event.type === 'persist/externalChange') &&
      holdsChat(event.payload.state?.chat)),
  voice: (event) => event.type.startsWith('voice/'),
  suggestions: (event) => event.type.startsWith('suggestion/'),
  searchResults: (event) => event.type.startsWith('results/'),
  account: (event) => event.type.startsWith('account/'),
  checkout: (event) =>
    event.type.startsWith('checkout/') ||
    event.type.startsWith('cart/coupon') ||
    ((event.type === 'persist/rehydrated' || event.type === 'persist/externalChange') &&
      Boolean(event.payload.state?.cart?.checkout)),
  recentlyViewed: (event) => event.type === 'catalog/productSeen' || event.type === 'catalog/recentlyViewedRestored',
};

/** Whether a stored chat holds anything the initial chat does not (a conversation, messages, an open panel...). */
function holdsChat(stored: PersistedChat | undefined): boolean {
  if (!stored) return false;
  return (Object.keys(stored) as (keyof PersistedChat)[]).some((key) =>
    key === 'messages' ? stored.messages.length > 0 : !Object.is(stored[key], initialChatState[key]),
  );
}

const NEEDS = Object.entries(NEEDS_SLICE_REDUCER) as [LazySliceName, (event: Event) => boolean][];

const needsReducers = (event: Event, state: RootState): boolean =>
  NEEDS.some(([name, needs]) => state[name] !== initialRootState[name] || needs(event));

/** The root reducer of a store whose on-demand slice reducers load on first need. */
export interface LazySlices {
  /** Applies an event with every reducer loaded so far. */
  readonly reduce: (state: RootState, event: Event) => RootState;
  /** For the store: what an event waits for (the on-demand reducers, while they load), or null. */
  readonly holdFor: (event: Event, state: RootState) => Observable<Event> | null;
  /** Starts loading the on-demand reducers, so no event has to wait for them later. */
  readonly preload: () => void;
}

/**
 * The root reducer with the reducers of the slices the first screen does not need loaded through
 * `load` the first time an event needs one of them (or on `preload`). An event that needs them waits,
 * with those after it, until they are there; when loading fails, `app/sliceReducersUnavailable` comes
 * first, the event that waited goes by without them, and the next event that needs them loads them again.
 */
export function lazySlices(load: LazyLoader): LazySlices {
  let reduce = rootReducerWith(null);
  let loaded = false;
  let loading: ReplaySubject<Event> | null = null;
  let waited: Event | null = null;

  const start = (): ReplaySubject<Event> => {
    if (loading) return loading;
    const settled = new ReplaySubject<Event>();
    const failed = (reason: string) => {
      loading = null;
      settled.next({ type: 'app/sliceReducersUnavailable', payload: { message: reason } });
      settled.complete();
    };
    loading = settled;
    onFirstLoad(
      load('sliceReducers'),
      (reducers) => {
        reduce = rootReducerWith(reducers);
        loaded = true;
        loading = null;
        settled.complete();
      },
      failed,
    );
    return settled;
  };

  return {
    reduce: (state, event) => reduce(state, event),
    holdFor: (event, state) => {
      if (loaded || event.type === 'app/sliceReducersUnavailable' || !needsReducers(event, state)) return null;
      if (waited === event) {
        waited = null;
        return null;
      }
      waited = event;
      return start();
    },
    preload: () => {
      if (!loaded) start();
    },
  };
}
