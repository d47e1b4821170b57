import {
  defer,
  finalize,
  merge,
  mergeMap,
  Observable,
  of,
  ReplaySubject,
  Subject,
  take,
  timer,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { catalogReducer } from './catalog/catalog.reducer';
import type { CommerceFactory } from './commerce/commerce.port';
import { epicFailed, type CoreDependencies, type CoreEpic } from './epic';
import { errorText } from './error-text';
import type { Event, EventOf, EventSource, EventType } from './events';
import type { RootState } from './root.reducer';
import type { Epic, Reducer } from './store/store';

/**
 * The core's code that is not in the entry bundle, as one piece: every reducer, every epic and the commerce adapter
 * (core/core-runtime.ts).
 */
export interface CoreRuntime {
  readonly reducer: Reducer<RootState, Event>;
  readonly epic: CoreEpic;
  /** Where each event comes from, for the log (core/events.ts). */
  readonly sources: Readonly<Record<EventType, EventSource>>;
  readonly commerce: CommerceFactory;
}

/** Loads the core runtime: a dynamic import in the browser, the modules themselves in tests and scenarios. */
export type RuntimeLoader = () => Observable<CoreRuntime>;

/** What the epics are given, once the commerce adapter's code is there to build the port from. */
export type DependenciesWith = (commerce: CommerceFactory) => CoreDependencies;

/**
 * The events the entry applies before the runtime is there, each with the entry's reducer for it: the prerendered
 * catalogue (hydration reads it before the runtime has arrived) and the report of a failed load. The runtime's reducer
 * gives the same state for each (lazy-runtime.test.ts), so replaying the log gives the state.
 */
const ENTRY_REDUCERS: { readonly [T in EventType]?: (state: RootState, event: EventOf<T>) => RootState } = {
  'catalog/snapshotRestored': (state, event) => ({ ...state, catalog: catalogReducer(state.catalog, event) }),
  'app/epicFailed': (state) => state,
};

/** Where the events the entry applies come from, as core/events.ts says (lazy-runtime.test.ts checks they agree). */
export const ENTRY_SOURCES: Readonly<Partial<Record<EventType, EventSource>>> = {
  'catalog/snapshotRestored': 'storage',
  'app/epicFailed': 'core',
};

/** Whether the entry applies `event` itself (before the runtime is there). */
export function appliedByEntry(event: Event): boolean {
  return event.type in ENTRY_REDUCERS;
}

/** How long to wait before fetching the runtime again after the `attempt`th failure (0 first): 1, 2, 4... 30 s. */
export function reloadDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** The store's view of the runtime while it loads. */
export interface LazyRuntime {
  /** Applies an event: with the runtime's reducer once it is there, else with the entry's (appliedByEntry). */
  readonly reduce: Reducer<RootState, Event>;
  /**
   * For the store: what an event waits for (the runtime, while it loads), or null. Every event waits, with those after
   * it, except those the entry applies; a failed load is reported (`app/epicFailed`) before the event is asked again.
   */
  readonly holdFor: (event: Event) => Observable<Event> | null;
  /** Where an event comes from: as the runtime's table says, or the entry's for the events it applies. */
  readonly sourceOf: (event: Event) => EventSource;
  /** The runtime's epics (or `only`), handed every event the store applied before they were there, in order. */
  readonly epic: (only?: CoreEpic) => Epic<Event, RootState, DependenciesWith>;
}

/**
 * The core runtime loaded through `load`, starting at once. Until it is there the store holds every event but those
 * the entry applies, so no event goes by without its reducer and the log is the one the same dispatches give when the
 * code is there at once (tests, scenarios, a recording's replay). A failed fetch is reported and tried again after
 * {@link reloadDelayMs} on `scheduler`, when the next event asks for it; events wait meanwhile, none is lost.
 */
export function lazyRuntime(load: RuntimeLoader, scheduler: SchedulerLike): LazyRuntime {
  let runtime: CoreRuntime | null = null;
  let loading: Observable<never> | null = null;
  let failures = 0;
  const unreported: Event[] = [];
  const arrived = new ReplaySubject<CoreRuntime>(1);

  const start = (): Observable<never> => {
    if (loading) return loading;
    const attempt = new ReplaySubject<never>();
    loading = attempt;
    const delay = failures === 0 ? 0 : reloadDelayMs(failures - 1);
    const code$ = delay === 0 ? defer(load) : timer(delay, scheduler).pipe(mergeMap(load));
    const failed = (reason: string) => {
      loading = null;
      failures += 1;
      const retry = reloadDelayMs(failures - 1) / 1000;
      unreported.push(epicFailed('coreRuntime', `its code did not load (${reason}); trying again in ${retry} s`));
      attempt.complete();
    };
    let came = false;
    code$.pipe(take(1)).subscribe({
      next: (code) => {
        came = true;
        runtime = code;
        loading = null;
        arrived.next(code);
        attempt.complete();
      },
      error: (error: unknown) => failed(errorText(error)),
      complete: () => {
        if (!came) failed('the module was empty');
      },
    });
    return attempt;
  };
  start();

  const entryReduce = (state: RootState, event: Event): RootState => {
    const reducer = ENTRY_REDUCERS[event.type] as ((state: RootState, event: Event) => RootState) | undefined;
    if (!reducer) throw new Error(`'${event.type}' was applied before the core runtime that reduces it had loaded.`);
    return reducer(state, event);
  };

  return {
    reduce: (state, event) => (runtime ? runtime.reducer(state, event) : entryReduce(state, event)),
    sourceOf: (event) => {
      const source = runtime?.sources[event.type] ?? ENTRY_SOURCES[event.type];
      if (!source)
        throw new Error(`'${event.type}' was logged before the core runtime that names its source had loaded.`);
      return source;
    },
    holdFor: (event) => {
      if (runtime || appliedByEntry(event)) return null;
      return unreported.length > 0 ? of(...unreported.splice(0)) : start();
    },
    epic: (only) => (event$, state$, dependenciesWith) =>
      defer(() => {
        const waiting: Event[] = [];
        const buffering = event$.subscribe((event) => waiting.push(event));
        return arrived.pipe(
          take(1),
          mergeMap((code) =>
            handOver(only ?? code.epic, waiting, event$, state$, dependenciesWith(code.commerce), buffering),
          ),
          finalize(() => buffering.unsubscribe()),
        );
      }),
  };
}

/**
 * Runs a loaded epic on the live events, then replays the ones held while it loaded through the same live stream, so
 * every subscription inside the epic (also a shared one) sees each of them.
 */
function handOver(
  epic: CoreEpic,
  waiting: Event[],
  event$: Observable<Event>,
  state$: Parameters<CoreEpic>[1],
  deps: CoreDependencies,
  buffering: Subscription,
): Observable<Event> {
  return new Observable<Event>((subscriber) => {
    const held = new Subject<Event>();
    buffering.unsubscribe();
    const subscription = epic(merge(held, event$), state$, deps).subscribe(subscriber);
    for (const event of waiting.splice(0)) held.next(event);
    held.complete();
    return subscription;
  });
}
