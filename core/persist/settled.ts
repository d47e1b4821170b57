import { filter, take, type Observable } from 'rxjs';
import type { RootState } from '../root.reducer';
import { selectRehydrated } from './persist.selectors';

/** Emits the state once, as soon as rehydration has finished (successfully or not). */
export function whenRehydrated(state$: Observable<RootState>): Observable<RootState> {
  return state$.pipe(filter(selectRehydrated), take(1));
}
