import { BehaviorSubject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { expect } from 'vitest';
import type { CoreDependencies, CoreEpic } from '../../core/epic';
import type { Event } from '../../core/events';
import type { RootState } from '../../core/root.reducer';

/** What a marble test's setup gets: RxJS's marble helpers (`hot`, `cold`, `time`...). */
export type MarbleHelpers = Parameters<Parameters<TestScheduler['run']>[0]>[0];

/** One epic run in virtual time. */
export interface EpicMarbles {
  /** The events the epic hears (a `hot` marble). */
  readonly events: Observable<Event>;
  /** The state `state$` holds at the start. */
  readonly state: RootState;
  /** Later states, as a marble of whole states. */
  readonly states?: { readonly marble: string; readonly values: Readonly<Record<string, RootState>> };
  /** The dependencies the epic uses (the commerce port, say); the clock's scheduler is the test's. */
  readonly deps?: Readonly<Record<string, unknown>>;
  /** The ids port's `tempId`: k1, k2... unless given. */
  readonly tempId?: () => string;
  /** The events the epic must emit, as a marble of `values`. */
  readonly expected: string;
  readonly values: Readonly<Record<string, Event>>;
}

/**
 * Runs `epic` in virtual time (RxJS's TestScheduler, which is also the clock port's scheduler, so a
 * debounce or a timer in the epic runs on marble frames) and asserts what it emits.
 */
export function runEpicMarbles(epic: CoreEpic, setup: (helpers: MarbleHelpers) => EpicMarbles): void {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run((helpers) => {
    const given = setup(helpers);
    const state$ = new BehaviorSubject(given.state);
    if (given.states) helpers.cold(given.states.marble, given.states.values).subscribe((next) => state$.next(next));
    let ids = 0;
    const deps = {
      ...given.deps,
      ports: { clock: { scheduler }, ids: { tempId: given.tempId ?? (() => `k${++ids}`) } },
    } as unknown as CoreDependencies;
    helpers.expectObservable(epic(given.events, state$, deps)).toBe(given.expected, given.values);
  });
}
