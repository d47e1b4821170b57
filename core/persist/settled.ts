import { filter, take, type Observable } from 'rxjs';
import type { RootState } from '../root.reducer';

/** Emits the state once, as soon as rehydration has finished (successfully or not). */
export function whenRehydrated(state$: Observable<RootState>): Observable<RootState> {
  return state$.pipe(
    filter((state) => state.persist.phase !== 'pending'),
    take(1),
  );
}
