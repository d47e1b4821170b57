import { filter, map } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createFakePorts, testEndpoints } from '../harness/fakes';
import { loadNow } from '../harness/fakes/lazy-epics';
import { brandCommerce } from './commerce/brand/brand.commerce';
import { createCore } from './create-core';
import type { CoreEpic } from './epic';
import type { Event } from './events';

const core = (epic?: CoreEpic) => {
  const fakes = createFakePorts({ clockStart: Date.UTC(2026, 0, 1) });
  return {
    fakes,
    store: createCore({
      ports: fakes.ports,
      endpoints: testEndpoints(),
      commerce: brandCommerce,
      load: loadNow,
      ...(epic ? { epic } : {}),
    }),
  };
};

describe('createCore', () => {
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
