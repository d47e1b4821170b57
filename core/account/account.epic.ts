import { merge } from 'rxjs';
import type { CoreEpic } from '../epic';
import { ordersEpic } from './orders.epic';
import { otpLoginEpic } from './otp-login.epic';
import { passwordLoginEpic } from './password-login.epic';
import { profileEpic } from './profile.epic';

/** The account area's epics, loaded together: login by OTP or by password, the profile, the order history. */
export const accountEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    otpLoginEpic(event$, state$, deps),
    passwordLoginEpic(event$, state$, deps),
    profileEpic(event$, state$, deps),
    ordersEpic(event$, state$, deps),
  );
