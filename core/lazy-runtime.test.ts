import { EMPTY, map, of, Subject, tap, throwError, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../harness/fakes/virtual-clock';
import { brandCommerce } from './commerce/brand/brand.commerce';
import type { CoreDependencies, CoreEpic } from './epic';
import { ofType } from './epic';
import { EVENT_SOURCES, type Event } from './events';
import { ENTRY_SOURCES, lazyRuntime, reloadDelayMs, type CoreRuntime, type DependenciesWith } from './lazy-runtime';
import { initialRootState, rootReducer, type RootState } from './root.reducer';
import { createStore } from './store/store';

const ghee = { id: 'pcat_ghee', handle: 'ghee', name: 'Ghee', description: '', metadata: { L1_page_icon_link: null } };
const SNAPSHOT: Event = {
  type: 'catalog/snapshotRestored',
  payload: {
    catalog: { ...initialRootState.catalog, categories: { status: 'loaded', items: [ghee], error: null } },
  },
};

/** The runtime's epics, reduced to one that starts a session on `app/startRequested` and notes every event it sees. */
function runtimeSeeing(seen: string[]): CoreRuntime {
  const epic: CoreEpic = (event$) =>
    event$.pipe(
      tap((event) => seen.push(event.type)),
      ofType('app/startRequested'),
      map((): Event => ({ type: 'session/started', payload: { sessionId: 'visit_1' } })),
    );
  return { reducer: rootReducer, epic, commerce: brandCommerce, sources: EVENT_SOURCES };
}

/** A store on a lazy runtime whose fetches `fetch` answers, on virtual time. */
function storeWith(fetch: (attempt: number) => Observable<CoreRuntime>) {
  const clock = new VirtualClock();
  let fetches = 0;
  const runtime = lazyRuntime(() => fetch(++fetches), clock.scheduler);
  const store = createStore<RootState, Event, DependenciesWith>({
    reducer: runtime.reduce,
    initialState: initialRootState,
    epic: runtime.epic(),
    holdFor: runtime.holdFor,
    dependencies: () => () => ({}) as CoreDependencies,
    now: () => clock.now(),
    sourceOf: () => 'core',
  });
  const startApp = () => {
    store.dispatch(SNAPSHOT);
    store.dispatch({ type: 'app/startRequested' });
    store.dispatch({ type: 'cart/refreshRequested' });
  };
  const types = () => store.log().map((entry) => entry.event.type);
  const replayed = () => store.log().reduce((state, entry) => rootReducer(state, entry.event), initialRootState);
  return { store, clock, startApp, types, replayed, fetches: () => fetches };
}

const AT_ONCE = ['catalog/snapshotRestored', 'app/startRequested', 'session/started', 'cart/refreshRequested'];

describe('lazyRuntime', () => {
  it('applies every event with the runtime and hands the epics every one when the code is there at once', () => {
    const seen: string[] = [];
    const { startApp, types, store, replayed } = storeWith(() => of(runtimeSeeing(seen)));
    startApp();
    expect(types()).toEqual(AT_ONCE);
    expect(seen).toEqual(AT_ONCE);
    expect(replayed()).toEqual(store.getState());
  });

  it('fetches once as the store is built, applies the prerendered catalogue at once and holds app/startRequested and what follows until the code comes', () => {
    const seen: string[] = [];
    const code = new Subject<CoreRuntime>();
    const { startApp, types, store, fetches, replayed } = storeWith(() => code);
    expect(fetches()).toBe(1);
    startApp();
    expect(types()).toEqual(['catalog/snapshotRestored']);
    expect(store.getState().catalog.categories.items).toEqual([ghee]);
    expect(fetches()).toBe(1);
    code.next(runtimeSeeing(seen));
    expect(types()).toEqual(AT_ONCE);
    expect(seen).toEqual(AT_ONCE);
    expect(replayed()).toEqual(store.getState());
  });

  it('reports a failed fetch before the held event, fetches again after 1 s, then 2 s, and logs the rest as at once', () => {
    const seen: string[] = [];
    const { startApp, types, clock, fetches, store, replayed } = storeWith((attempt) =>
      attempt <= 2 ? throwError(() => new Error(`chunk ${attempt} failed`)) : of(runtimeSeeing(seen)),
    );
    startApp();
    expect(types()).toEqual(['catalog/snapshotRestored', 'app/epicFailed']);
    expect(store.log()[1]?.event).toEqual({
      type: 'app/epicFailed',
      payload: { message: 'coreRuntime: its code did not load (chunk 1 failed); trying again in 1 s' },
    });
    clock.advance(999);
    expect(fetches()).toBe(1);
    clock.advance(1);
    expect(fetches()).toBe(2);
    expect(store.log()[2]?.event).toEqual({
      type: 'app/epicFailed',
      payload: { message: 'coreRuntime: its code did not load (chunk 2 failed); trying again in 2 s' },
    });
    clock.advance(1999);
    expect(types()).toHaveLength(3);
    clock.advance(1);
    expect(fetches()).toBe(3);
    expect(types()).toEqual(['catalog/snapshotRestored', 'app/epicFailed', 'app/epicFailed', ...AT_ONCE.slice(1)]);
    expect(seen).toEqual(types());
    expect(replayed()).toEqual(store.getState());
  });

  it('says so when the fetched module had nothing, and tries again', () => {
    const { startApp, types, store, clock } = storeWith((attempt) => (attempt === 1 ? EMPTY : of(runtimeSeeing([]))));
    startApp();
    expect(store.log()[1]?.event).toEqual({
      type: 'app/epicFailed',
      payload: { message: 'coreRuntime: its code did not load (the module was empty); trying again in 1 s' },
    });
    clock.advance(1000);
    expect(types()).toEqual(['catalog/snapshotRestored', 'app/epicFailed', ...AT_ONCE.slice(1)]);
  });

  it('applies before the runtime only what the runtime applies the same way, and refuses anything else', () => {
    const { reduce } = lazyRuntime(() => new Subject<CoreRuntime>(), new VirtualClock().scheduler);
    const failed: Event = { type: 'app/epicFailed', payload: { message: 'coreRuntime: down' } };
    expect(reduce(initialRootState, SNAPSHOT)).toEqual(rootReducer(initialRootState, SNAPSHOT));
    expect(reduce(initialRootState, failed)).toBe(rootReducer(initialRootState, failed));
    expect(() => reduce(initialRootState, { type: 'app/startRequested' })).toThrow(/before the core runtime/);
  });

  it('waits 1, 2, 4... seconds between fetches, never more than 30', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reloadDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('the sources of the events the entry applies', () => {
  it('agree with the table the runtime brings (core/events.ts)', () => {
    for (const [type, source] of Object.entries(ENTRY_SOURCES))
      expect(source, type).toBe(EVENT_SOURCES[type as keyof typeof EVENT_SOURCES]);
  });
});
