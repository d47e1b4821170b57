import { concat, exhaustMap, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { isOk, serverMessage } from '../http/api-client';
import type { HttpResponse } from '../ports';
import { COOKIE_NAMES, keepInBrowser, STORAGE_KEYS } from '../storage-keys';
import { toLogin, toOrders, toProfile } from '../commerce/brand/brand-account.decoders';
import { normalizeOtp, normalizePhone, toUserData } from './account-input';
import {
  LOGIN_MESSAGES,
  ORDERS_LOAD_FAILED_MESSAGE,
  PHONE_COUNTRY_CODE,
  PROFILE_MESSAGES,
  type Profile,
  type ProfileField,
} from './account.model';

export const SEND_OTP_PATH = '/api/v1/auth/login/send-otp';
export const VERIFY_OTP_PATH = '/api/v1/auth/login/verify-otp';
export const PROFILE_PATH = '/store/customers/me';
export const ORDERS_PATH = '/store/orders';
/** Where the shopper goes after login when they did not come from another page. */
export const HOME_PATH = '/';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A failed answer's status and the server's message, or `fallback` (also for a 2xx that could not be read). */
const failure = (response: HttpResponse, fallback: string) => ({
  status: response.status,
  message: (isOk(response) ? null : serverMessage(response)) ?? fallback,
});

function redirectTarget(path: string | undefined): string {
  return path && path.startsWith('/') && !path.startsWith('//') && !/^\/login(?:[/?#]|$)/.test(path) ? path : HOME_PATH;
}

/** Send (or resend) an OTP to a valid Indian mobile number. */
const sendOtpEpic: CoreEpic = (event$, _state$, { api }) =>
  event$.pipe(
    ofType('account/otpRequested'),
    exhaustMap(({ payload }) => {
      const phone = normalizePhone(payload.phone);
      if (!phone) return of<Event>({ type: 'account/loginInvalid', payload: { field: 'phone', message: LOGIN_MESSAGES.invalidPhone } });
      return concat(
        of<Event>({ type: 'account/otpSendStarted', payload: { phone } }),
        api.post(SEND_OTP_PATH, { phone, phone_country_code: PHONE_COUNTRY_CODE }).pipe(
          map((response): Event => {
            if (!isOk(response)) {
              return { type: 'account/otpSendFailed', payload: failure(response, LOGIN_MESSAGES.sendFailed) };
            }
            const expiresIn = (response.body as { expires_in?: unknown } | null)?.expires_in;
            return { type: 'account/otpSent', payload: { phone, expiresIn: typeof expiresIn === 'number' ? expiresIn : null } };
          }),
        ),
      );
    }),
  );

/**
 * Verify the OTP; on success keep the tokens, user id, name and email (storage keys and the aToken
 * and isLoggedIn cookies), log the session in and send the shopper back where they came from.
 */
const verifyOtpEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('account/otpSubmitted'),
    exhaustMap(({ payload }) => {
      const phone = state$.value.account.login.phone;
      if (!phone) return of<Event>({ type: 'account/loginInvalid', payload: { field: 'phone', message: LOGIN_MESSAGES.invalidPhone } });
      const otp = normalizeOtp(payload.otp);
      if (!otp) return of<Event>({ type: 'account/loginInvalid', payload: { field: 'otp', message: LOGIN_MESSAGES.invalidOtp } });
      return concat(
        of<Event>({ type: 'account/otpVerifyStarted' }),
        deps.api.post(VERIFY_OTP_PATH, { phone, phone_country_code: PHONE_COUNTRY_CODE, otp }).pipe(
          mergeMap((response): Observable<Event> => {
            const login = isOk(response) ? toLogin(response.body) : null;
            if (!login) {
              return of({ type: 'account/otpVerifyFailed', payload: failure(response, LOGIN_MESSAGES.verifyFailed) });
            }
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
                { type: 'account/loginSucceeded', payload: { user, redirectTo } },
                { type: 'navigation/requested', payload: { to: redirectTo } },
              ),
            );
          }),
        ),
      );
    }),
  );

/** The profile, each time the profile page asks. */
const profileLoadEpic: CoreEpic = (event$, _state$, { api }) =>
  event$.pipe(
    ofType('account/profileRequested'),
    exhaustMap(() =>
      concat(
        of<Event>({ type: 'account/profileLoadStarted' }),
        api.get(PROFILE_PATH).pipe(
          map((response): Event => {
            const profile = isOk(response) ? toProfile((response.body as { customer?: unknown } | null)?.customer) : null;
            return profile
              ? { type: 'account/profileLoaded', payload: { profile } }
              : { type: 'account/profileLoadFailed', payload: failure(response, PROFILE_MESSAGES.loadFailed) };
          }),
        ),
      ),
    ),
  );

function profileErrors(first: string, email: string): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (first === '') errors.first_name = PROFILE_MESSAGES.firstNameRequired;
  if (email !== '' && !EMAIL.test(email)) errors.email = PROFILE_MESSAGES.invalidEmail;
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
        deps.api.post(PROFILE_PATH, { first_name: first, last_name: last, ...(email ? { email } : {}) }).pipe(
          mergeMap((response): Observable<Event> => {
            const profile = isOk(response) ? toProfile((response.body as { customer?: unknown } | null)?.customer) : null;
            if (profile) return saved(deps, profile);
            return of({ type: 'account/profileSaveFailed', payload: failure(response, PROFILE_MESSAGES.saveFailed) });
          }),
        ),
      );
    }),
  );

/** The order history, each time the page asks. */
const ordersEpic: CoreEpic = (event$, _state$, { api }) =>
  event$.pipe(
    ofType('account/ordersRequested'),
    exhaustMap(() =>
      concat(
        of<Event>({ type: 'account/ordersLoadStarted' }),
        api.get(ORDERS_PATH).pipe(
          map((response): Event => {
            const page = isOk(response) ? toOrders(response.body) : null;
            return page
              ? { type: 'account/ordersLoaded', payload: page }
              : { type: 'account/ordersLoadFailed', payload: failure(response, ORDERS_LOAD_FAILED_MESSAGE) };
          }),
        ),
      ),
    ),
  );

/** Login by phone and OTP, the profile and the order history. */
export const accountEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    sendOtpEpic(event$, state$, deps),
    verifyOtpEpic(event$, state$, deps),
    profileLoadEpic(event$, state$, deps),
    profileSaveEpic(event$, state$, deps),
    ordersEpic(event$, state$, deps),
  );
