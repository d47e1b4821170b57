import { map, filter, Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { combineEpics } from './combine-epics';
import { createStore, type Epic } from './store';

type TestEvent = { type: 'ping'; n: number } | { type: 'pong'; n: number } | { type: 'failed'; message: string };
type TestState = { pings: number; order: string[] };

const reducer = (state: TestState, event: TestEvent): TestState =>
  event.type === 'ping' || event.type === 'pong'
    ? { pings: state.pings + (event.type === 'ping' ? 1 : 0), order: [...state.order, `${event.type}${event.n}`] }
    : state;

const pongEpic: Epic<TestEvent, TestState, unknown> = (event$) =>
  event$.pipe(
    filter((e): e is Extract<TestEvent, { type: 'ping' }> => e.type === 'ping'),
    map((e) => ({ type: 'pong', n: e.n }) as TestEvent),
  );

function makeStore(
  epic: Epic<TestEvent, TestState, unknown> = pongEpic,
  holdFor?: (event: TestEvent) => Observable<TestEvent> | null,
) {
  let time = 100;
  const store = createStore<TestState, TestEvent, unknown>({
    ...(holdFor ? { holdFor } : {}),
    reducer,
    initialState: { pings: 0, order: [] },
    epic,
    dependencies: () => ({}),
    now: () => time++,
    sourceOf: (e) => (e.type === 'ping' ? 'ui' : 'core'),
  });
  return store;
}

describe('createStore', () => {
  it('processes events an epic emits after the event that caused them, in order', () => {
    const store = makeStore();
    store.dispatch({ type: 'ping', n: 1 });
    store.dispatch({ type: 'ping', n: 2 });
    expect(store.getState().order).toEqual(['ping1', 'pong1', 'ping2', 'pong2']);
  });

  it('says whether dispatched events are held: from the held event until what it waits for ends', () => {
    const code = new Subject<TestEvent>();
    let loaded = false;
    code.subscribe({ complete: () => (loaded = true) });
    const store = makeStore(pongEpic, () => (loaded ? null : code));
    expect(store.held()).toBe(false);
    store.dispatch({ type: 'ping', n: 1 });
    store.dispatch({ type: 'ping', n: 2 });
    expect(store.held()).toBe(true);
    expect(store.getState().order).toEqual([]);
    code.complete();
    expect(store.held()).toBe(false);
    expect(store.getState().order).toEqual(['ping1', 'pong1', 'ping2', 'pong2']);
  });

  it('holds an event, and every one after it, until what it waits for completes or fails; then logs what it would without the hold', () => {
    const ready = new Subject<TestEvent>();
    let waiting: Subject<TestEvent> | null = ready;
    const store = makeStore(pongEpic, (event) => (event.type === 'ping' && event.n === 2 ? waiting : null));
    store.dispatch({ type: 'ping', n: 1 });
    store.dispatch({ type: 'ping', n: 2 });
    store.dispatch({ type: 'ping', n: 3 });
    expect(store.getState().order).toEqual(['ping1', 'pong1']);
    expect(store.log()).toHaveLength(2);
    waiting = null;
    ready.complete();
    expect(store.getState().order).toEqual(['ping1', 'pong1', 'ping2', 'pong2', 'ping3', 'pong3']);

    const failing = new Subject<TestEvent>();
    waiting = failing;
    store.dispatch({ type: 'ping', n: 2 });
    expect(store.getState().pings).toBe(3);
    waiting = null;
    failing.error(new Error('offline'));
    expect(store.getState().pings).toBe(4);
  });

  it('applies what a wait emits before the event that waited, and the events after it', () => {
    const loading = new Subject<TestEvent>();
    let waiting: Subject<TestEvent> | null = loading;
    const store = makeStore(pongEpic, (event) => (event.type === 'ping' && event.n === 2 ? waiting : null));
    store.dispatch({ type: 'ping', n: 2 });
    store.dispatch({ type: 'ping', n: 3 });
    loading.next({ type: 'failed', message: 'offline' });
    expect(store.log()).toHaveLength(0);
    waiting = null;
    loading.complete();
    expect(store.log().map((entry) => entry.event.type)).toEqual(['failed', 'ping', 'pong', 'ping', 'pong']);
  });

  it('logs every event with a sequence number, the time and its source', () => {
    const store = makeStore();
    store.dispatch({ type: 'ping', n: 7 });
    expect(store.log()).toEqual([
      { seq: 1, at: 100, source: 'ui', event: { type: 'ping', n: 7 } },
      { seq: 2, at: 101, source: 'core', event: { type: 'pong', n: 7 } },
    ]);
  });

  it('notifies subscribers once per dispatch that changed the state, and not after unsubscribing', () => {
    const store = makeStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.dispatch({ type: 'ping', n: 1 });
    expect(calls).toBe(1);
    store.dispatch({ type: 'failed', message: 'no change' });
    expect(calls).toBe(1);
    unsubscribe();
    store.dispatch({ type: 'ping', n: 2 });
    expect(calls).toBe(1);
  });

  it('keeps only the newest entries when the log is bounded', () => {
    const store = createStore<TestState, TestEvent, unknown>({
      reducer,
      initialState: { pings: 0, order: [] },
      epic: pongEpic,
      dependencies: () => ({}),
      now: () => 0,
      sourceOf: () => 'ui',
      logLimit: 3,
    });
    store.dispatch({ type: 'ping', n: 1 });
    store.dispatch({ type: 'ping', n: 2 });
    expect(store.log().map((e) => e.seq)).toEqual([2, 3, 4]);
  });

  it('exposes the current state on state$.value and replays it to subscribers', () => {
    const store = makeStore();
    store.dispatch({ type: 'ping', n: 1 });
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.pings)).unsubscribe();
    expect(seen).toEqual([1]);
    expect(store.state$.value.pings).toBe(1);
  });

  it('ignores dispatches after dispose', () => {
    const store = makeStore();
    store.dispose();
    store.dispatch({ type: 'ping', n: 1 });
    expect(store.getState().pings).toBe(0);
  });
});

describe('combineEpics', () => {
  it('reports a failing epic and resubscribes it, leaving the others running', () => {
    let attempts = 0;
    const flaky: Epic<TestEvent, TestState, unknown> = (event$): Observable<TestEvent> =>
      event$.pipe(
        filter((e) => e.type === 'ping'),
        map((e) => {
          attempts++;
          if (attempts === 1) throw new Error('boom');
          return { type: 'failed', message: `recovered after ${(e as { n: number }).n}` } as TestEvent;
        }),
      );
    const store = makeStore(
      combineEpics({ pongEpic, flaky }, (name, error) => ({
        type: 'failed',
        message: `${name}: ${(error as Error).message}`,
      })),
    );
    store.dispatch({ type: 'ping', n: 1 });
    store.dispatch({ type: 'ping', n: 2 });
    const types = store.log().map((e) => (e.event.type === 'failed' ? e.event.message : e.event.type));
    expect(types).toEqual(['ping', 'pong', 'flaky: boom', 'ping', 'pong', 'recovered after 2']);
  });
});
