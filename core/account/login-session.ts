import { concat, of, type Observable } from 'rxjs';
import type { CoreDependencies } from '../epic';
import type { Event } from '../events';
import type { CommerceFailure, LoginSession } from '../commerce/commerce.port';
import type { StateObservable } from '../store/store';
import type { RootState } from '../root.reducer';
import { COOKIE_NAMES, keepInBrowser, STORAGE_KEYS } from '../storage-keys';
import { safeReturnPath } from '../navigation/return-path';
import { toUserData } from './account-input';

/** Where the shopper goes after login when they did not come from another page. */
export const HOME_PATH = '/';

/** A failure's status and the server's message, or `fallback` (also for an answer that could not be read). */
export const failure = (result: CommerceFailure, fallback: string) => ({
  status: result.status,
  message: (result.kind === 'unreadable' ? null : result.message) ?? fallback,
});

function redirectTarget(path: string | undefined): string {
  return safeReturnPath(path) ?? HOME_PATH;
}

/**
 * What every successful login does, whatever the method: keep the tokens, user id, name and email
 * (storage keys and the aToken and isLoggedIn cookies), log the session in and send the shopper back
 * where they came from.
 */
export function loggedIn(
  deps: CoreDependencies,
  state$: StateObservable<RootState>,
  login: LoginSession,
): Observable<Event> {
  const user = toUserData(login.profile);
  const redirectTo = redirectTarget(state$.value.user.redirectObj?.path);
  return concat(
    keepInBrowser(deps.ports, {
      cookies: { [COOKIE_NAMES.accessToken]: login.accessToken, [COOKIE_NAMES.isLoggedIn]: 'true' },
      storage: {
        [STORAGE_KEYS.accessToken]: login.accessToken,
        [STORAGE_KEYS.refreshToken]: login.refreshToken,
        [STORAGE_KEYS.userId]: user.id,
        [STORAGE_KEYS.name]: user.name,
        [STORAGE_KEYS.email]: user.email,
      },
    }),
    of<Event[]>(
      { type: 'session/loggedIn', payload: { accessToken: login.accessToken, refreshToken: login.refreshToken, user } },
      { type: 'navigation/redirected', payload: { to: redirectTo } },
    ),
  );
}
