import { defer, filter, map, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createFakePorts, testEndpoints } from '../harness/fakes';
import { loadNow, scriptedRuntime } from '../harness/fakes/load-now';
import type { RuntimeLoader } from './lazy-runtime';
import { initialRootState, rootReducer } from './root.reducer';
import { createCore } from './create-core';
import type { CoreEpic } from './epic';
import type { Event } from './events';

const core = (epic?: CoreEpic, load: RuntimeLoader = loadNow(), stored: Record<string, string> = {}) => {
  const fakes = createFakePorts({ clockStart: Date.UTC(2026, 0, 1), storage: { items: stored } });
  return {
    fakes,
    store: createCore({
      ports: fakes.ports,
      endpoints: testEndpoints(),
      backend: 'brand',
      load,
      ...(epic ? { epic } : {}),
    }),
  };
};

const STORED_CHAT = JSON.stringify({
  version: 1,
  cart: { id: 'cart_1', cartItems: [], totalCartItems: 0 },
  chat: {
    isOpen: false,
    conversation: { id: 'convo_9' },
    messages: [
      {
        id: 'msg_1',
        conversation_id: 'convo_9',
        content: 'Do you have ghee?',
        content_type: 'text',
        sender_id: 'guest_1',
        sender_type: 'customer',
        created_at: '2025-12-31T18:00:00.000Z',
      },
    ],
    hasMoreMessages: false,
    nextBefore: null,
    language: 'en',
  },
});

describe('createCore', () => {
  it('holds app/startRequested while the runtime cannot load, writes nothing, and starts once a later fetch brings it', () => {
    let fetches = 0;
    const flaky: RuntimeLoader = () =>
      defer(() => (++fetches === 1 ? throwError(() => new Error('chunk failed')) : loadNow()()));
    const { fakes, store } = core(undefined, flaky, { 'persist:root': STORED_CHAT });
    store.dispatch({ type: 'app/startRequested' });
    store.dispatch({ type: 'persist/flushRequested' });
    fakes.clock.advance(999);
    expect(store.log().map((entry) => entry.event.type)).toEqual(['app/epicFailed']);
    expect(store.getState()).toBe(initialRootState);
    expect(fakes.storage.snapshot()['persist:root']).toBe(STORED_CHAT);
    fakes.clock.advance(1);
    const types = store.log().map((entry) => entry.event.type);
    expect(types.slice(0, 3)).toEqual(['app/epicFailed', 'app/startRequested', 'persist/rehydrated']);
    expect(store.getState().chat.conversation?.id).toBe('convo_9');
    expect(store.log().reduce((state, entry) => rootReducer(state, entry.event), initialRootState)).toEqual(
      store.getState(),
    );
    store.dispose();
  });

  it('never lets an event pass without its reducer when the runtime fails to load: replaying the log gives the state', () => {
    const runtime = scriptedRuntime(['fails']);
    const { fakes, store } = core(undefined, runtime.load);
    store.dispatch({ type: 'app/startRequested' });
    store.dispatch({ type: 'chat/openRequested' });
    expect(store.getState().chat.isOpen).toBe(false);
    fakes.clock.advance(1000);
    expect(runtime.fetches()).toBe(2);
    expect(store.getState().chat.isOpen).toBe(true);
    const replayed = store.log().reduce((state, entry) => rootReducer(state, entry.event), initialRootState);
    expect(replayed).toEqual(store.getState());
    store.dispose();
  });

  it('runs every epic of the core unless told otherwise: started, it rehydrates, identifies the guest and creates a cart', () => {
    const { fakes, store } = core();
    store.dispatch({ type: 'app/startRequested' });
    expect(store.log().map((entry) => entry.event.type)).toEqual([
      'app/startRequested',
      'persist/rehydrated',
      'session/started',
      'session/guestIdentified',
    ]);
    expect(fakes.http.requests().map((request) => request.url)).toEqual(['http://shop.test/store/carts']);
    store.dispose();
  });

  it('runs only the given epic when one is given', () => {
    const opened: CoreEpic = (event$) =>
      event$.pipe(
        filter((event) => event.type === 'app/startRequested'),
        map((): Event => ({ type: 'snackbar/opened', payload: { status: 'info', message: 'started' } })),
      );
    const { fakes, store } = core(opened);
    store.dispatch({ type: 'app/startRequested' });
    expect(fakes.http.requests()).toEqual([]);
    expect(store.log().map((entry) => entry.event.type)).toEqual(['app/startRequested', 'snackbar/opened']);
    store.dispose();
  });
});
