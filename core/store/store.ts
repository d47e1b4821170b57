import { BehaviorSubject, Observable, Subject, Subscription } from 'rxjs';
import { EventLog, type LoggedEvent } from './event-log';
import type { EventSource } from '../events';

/** The current state, readable at any time, as redux-observable's StateObservable. */
export interface StateObservable<S> extends Observable<S> {
  readonly value: S;
}

/** An effect: events in, events out; all I/O through the injected dependencies. */
export type Epic<E, S, D> = (event$: Observable<E>, state$: StateObservable<S>, deps: D) => Observable<E>;

export type Reducer<S, E> = (state: S, event: E) => S;

/** The store contract; `subscribe` and `getState` follow useSyncExternalStore's. */
export interface Store<S, E> {
  dispatch(event: E): void;
  getState(): S;
  subscribe(listener: () => void): () => void;
  readonly state$: StateObservable<S>;
  /** Every event after the reducers have applied it, with its log entry. */
  readonly events$: Observable<LoggedEvent<E>>;
  /** The recorded events, oldest first. */
  log(): readonly LoggedEvent<E>[];
  /** Whether dispatched events are waiting (`holdFor`): the state does not show them yet. */
  held(): boolean;
  dispose(): void;
}

export interface StoreOptions<S, E, D> {
  readonly reducer: Reducer<S, E>;
  readonly initialState: S;
  readonly epic: Epic<E, S, D>;
  /** Built once the store exists, so dependencies may read state or dispatch. */
  readonly dependencies: (store: Pick<Store<S, E>, 'getState' | 'dispatch' | 'log'>) => D;
  readonly now: () => number;
  readonly sourceOf: (event: E) => EventSource;
  /** Keep only the newest entries of the event log (unbounded by default). */
  readonly logLimit?: number;
  /**
   * What an event waits for before the reducer may apply it (code the reducer needs, still loading):
   * null when it may be applied now. The event, and every one after it, waits until that completes
   * or fails; then it is asked again. Events the wait emits (facts about it) are applied first.
   */
  readonly holdFor?: (event: E, state: S) => Observable<E> | null;
}

/**
 * Creates the event-sourced store. Events dispatched while another is being processed
 * (by an epic, synchronously) are queued and processed in order, so every run of the same
 * events gives the same log. Events dispatched from outside while an event is held (`holdFor`)
 * wait apart, and each goes in only once what the one before it led to has been processed: the
 * log is the one the same dispatches give when nothing is held.
 */
export function createStore<S, E, D>(options: StoreOptions<S, E, D>): Store<S, E> {
  const { reducer, epic, now, sourceOf } = options;
  const log = new EventLog<E>(options.logLimit);
  const state$ = new BehaviorSubject<S>(options.initialState);
  const events$ = new Subject<LoggedEvent<E>>();
  const epicInput$ = new Subject<E>();
  const listeners = new Set<() => void>();
  const queue: E[] = [];
  const arrivedWhileHolding: E[] = [];
  let draining = false;
  let holding = false;
  let disposed = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const release = (facts: readonly E[]) => {
    holding = false;
    queue.unshift(...facts);
    if (!draining && !disposed) drain();
  };

  const drain = () => {
    draining = true;
    const before = state$.value;
    try {
      while ((queue.length > 0 || arrivedWhileHolding.length > 0) && !holding) {
        if (queue.length === 0) queue.push(arrivedWhileHolding.shift() as E);
        const wait = options.holdFor?.(queue[0] as E, state$.value) ?? null;
        if (wait) {
          holding = true;
          const facts: E[] = [];
          wait.subscribe({
            next: (fact) => facts.push(fact),
            complete: () => release(facts),
            error: () => release(facts),
          });
          continue;
        }
        const event = queue.shift() as E;
        const next = reducer(state$.value, event);
        const entry = log.append(event, now(), sourceOf(event));
        if (next !== state$.value) state$.next(next);
        events$.next(entry);
        epicInput$.next(event);
      }
    } finally {
      draining = false;
    }
    if (state$.value !== before) notify();
  };

  const dispatch = (event: E) => {
    if (disposed) return;
    if (holding && !draining) return void arrivedWhileHolding.push(event);
    queue.push(event);
    if (!draining && !holding) drain();
  };

  const stateObservable = Object.defineProperty(state$.asObservable(), 'value', {
    get: () => state$.value,
  }) as StateObservable<S>;

  const store: Store<S, E> = {
    dispatch,
    getState: () => state$.value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state$: stateObservable,
    events$: events$.asObservable(),
    log: () => log.all(),
    held: () => holding,
    dispose() {
      disposed = true;
      subscription.unsubscribe();
      listeners.clear();
      epicInput$.complete();
      events$.complete();
      state$.complete();
    },
  };

  const dependencies = options.dependencies(store);
  const subscription: Subscription = epic(epicInput$.asObservable(), stateObservable, dependencies).subscribe({
    next: dispatch,
  });
  return store;
}
