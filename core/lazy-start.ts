import {
  concatWith,
  defer,
  finalize,
  ignoreElements,
  mergeMap,
  of,
  ReplaySubject,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { epicFailed, type CoreEpic } from './epic';
import type { Event } from './events';
import { handOver, onFirstLoad, reloadDelayMs, type LazyLoader } from './lazy-epics';

/** The epics that run from the start, whose code loads as the store is built rather than with the entry. */
export interface LazyStart {
  /**
   * The startup epics: run once their code is there, handed every event before that in order. Subscribing starts
   * loading it.
   */
  readonly epic: CoreEpic;
  /**
   * For the store: `app/started` (and with it every later event) waits for the startup epics' code, after the reports
   * of the fetches that failed; null once the code is there.
   */
  readonly holdFor: (event: Event) => Observable<Event> | null;
}

/**
 * The startup epics (persistence, the session, the catalogue, the cart: core/startup.epic.ts), loaded through `load`.
 * None is needed to paint or hydrate the first screen, so their code is not in the entry; the core starts when it has
 * arrived, so the events go in the same order as when it is there at once (tests, scenarios, a recording's replay).
 * A failed fetch is reported (`app/epicFailed`, applied before `app/started`) and tried again after
 * {@link reloadDelayMs} on `scheduler`; events wait meanwhile, none is lost.
 */
export function lazyStart(load: LazyLoader, scheduler: SchedulerLike): LazyStart {
  let loaded: CoreEpic | null = null;
  let loading: ReplaySubject<never> | null = null;
  let failures = 0;
  const unreported: Event[] = [];

  const start = (): ReplaySubject<never> => {
    if (loading) return loading;
    const attempt = new ReplaySubject<never>();
    loading = attempt;
    const delay = failures === 0 ? 0 : reloadDelayMs(failures - 1);
    const code$ = delay === 0 ? load('startup') : timer(delay, scheduler).pipe(mergeMap(() => load('startup')));
    const failed = (reason: string) => {
      loading = null;
      failures += 1;
      const retry = reloadDelayMs(failures - 1) / 1000;
      unreported.push(epicFailed('startupEpics', `its code did not load (${reason}); trying again in ${retry} s`));
      attempt.complete();
    };
    onFirstLoad(
      code$,
      (epic) => {
        loaded = epic;
        loading = null;
        attempt.complete();
      },
      failed,
    );
    return attempt;
  };

  const whenLoaded = (): Observable<CoreEpic> =>
    defer(() => (loaded ? of(loaded) : start().pipe(ignoreElements(), concatWith(whenLoaded()))));

  return {
    epic: (event$, state$, deps) =>
      defer(() => {
        if (loaded) return loaded(event$, state$, deps);
        const waiting: Event[] = [];
        const buffering = event$.subscribe((event) => waiting.push(event));
        return whenLoaded().pipe(
          take(1),
          mergeMap((epic) => handOver(epic, waiting, event$, state$, deps, buffering)),
          finalize(() => buffering.unsubscribe()),
        );
      }),
    holdFor: (event) => {
      if (loaded || event.type !== 'app/started') return null;
      return unreported.length > 0 ? of(...unreported.splice(0)) : start();
    },
  };
}
