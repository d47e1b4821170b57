import { errorText } from './error-text';
import {
  catchError,
  concat,
  defer,
  EMPTY,
  filter,
  finalize,
  merge,
  mergeMap,
  Observable,
  of,
  Subject,
  take,
  timer,
  type Subscription,
} from 'rxjs';
import type { BrandLazyDecoders } from './commerce/brand/brand-lazy-decoders';
import type { createStoreCheckout } from './commerce/store-checkout';
import { epicFailed, type CoreDependencies, type CoreEpic } from './epic';
import type { Event } from './events';
import type { LazySliceReducers, RootState } from './root.reducer';

/**
 * Code kept out of the entry bundle, by name: epics (those that run from the start among them), the shared checkout
 * requests, the brand adapter's later decoders and the reducers of the slices the first screen does not need.
 */
export interface LazyModules {
  readonly startup: CoreEpic;
  readonly checkout: CoreEpic;
  readonly account: CoreEpic;
  readonly voice: CoreEpic;
  readonly suggestion: CoreEpic;
  readonly monitoring: CoreEpic;
  readonly searchResults: CoreEpic;
  readonly chat: CoreEpic;
  readonly search: CoreEpic;
  readonly storeCheckout: typeof createStoreCheckout;
  readonly brandDecoders: BrandLazyDecoders;
  readonly sliceReducers: LazySliceReducers;
}

export type LazyEpicName =
  'checkout' | 'account' | 'voice' | 'suggestion' | 'monitoring' | 'searchResults' | 'chat' | 'search';

/** Loads lazy code: a dynamic import in the browser, the module itself in tests and scenarios. */
export type LazyLoader = <K extends keyof LazyModules>(name: K) => Observable<LazyModules[K]>;

/**
 * When the last visit left work unfinished: at once when rehydration is already over (null), else
 * the rehydration event itself, so the epic that loads gets it too (a restored open chat panel
 * connects on it).
 */
function resumption(
  event$: Observable<Event>,
  state$: Parameters<CoreEpic>[1],
  resumeWhen: (state: RootState) => boolean,
): Observable<Event | null> {
  return defer(() => {
    if (state$.value.persist.phase !== 'pending') return resumeWhen(state$.value) ? of(null) : EMPTY;
    return event$.pipe(
      filter((event) => event.type === 'persist/rehydrated' || event.type === 'persist/rehydrateFailed'),
      take(1),
      filter(() => resumeWhen(state$.value)),
    );
  });
}

/**
 * Runs a loaded epic on the live events, then replays the ones held while it loaded through the
 * same live stream, so every subscription inside the epic (also a shared one) sees each of them.
 */
export function handOver(
  epic: CoreEpic,
  waiting: Event[],
  event$: Observable<Event>,
  state$: Parameters<CoreEpic>[1],
  deps: Parameters<CoreEpic>[2],
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

/**
 * Takes the first piece of code `code$` loads: `loaded` gets it, or `failed` says why there was none (the fetch failed,
 * or the module had nothing).
 */
export function onFirstLoad<T>(
  code$: Observable<T>,
  loaded: (code: T) => void,
  failed: (reason: string) => void,
): void {
  let arrived = false;
  code$.pipe(take(1)).subscribe({
    next: (code) => {
      arrived = true;
      loaded(code);
    },
    error: (error: unknown) => failed(errorText(error)),
    complete: () => {
      if (!arrived) failed('the module was empty');
    },
  });
}

/** How long to wait before fetching an epic's code again after the `attempt`th failure (0 first): 1, 2, 4... 30 s. */
export function reloadDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The named epic once its code has loaded. A failed fetch is reported (`app/epicFailed`) and tried again after
 * {@link reloadDelayMs}, on the clock's scheduler.
 */
function loadedEpic(name: LazyEpicName, deps: CoreDependencies, attempt = 0): Observable<CoreEpic | Event> {
  return deps.load(name).pipe(
    take(1),
    catchError((error: unknown) => {
      const delay = reloadDelayMs(attempt);
      const reason = errorText(error);
      return concat(
        of(epicFailed(name, `its code did not load (${reason}); trying again in ${delay / 1000} s`)),
        timer(delay, deps.ports.clock.scheduler).pipe(mergeMap(() => loadedEpic(name, deps, attempt + 1))),
      );
    }),
  );
}

/**
 * Loads the named epic and runs it, holding every event from now (after `first`) until it runs, so nothing the
 * shopper did while it loaded, or while its code could not be fetched, is lost.
 */
function loadAndRun(
  name: LazyEpicName,
  first: Event | null,
  event$: Observable<Event>,
  state$: Parameters<CoreEpic>[1],
  deps: CoreDependencies,
): Observable<Event> {
  const waiting: Event[] = first ? [first] : [];
  const buffering = event$.subscribe((event) => waiting.push(event));
  return loadedEpic(name, deps).pipe(
    mergeMap((loaded) =>
      typeof loaded === 'function' ? handOver(loaded, waiting, event$, state$, deps, buffering) : of(loaded),
    ),
    finalize(() => buffering.unsubscribe()),
  );
}

/**
 * An epic that starts the named lazy epic on the first event of its area or areas (or at startup when
 * `resumeWhen` says the last visit left work unfinished). Events that arrive while the code loads
 * are handed to it in order, so nothing the shopper did is lost.
 */
export function lazyAreaEpic(
  name: LazyEpicName,
  area: string | readonly string[],
  resumeWhen: (state: RootState) => boolean = () => false,
): CoreEpic {
  return (event$, state$, deps) =>
    defer(() => {
      const areas = typeof area === 'string' ? [area] : area;
      const trigger$ = merge(
        event$.pipe(filter((event) => areas.some((each) => event.type.startsWith(`${each}/`)))),
        resumption(event$, state$, resumeWhen),
      ).pipe(take(1));
      return trigger$.pipe(mergeMap((first) => loadAndRun(name, first, event$, state$, deps)));
    });
}
