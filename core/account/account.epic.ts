import { concat, exhaustMap, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import type { CommerceFailure, LoginSession } from '../commerce/commerce.port';
import type { StateObservable } from '../store/store';
import type { RootState } from '../root.reducer';
import { COOKIE_NAMES, keepInBrowser, STORAGE_KEYS } from '../storage-keys';
import { safeReturnPath } from '../navigation/return-path';
import {
  isEmail,
  normalizeEmail,
  normalizeOtp,
  normalizePhone,
  passwordLoginProblems,
  registerProblems,
  toUserData,
} from './account-input';
import { type Profile, type ProfileField } from './account.model';
import { LOGIN_MESSAGES, PROFILE_MESSAGES } from '../messages/account.messages';

/** Where the shopper goes after login when they did not come from another page. */
export const HOME_PATH = '/';

/** A failure's status and the server's message, or `fallback` (also for an answer that could not be read). */
const failure = (result: CommerceFailure, fallback: string) => ({
  status: result.status,
  message: (result.kind === 'unreadable' ? null : result.message) ?? fallback,
});

function redirectTarget(path: string | undefined): string {
  return safeReturnPath(path) ?? HOME_PATH;
}

/** Send (or resend) an OTP to a valid Indian mobile number. */
const sendOtpEpic: CoreEpic = (event$, _state$, { commerce }) =>
  event$.pipe(
    ofType('account/otpRequested'),
    exhaustMap(({ payload }) => {
      const phone = normalizePhone(payload.phone);
      if (!phone)
        return of<Event>({
          type: 'account/loginInvalid',
          payload: { field: 'phone', message: LOGIN_MESSAGES.invalidPhone },
        });
      return concat(
        of<Event>({ type: 'account/otpSendStarted', payload: { phone } }),
        commerce
          .sendOtp(phone)
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'account/otpSent', payload: { phone, expiresIn: result.value.expiresIn } }
                : { type: 'account/otpSendFailed', payload: failure(result, LOGIN_MESSAGES.sendFailed) },
            ),
          ),
      );
    }),
  );

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

/** Verify the OTP typed for the number it was sent to; on success, {@link loggedIn}. */
const verifyOtpEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('account/otpSubmitted'),
    exhaustMap(({ payload }) => {
      const phone = state$.value.account.login.phone;
      if (!phone)
        return of<Event>({
          type: 'account/loginInvalid',
          payload: { field: 'phone', message: LOGIN_MESSAGES.invalidPhone },
        });
      const otp = normalizeOtp(payload.otp);
      if (!otp)
        return of<Event>({
          type: 'account/loginInvalid',
          payload: { field: 'otp', message: LOGIN_MESSAGES.invalidOtp },
        });
      return concat(
        of<Event>({ type: 'account/otpVerifyStarted' }),
        deps.commerce
          .verifyOtp(phone, otp)
          .pipe(
            mergeMap((result): Observable<Event> =>
              result.ok
                ? loggedIn(deps, state$, result.value)
                : of({ type: 'account/otpVerifyFailed', payload: failure(result, LOGIN_MESSAGES.verifyFailed) }),
            ),
          ),
      );
    }),
  );

/**
 * Password mode: log in by email and password, or create an account and log in; the input is
 * validated first, and a success takes the one {@link loggedIn} path.
 */
const passwordEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('account/passwordLoginRequested', 'account/registerRequested'),
    exhaustMap((event) => {
      const registering = event.type === 'account/registerRequested';
      const problems = registering
        ? registerProblems(event.payload)
        : passwordLoginProblems(event.payload.email, event.payload.password);
      if (problems.length > 0)
        return of(...problems.map((problem): Event => ({ type: 'account/loginInvalid', payload: problem })));
      const email = normalizeEmail(event.payload.email);
      const clean = (name: string) => name.trim().replace(/\s+/g, ' ');
      const call = registering
        ? deps.commerce.register({
            email,
            password: event.payload.password,
            firstName: clean(event.payload.firstName),
            lastName: clean(event.payload.lastName),
            phone: normalizePhone(event.payload.phone),
          })
        : deps.commerce.passwordLogin(email, event.payload.password);
      return concat(
        of<Event>({ type: registering ? 'account/registerStarted' : 'account/passwordLoginStarted' }),
        call.pipe(
          mergeMap((result): Observable<Event> => {
            if (result.ok) return loggedIn(deps, state$, result.value);
            return registering
              ? of({ type: 'account/registerFailed', payload: failure(result, LOGIN_MESSAGES.registerFailed) })
              : of({
                  type: 'account/passwordLoginFailed',
                  payload: failure(result, LOGIN_MESSAGES.passwordLoginFailed),
                });
          }),
        ),
      );
    }),
  );

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

/** The order history, each time the page asks. */
const ordersEpic: CoreEpic = (event$, _state$, { commerce }) =>
  event$.pipe(
    ofType('account/ordersRequested'),
    exhaustMap(() =>
      concat(
        of<Event>({ type: 'account/ordersLoadStarted' }),
        commerce
          .orders()
          .pipe(
            map((result): Event =>
              result.ok
                ? { type: 'account/ordersLoaded', payload: { orders: result.value.items, count: result.value.count } }
                : { type: 'account/ordersLoadFailed', payload: failure(result, PROFILE_MESSAGES.ordersLoadFailed) },
            ),
          ),
      ),
    ),
  );

/** Login by phone and OTP or by email and password, the profile and the order history. */
export const accountEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    sendOtpEpic(event$, state$, deps),
    verifyOtpEpic(event$, state$, deps),
    passwordEpic(event$, state$, deps),
    profileLoadEpic(event$, state$, deps),
    profileSaveEpic(event$, state$, deps),
    ordersEpic(event$, state$, deps),
  );
