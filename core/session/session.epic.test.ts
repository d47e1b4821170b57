import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import type { Event } from '../events';
import type { HttpRequest } from '../ports';

const asha = {
  id: 'cus_asha',
  first_name: 'Asha',
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '9876543210',
  phone_country_code: '+91',
};
const loggedIn = (token: string): Event => ({
  type: 'session/loggedIn',
  payload: { accessToken: token, refreshToken: null, user: asha },
});

/** Every first-party call but login answered 401 after 20 ms, as a server does once the session has expired. */
const expired = (request: HttpRequest) =>
  /login/.test(request.url) ? undefined : { status: 401, body: { message: 'Unauthorized' }, latencyMs: 20 };

function setup() {
  const core = createTestCore({ respond: expired });
  const types = () => core.store.log().map((entry) => entry.event.type);
  const logins = () =>
    core.store.log().filter(({ event }) => event.type === 'navigation/redirected' && event.payload.to === '/login');
  return { ...core, types, logins };
}

describe('forced logout', () => {
  it('four concurrent 401s end the session once: one logout, one trip to /login', () => {
    const { store, fakes, types, logins } = setup();
    store.dispatch(loggedIn('tok_1'));
    store.dispatch({ type: 'account/profileRequested' });
    store.dispatch({ type: 'account/ordersRequested' });
    store.dispatch({ type: 'catalog/categoriesRequested' });
    store.dispatch({ type: 'catalog/railRequested', payload: { rail: 'bestsellers' } });
    const inFlight = fakes.http.requests().length;
    fakes.clock.advance(20);

    expect(inFlight).toBe(4);
    expect(types().filter((type) => type === 'session/forcedLogout').length).toBeGreaterThanOrEqual(4);
    expect(types().filter((type) => type === 'session/loggedOut')).toHaveLength(1);
    expect(logins()).toHaveLength(1);
    expect(store.getState().user.isLoggedIn).toBe(false);
    store.dispose();
  });

  it('the next session, once it expires, is ended again', () => {
    const { store, fakes, logins } = setup();
    store.dispatch(loggedIn('tok_1'));
    store.dispatch({ type: 'account/ordersRequested' });
    store.dispatch({ type: 'account/profileRequested' });
    fakes.clock.advance(20);
    store.dispatch(loggedIn('tok_2'));
    store.dispatch({ type: 'account/ordersRequested' });
    store.dispatch({ type: 'account/profileRequested' });
    fakes.clock.advance(20);

    expect(logins()).toHaveLength(2);
    expect(store.getState().user.isLoggedIn).toBe(false);
    store.dispose();
  });

  it("asks the backend to revoke the logged-out session's token, and its late 401 never ends the next session (issue 23)", () => {
    const { store, fakes } = createTestCore({
      respond: (request) =>
        request.url.endsWith('/api/v1/auth/logout')
          ? { status: 401, body: { message: 'Unauthorized' }, latencyMs: 20 }
          : undefined,
    });
    const logins = () =>
      store.log().filter(({ event }) => event.type === 'navigation/redirected' && event.payload.to === '/login');
    store.dispatch(loggedIn('tok_1'));
    store.dispatch({ type: 'session/logoutRequested' });
    const revoke = fakes.http.requests().find((request) => request.url.endsWith('/api/v1/auth/logout'));
    expect(revoke?.headers['authorization']).toBe('Bearer tok_1');
    store.dispatch(loggedIn('tok_2'));
    fakes.clock.advance(20);
    expect(store.getState().user.isLoggedIn).toBe(true);
    expect(logins()).toHaveLength(1);
    store.dispose();
  });

  type Step =
    | { readonly kind: 'login' }
    | { readonly kind: 'expired'; readonly requests: number }
    | { readonly kind: 'logout' }
    | { readonly kind: 'elsewhere' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant<Step>({ kind: 'login' }),
    fc.integer({ min: 1, max: 6 }).map((requests): Step => ({ kind: 'expired', requests })),
    fc.constant<Step>({ kind: 'logout' }),
    fc.constant<Step>({ kind: 'elsewhere' }),
  );

  it('whatever the mix of logins, bursts of 401s, logouts and logouts in other tabs: at most one logout per session, and none leaves a session open', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const { store, fakes } = setup();
        let sessions = 0;
        for (const [index, current] of steps.entries()) {
          if (current.kind === 'login') {
            sessions += 1;
            store.dispatch(loggedIn(`tok_${index}`));
          } else if (current.kind === 'expired') {
            for (let n = 0; n < current.requests; n += 1)
              store.dispatch({ type: n % 2 ? 'account/ordersRequested' : 'account/profileRequested' });
            fakes.clock.advance(20);
            expect(store.getState().user.isLoggedIn).toBe(false);
          } else {
            store.dispatch({
              type: current.kind === 'logout' ? 'session/logoutRequested' : 'session/loggedOutElsewhere',
            });
            expect(store.getState().user.isLoggedIn).toBe(false);
          }
        }
        const logouts = store.log().filter(({ event }) => event.type === 'session/loggedOut').length;
        store.dispose();
        // One logout for each session, plus at most one for the visitor who was never logged in.
        expect(logouts).toBeLessThanOrEqual(sessions + 1);
      }),
      { numRuns: 300 },
    );
  });
});
