import { concat, exhaustMap, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { normalizeEmail, normalizePhone, passwordLoginProblems, registerProblems } from './account-input';
import { LOGIN_MESSAGES } from '../messages/account.messages';
import { failure, loggedIn } from './login-session';

/**
 * Password mode: log in by email and password, or create an account and log in; the input is
 * validated first, and a success takes the one {@link loggedIn} path.
 */
export const passwordLoginEpic: CoreEpic = (event$, state$, deps) =>
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
