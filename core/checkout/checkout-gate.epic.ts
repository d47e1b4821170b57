import { concat, defer, filter, finalize, from, map, merge, mergeMap, take, type Observable } from 'rxjs';
import type { CoreEpic } from '../epic';
import type { Event } from '../events';
import { whenRehydrated } from '../persist/settled';

/** Loads the checkout epics: on demand in the browser, at once in tests and scenarios. */
export type CheckoutFlowLoader = () => Observable<CoreEpic>;

/**
 * Starts the checkout epics (whose code the entry bundle does not carry) on the first checkout
 * event, or at startup when a completion was on its way before a reload. Events that arrive while
 * the code loads are handed to it in order, so nothing the shopper did is lost.
 */
export const checkoutGateEpic: CoreEpic = (event$, state$, deps) =>
  defer(() => {
    const waiting: Event[] = [];
    const trigger$ = merge(
      event$.pipe(filter((event) => event.type.startsWith('checkout/'))),
      whenRehydrated(state$).pipe(
        filter((state) => state.checkout.draft.placing !== null),
        map(() => null),
      ),
    ).pipe(take(1));
    return trigger$.pipe(
      mergeMap((first) => {
        if (first) waiting.push(first);
        const buffering = event$.subscribe((event) => waiting.push(event));
        return deps.loadCheckoutFlow().pipe(
          take(1),
          mergeMap((flow) => {
            buffering.unsubscribe();
            return flow(concat(from(waiting.splice(0)), event$), state$, deps);
          }),
          finalize(() => buffering.unsubscribe()),
        );
      }),
    );
  });
