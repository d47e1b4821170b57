import { concat, exhaustMap, map, of } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { PROFILE_MESSAGES } from '../messages/account.messages';
import { failure } from './login-session';

/** The order history, each time the page asks. */
export const ordersEpic: CoreEpic = (event$, _state$, { commerce }) =>
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
