import { map, switchMap, takeUntil, timer } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { SNACKBAR_AUTO_HIDE_MS } from './snackbar.model';

/** Every opening hides the snackbar after {@link SNACKBAR_AUTO_HIDE_MS}; a newer opening restarts the wait. */
export const snackbarAutoHideEpic: CoreEpic = (event$, _state$, { ports }) =>
  event$.pipe(
    ofType('snackbar/opened'),
    switchMap(() =>
      timer(SNACKBAR_AUTO_HIDE_MS, ports.clock.scheduler).pipe(
        takeUntil(event$.pipe(ofType('snackbar/closeRequested'))),
        map((): Event => ({ type: 'snackbar/autoHidden' })),
      ),
    ),
  );
