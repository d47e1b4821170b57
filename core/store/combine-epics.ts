import { catchError, merge, Observable, of, concat, defer } from 'rxjs';
import type { Epic } from './store';

/**
 * Runs epics side by side. An epic that errors is reported through `onFailure`
 * and subscribed again, so one bug never stops the others or itself for good.
 */
export function combineEpics<E, S, D>(
  epics: Readonly<Record<string, Epic<E, S, D>>>,
  onFailure: (epicName: string, error: unknown) => E,
): Epic<E, S, D> {
  return (event$, state$, deps) =>
    merge(
      ...Object.entries(epics).map(([name, epic]) => {
        const run = (): Observable<E> =>
          defer(() => epic(event$, state$, deps)).pipe(
            catchError((error: unknown) => concat(of(onFailure(name, error)), run())),
          );
        return run();
      }),
    );
}
