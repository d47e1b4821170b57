import { concat, exhaustMap, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { keepInBrowser, STORAGE_KEYS } from '../storage-keys';
import { isEmail } from './account-input';
import type { Profile, ProfileField } from './account.model';
import { PROFILE_MESSAGES } from '../messages/account.messages';
import { failure } from './login-session';

/** The profile, each time the profile page asks. */
const profileLoadEpic: CoreEpic = (event$, _state$, { commerce }) =>
  event$.pipe(
    ofType('account/profileRequested'),
    exhaustMap(() =>
      concat(
        of<Event>({ type: 'account/profileLoadStarted' }),
        commerce
          .profile()
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'account/profileLoaded', payload: { profile: result.value } }
                : { type: 'account/profileLoadFailed', payload: failure(result, PROFILE_MESSAGES.loadFailed) },
            ),
          ),
      ),
    ),
  );

function profileErrors(first: string, email: string): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (first === '') errors.first_name = PROFILE_MESSAGES.firstNameRequired;
  if (email !== '' && !isEmail(email)) errors.email = PROFILE_MESSAGES.invalidEmail;
  return errors;
}

function saved(deps: CoreDependencies, profile: Profile): Observable<Event> {
  return concat(
    keepInBrowser(deps.ports, { storage: { [STORAGE_KEYS.name]: profile.name, [STORAGE_KEYS.email]: profile.email } }),
    of<Event[]>(
      { type: 'account/profileSaved', payload: { profile } },
      { type: 'snackbar/opened', payload: { status: 'success', message: PROFILE_MESSAGES.saved } },
    ),
  );
}

/** Save the first and last name and the email (the phone is read-only); an empty email is left as it was. */
const profileSaveEpic: CoreEpic = (event$, _state$, deps) =>
  event$.pipe(
    ofType('account/profileSaveRequested'),
    exhaustMap(({ payload: { changes } }) => {
      const first = changes.first_name.trim().replace(/\s+/g, ' ');
      const last = changes.last_name.trim().replace(/\s+/g, ' ');
      const email = changes.email.trim().toLowerCase();
      const errors = profileErrors(first, email);
      if (Object.keys(errors).length > 0) return of<Event>({ type: 'account/profileInvalid', payload: { errors } });
      return concat(
        of<Event>({ type: 'account/profileSaveStarted' }),
        deps.commerce
          .saveProfile({ first_name: first, last_name: last, email })
          .pipe(
            mergeMap((result): Observable<Event> =>
              result.ok
                ? saved(deps, result.value)
                : of({ type: 'account/profileSaveFailed', payload: failure(result, PROFILE_MESSAGES.saveFailed) }),
            ),
          ),
      );
    }),
  );

/** The profile page: load the profile each time it asks, and save the shopper's changes. */
export const profileEpic: CoreEpic = (event$, state$, deps) =>
  merge(profileLoadEpic(event$, state$, deps), profileSaveEpic(event$, state$, deps));
