import { BehaviorSubject, Subject } from 'rxjs';
import type { CoreStore } from '../../core/create-core';
import type { Event } from '../../core/events';
import type { RootState } from '../../core/root.reducer';
import type { LoggedEvent } from '../../core/store/event-log';

/** A store the real UI renders from, showing a recorded state instead of running the core. */
export interface ViewStore {
  /** What the UI is given: reads the shown state; what it dispatches is kept, not run. */
  readonly store: CoreStore;
  /** Shows this state and log to the UI (its subscribers are told). */
  show(state: RootState, log: readonly LoggedEvent<Event>[]): void;
  /** What the UI dispatched since it was built: the scenario, not the UI, drives the core in a replay. */
  readonly ignored$: Subject<Event>;
}

/**
 * A read-only stand-in for the core store. A replay's core ran headless through the scenario's
 * steps; the UI is shown its states one at a time, and its own intents (a page asking for its
 * data on mount) are reported instead of dispatched, so the run stays what the scenario says.
 */
export function createViewStore(
  initial: RootState,
  traits: Pick<CoreStore, 'loginMethod' | 'paymentFees' | 'freeDeliveryFrom'>,
): ViewStore {
  const state$ = new BehaviorSubject<RootState>(initial);
  const listeners = new Set<() => void>();
  const ignored$ = new Subject<Event>();
  let log: readonly LoggedEvent<Event>[] = [];
  const store: CoreStore = {
    ...traits,
    dispatch: (event) => ignored$.next(event),
    getState: () => state$.value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state$,
    events$: new Subject<LoggedEvent<Event>>(),
    log: () => log,
    held: () => false,
    dispose: () => listeners.clear(),
  };
  return {
    store,
    ignored$,
    show(state, shownLog) {
      log = shownLog;
      if (state === state$.value) return;
      state$.next(state);
      for (const listener of [...listeners]) listener();
    },
  };
}
