import {
  catchError,
  concat,
  defer,
  EMPTY,
  exhaustMap,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  take,
  takeUntil,
  type Observable,
} from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { whenRehydrated } from '../persist/settled';
import { CLEARED_ON_LOGOUT, keepInBrowser, STORAGE_KEYS } from '../storage-keys';
import type { LogoutReason } from './session.events';

export const LOGIN_PATH = '/login';

/**
 * Logout, forced logout and logout in another tab: clear storage, reset, then ask the UI to show
 * /login (after a forced logout, saying the session ended and keeping where the shopper was).
 * Once per session: what arrives after, until the next login (the other 401s of an expired
 * session's requests in flight), is ignored. The shopper's own logout also asks the backend to
 * revoke the session's tokens ({@link revokeTokens}).
 */
export const logoutEpic: CoreEpic = (event$, state$, deps) =>
  merge(revokeTokens(event$, state$, deps), endSession(event$, state$, deps));

/**
 * On the shopper's logout, while the state still holds the token: the backend revokes it, without the logout waiting
 * for it. Its answer is dropped once the next login comes, so it can never end that session.
 */
const revokeTokens: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('session/logoutRequested'),
    mergeMap(() => {
      const token = state$.value.user.accessToken;
      if (!token) return EMPTY;
      return deps.commerce.logout(token).pipe(
        takeUntil(event$.pipe(ofType('session/loggedIn'))),
        ignoreElements(),
        catchError(() => EMPTY),
      );
    }),
  );

const endSession: CoreEpic = (event$, _state$, deps) =>
  event$.pipe(
    ofType('session/logoutRequested', 'session/forcedLogout', 'session/loggedOutElsewhere'),
    exhaustMap((event) => {
      const reason: LogoutReason =
        event.type === 'session/logoutRequested'
          ? 'user'
          : event.type === 'session/forcedLogout'
            ? 'forced'
            : 'elsewhere';
      return concat(
        keepInBrowser(deps.ports, CLEARED_ON_LOGOUT),
        of<Event[]>(
          { type: 'session/loggedOut', payload: { reason } },
          {
            type: 'navigation/redirected',
            payload: reason === 'forced' ? { to: LOGIN_PATH, reason: 'sessionEnded' } : { to: LOGIN_PATH },
          },
        ),
        event$.pipe(ofType('session/loggedIn'), take(1), ignoreElements()),
      );
    }),
  );

/** An answer that ends the session (401, or errorCode 403, on a non-login call) is the fact 'session/forcedLogout'. */
export const sessionExpiryEpic: CoreEpic = (_event$, _state$, { sessionExpiries }) =>
  sessionExpiries.pipe(map(({ status, url }): Event => ({ type: 'session/forcedLogout', payload: { status, url } })));

/** A fresh visit id at start. */
export const visitEpic: CoreEpic = (event$, _state$, { ports }) =>
  event$.pipe(
    ofType('app/startRequested'),
    map((): Event => ({ type: 'session/started', payload: { sessionId: ports.ids.sessionId() } })),
  );

function identifyGuest({ ports }: CoreDependencies, reuseStored: boolean): Observable<Event> {
  const create = defer(() => {
    const guestId = ports.ids.guestId(ports.clock.now());
    return concat(
      keepInBrowser(ports, { storage: { [STORAGE_KEYS.guestId]: guestId } }),
      of<Event>({ type: 'session/guestIdentified', payload: { guestId, created: true } }),
    );
  });
  if (!reuseStored) return create;
  return ports.storage.read(STORAGE_KEYS.guestId).pipe(
    catchError(() => of(null)),
    mergeMap((stored) =>
      stored ? of<Event>({ type: 'session/guestIdentified', payload: { guestId: stored, created: false } }) : create,
    ),
  );
}

/** The guest identity: read from storage once rehydrated, or made and stored; made anew after logout. */
export const guestIdentityEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    whenRehydrated(state$).pipe(mergeMap(() => identifyGuest(deps, true))),
    event$.pipe(
      ofType('session/loggedOut'),
      mergeMap(() => identifyGuest(deps, false)),
    ),
  );

/**
 * At startup, once, when a user id is stored (in the persisted user, or under the `userId` key):
 * report the user's metadata. Failures are ignored.
 */
export const userMetadataEpic: CoreEpic = (_event$, state$, { commerce, endpoints, ports }) =>
  whenRehydrated(state$).pipe(
    mergeMap((state) =>
      state.user.id ? of(state.user.id) : ports.storage.read(STORAGE_KEYS.userId).pipe(catchError(() => of(null))),
    ),
    mergeMap((id) => {
      if (!id) return EMPTY;
      return commerce
        .userMetadata(id, new URL(endpoints.appOrigin).hostname)
        .pipe(
          mergeMap((status) =>
            status === null ? EMPTY : of<Event>({ type: 'session/metadataReported', payload: { status } }),
          ),
        );
    }),
  );
