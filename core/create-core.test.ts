import { filter, map, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createFakePorts, testEndpoints } from '../harness/fakes';
import { loadNow } from '../harness/fakes/lazy-epics';
import type { LazyLoader } from './lazy-epics';
import { brandCommerce } from './commerce/brand/brand.commerce';
import { createCore } from './create-core';
import type { CoreEpic } from './epic';
import type { Event } from './events';

const core = (epic?: CoreEpic, load: LazyLoader = loadNow, stored: Record<string, string> = {}) => {
  const fakes = createFakePorts({ clockStart: Date.UTC(2026, 0, 1), storage: { items: stored } });
  return {
    fakes,
    store: createCore({
      ports: fakes.ports,
      endpoints: testEndpoints(),
      commerce: brandCommerce,
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
  it('keeps a stored chat in storage when the slice reducers cannot load: it says so and writes nothing', () => {
    const failing: LazyLoader = (name) =>
      name === 'sliceReducers' ? throwError(() => new Error('chunk failed')) : loadNow(name);
    for (const [load, kept] of [
      [failing, true],
      [loadNow, false],
    ] as const) {
      const { fakes, store } = core(undefined, load, { 'persist:root': STORED_CHAT });
      store.dispatch({ type: 'app/started' });
      store.dispatch({ type: 'cart/refreshed', payload: { items: [] } });
      store.dispatch({ type: 'persist/flushRequested' });
      fakes.clock.advance(5000);
      const types = store.log().map((entry) => entry.event.type);
      expect(types.includes('app/sliceReducersUnavailable'), 'unavailable').toBe(kept);
      expect(fakes.storage.snapshot()['persist:root'] === STORED_CHAT, 'storage untouched').toBe(kept);
      expect(JSON.parse(fakes.storage.snapshot()['persist:root'] ?? 'null').chat.messages).toHaveLength(1);
      store.dispose();
    }
  });

  it('runs every epic of the core unless told otherwise: started, it rehydrates, identifies the guest and creates a cart', () => {
    const { fakes, store } = core();
    store.dispatch({ type: 'app/started' });
    expect(store.log().map((entry) => entry.event.type)).toEqual([
      'app/started',
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
        filter((event) => event.type === 'app/started'),
        map((): Event => ({ type: 'snackbar/opened', payload: { status: 'info', message: 'started' } })),
      );
    const { fakes, store } = core(opened);
    store.dispatch({ type: 'app/started' });
    expect(fakes.http.requests()).toEqual([]);
    expect(store.log().map((entry) => entry.event.type)).toEqual(['app/started', 'snackbar/opened']);
    store.dispose();
  });
});
