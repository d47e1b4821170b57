import { BehaviorSubject, map, merge, share, Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CoreDependencies, CoreEpic } from './epic';
import type { Event } from './events';
import { lazyAreaEpic, type LazyEpicName } from './lazy-epics';
import { initialRootState, type RootState } from './root.reducer';

const echo: CoreEpic = (event$) =>
  event$.pipe(map((event): Event => ({ type: 'snackbar/opened', payload: { status: 'info', message: event.type } })));

function run(
  resumeWhen?: (state: RootState) => boolean,
  state: RootState = initialRootState,
  areas: string | readonly string[] = 'checkout',
) {
  const events = new Subject<Event>();
  const state$ = Object.assign(new BehaviorSubject<RootState>(state), {}) as BehaviorSubject<RootState> & {
    value: RootState;
  };
  const loaded = new Subject<CoreEpic>();
  const asked: LazyEpicName[] = [];
  const deps = {
    load: (name: LazyEpicName): Observable<CoreEpic> => (asked.push(name), loaded),
  } as unknown as CoreDependencies;
  const out: string[] = [];
  lazyAreaEpic('checkout', areas, resumeWhen)(events, state$, deps).subscribe((event) =>
    out.push(event.type === 'snackbar/opened' ? event.payload.message : event.type),
  );
  return { events, loaded, asked, out };
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
