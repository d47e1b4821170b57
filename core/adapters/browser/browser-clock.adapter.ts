import { asyncScheduler } from 'rxjs';
import type { ClockPort } from '../../ports';

/** A {@link ClockPort} on real time: `Date.now` and rxjs's `asyncScheduler`. */
export function createBrowserClock(): ClockPort {
  return {
    now: () => Date.now(),
    scheduler: asyncScheduler,
  };
}
