import { map, of, Subject, tap, throwError, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../harness/fakes/virtual-clock';
import { ofType, type CoreDependencies, type CoreEpic } from './epic';
import type { Event } from './events';
import type { LazyLoader } from './lazy-epics';
import { lazyStart } from './lazy-start';
import { initialRootState, type RootState } from './root.reducer';
import { createStore } from './store/store';

/** Starts a session on `app/started`, as the startup epics do, and notes every event it sees. */
function startupEpicSeeing(seen: string[]): CoreEpic {
  return (event$) =>
    event$.pipe(
      tap((event) => seen.push(event.type)),
      ofType('app/started'),
      map((): Event => ({ type: 'session/started', payload: { sessionId: 'visit_1' } })),
    );
}

/** A store running only the startup epics, whose code `code` answers each time it is asked for. */
function storeWith(code: () => Observable<CoreEpic>) {
  const clock = new VirtualClock();
  let asked = 0;
  const load = (() => {
    asked += 1;
    return code();
  }) as LazyLoader;
  const startup = lazyStart(load, clock.scheduler);
  const store = createStore<RootState, Event, CoreDependencies>({
    reducer: (state) => state,
    initialState: initialRootState,
    epic: startup.epic,
    holdFor: startup.holdFor,
    dependencies: () => ({}) as CoreDependencies,
    now: () => clock.now(),
    sourceOf: () => 'core',
  });
  const startApp = () => {
    store.dispatch({ type: 'catalog/snapshotRestored', payload: { catalog: initialRootState.catalog } });
    store.dispatch({ type: 'app/started' });
    store.dispatch({ type: 'cart/refreshRequested' });
  };
  const types = () => store.log().map((entry) => entry.event.type);
  return { store, clock, startApp, types, asked: () => asked };
}

const AT_ONCE = ['catalog/snapshotRestored', 'app/started', 'session/started', 'cart/refreshRequested'];

describe('lazyStart', () => {
  it('runs the startup epics at once when their code is there at once', () => {
    const seen: string[] = [];
    const { startApp, types } = storeWith(() => of(startupEpicSeeing(seen)));
    startApp();
    expect(types()).toEqual(AT_ONCE);
    expect(seen).toEqual(AT_ONCE);
  });

  it('fetches the code when the store is built, once, holds app/started until it has come, then logs what it would at once', () => {
    const code = new Subject<CoreEpic>();
    const { startApp, types, asked } = storeWith(() => code);
    expect(asked()).toBe(1);
    startApp();
    expect(types()).toEqual(['catalog/snapshotRestored']);
    const seen: string[] = [];
    code.next(startupEpicSeeing(seen));
    code.complete();
    expect(types()).toEqual(AT_ONCE);
    expect(seen).toEqual(AT_ONCE);
    expect(asked()).toBe(1);
  });

  it('reports a failed fetch before app/started, fetches again after 1 s, then 2 s, and loses no event', () => {
    const code = new Subject<CoreEpic>();
    let failures = 2;
    const { startApp, types, asked, clock, store } = storeWith(() =>
      failures-- > 0 ? throwError(() => new Error('chunk fetch failed')) : code,
    );
    startApp();
    expect(store.log().map((entry) => entry.event)).toEqual([
      { type: 'catalog/snapshotRestored', payload: { catalog: initialRootState.catalog } },
      {
        type: 'app/epicFailed',
        payload: { message: 'startupEpics: its code did not load (chunk fetch failed); trying again in 1 s' },
      },
    ]);
    clock.advance(999);
    expect(asked()).toBe(1);
    clock.advance(1);
    expect(asked()).toBe(2);
    expect(types().at(-1)).toBe('app/epicFailed');
    clock.advance(2000);
    expect(asked()).toBe(3);
    code.next(startupEpicSeeing([]));
    code.complete();
    expect(types()).toEqual(['catalog/snapshotRestored', 'app/epicFailed', 'app/epicFailed', ...AT_ONCE.slice(1)]);
  });
});
