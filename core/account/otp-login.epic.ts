import { concat, exhaustMap, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { normalizeOtp, normalizePhone } from './account-input';
import { LOGIN_MESSAGES } from '../messages/account.messages';
import { failure, loggedIn } from './login-session';

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

/** Verify the OTP typed for the number it was sent to; on success, {@link loggedIn}. */
const verifyOtpEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('account/otpVerifyRequested'),
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

/** Login by phone and OTP: send (or resend) the code, then verify it. */
export const otpLoginEpic: CoreEpic = (event$, state$, deps) =>
  merge(sendOtpEpic(event$, state$, deps), verifyOtpEpic(event$, state$, deps));
