import { BehaviorSubject, map, merge, share, Subject, throwError, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../harness/fakes/virtual-clock';
import type { CoreDependencies, CoreEpic } from './epic';
import type { Event } from './events';
import { lazyAreaEpic, reloadDelayMs, type LazyEpicName } from './lazy-epics';
import { initialRootState, type RootState } from './root.reducer';

const echo: CoreEpic = (event$) =>
  event$.pipe(map((event): Event => ({ type: 'snackbar/opened', payload: { status: 'info', message: event.type } })));

/**
 * Runs a lazy epic whose code arrives when `loaded` emits; the first `failures` fetches fail. Its output goes back
 * into its input, as the store does, and is written down as `out` (an echo's message, else the type).
 */
function runEpic(lazy: CoreEpic, state: RootState = initialRootState, failures = 0) {
  const events = new Subject<Event>();
  const state$ = Object.assign(new BehaviorSubject<RootState>(state), {}) as BehaviorSubject<RootState> & {
    value: RootState;
  };
  const loaded = new Subject<CoreEpic>();
  const asked: LazyEpicName[] = [];
  const clock = new VirtualClock();
  const deps = {
    ports: { clock },
    load: (name: LazyEpicName): Observable<CoreEpic> =>
      asked.push(name) <= failures ? throwError(() => new Error('chunk fetch failed')) : loaded,
  } as unknown as CoreDependencies;
  const out: string[] = [];
  const emitted: Event[] = [];
  lazy(events, state$, deps).subscribe((event) => {
    emitted.push(event);
    out.push(event.type === 'snackbar/opened' ? event.payload.message : event.type);
    if (event.type === 'app/epicFailed') events.next(event);
  });
  return { events, loaded, asked, out, emitted, clock };
}

function run(
  resumeWhen?: (state: RootState) => boolean,
  state: RootState = initialRootState,
  areas: string | readonly string[] = 'checkout',
) {
  return runEpic(lazyAreaEpic('checkout', areas, resumeWhen), state);
}

describe('lazyAreaEpic', () => {
  it('loads nothing before its area is used, then hands over every event since, in order', () => {
    const { events, loaded, asked, out } = run();
    events.next({ type: 'cart/refreshRequested' });
    expect(asked).toEqual([]);
    events.next({ type: 'checkout/opened' });
    events.next({ type: 'checkout/placeOrderRequested' });
    expect(asked).toEqual(['checkout']);
    expect(out).toEqual([]);
    loaded.next(echo);
    expect(out).toEqual(['checkout/opened', 'checkout/placeOrderRequested']);
    events.next({ type: 'checkout/changesAccepted' });
    events.next({ type: 'checkout/opened' });
    expect(out).toEqual([
      'checkout/opened',
      'checkout/placeOrderRequested',
      'checkout/changesAccepted',
      'checkout/opened',
    ]);
    expect(asked).toEqual(['checkout']);
  });

  it('hands the held events to every subscription of an epic that shares its input, as a live stream would', () => {
    const twice: CoreEpic = (event$) => {
      const shared$ = event$.pipe(share());
      return merge(
        shared$.pipe(
          map((event): Event => ({
            type: 'snackbar/opened',
            payload: { status: 'info', message: `first ${event.type}` },
          })),
        ),
        shared$.pipe(
          map((event): Event => ({
            type: 'snackbar/opened',
            payload: { status: 'info', message: `second ${event.type}` },
          })),
        ),
      );
    };
    const { events, loaded, out } = run();
    events.next({ type: 'checkout/opened' });
    loaded.next(twice);
    expect(out).toEqual(['first checkout/opened', 'second checkout/opened']);
    events.next({ type: 'checkout/changesAccepted' });
    expect(out.slice(2)).toEqual(['first checkout/changesAccepted', 'second checkout/changesAccepted']);
  });

  it('loads on the first event of any of its areas', () => {
    const { events, asked } = run(undefined, initialRootState, ['chat', 'voice']);
    events.next({ type: 'cart/refreshRequested' });
    expect(asked).toEqual([]);
    events.next({ type: 'voice/sendRequested' });
    expect(asked).toEqual(['checkout']);
  });

  it('hands the rehydration that resumes it to the epic, so a panel restored open is seen as opened', () => {
    const { events, loaded, asked, out } = run(() => true);
    expect(asked).toEqual([]);
    events.next({ type: 'persist/rehydrated', payload: { state: null, dropped: [], fromVersion: null } });
    expect(asked).toEqual(['checkout']);
    loaded.next(echo);
    expect(out).toEqual(['persist/rehydrated']);
  });

  it('loads at startup when the last visit left work unfinished', () => {
    const rehydrated = { ...initialRootState, persist: { ...initialRootState.persist, phase: 'rehydrated' as const } };
    const { asked } = run(() => true, rehydrated);
    expect(asked).toEqual(['checkout']);
    const idle = run(() => false, rehydrated);
    expect(idle.asked).toEqual([]);
  });
});

describe('lazy code that fails to load', () => {
  it('waits 1, 2, 4... seconds between fetches, at most 30', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reloadDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('is reported and fetched again later, and the events held meanwhile all reach the epic, in order', () => {
    const { events, loaded, asked, out, clock } = runEpic(lazyAreaEpic('checkout', 'checkout'), initialRootState, 2);
    events.next({ type: 'checkout/opened' });
    expect(asked).toEqual(['checkout']);
    expect(out).toEqual(['app/epicFailed']);
    events.next({ type: 'checkout/placeOrderRequested' });
    clock.advance(999);
    expect(asked).toHaveLength(1);
    clock.advance(1);
    expect(asked).toHaveLength(2);
    expect(out).toEqual(['app/epicFailed', 'app/epicFailed']);
    clock.advance(2000);
    expect(asked).toHaveLength(3);
    loaded.next(echo);
    expect(out.slice(2)).toEqual([
      'checkout/opened',
      'app/epicFailed',
      'checkout/placeOrderRequested',
      'app/epicFailed',
    ]);
  });

  it('says which code did not load, why, and when it is tried again', () => {
    const { events, emitted } = runEpic(lazyAreaEpic('checkout', 'checkout'), initialRootState, 1);
    events.next({ type: 'checkout/opened' });
    expect(emitted).toEqual([
      {
        type: 'app/epicFailed',
        payload: { message: 'checkout: its code did not load (chunk fetch failed); trying again in 1 s' },
      },
    ]);
  });
});
