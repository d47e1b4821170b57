import { filter, map, of, take, type Observable } from 'rxjs';
import { ofType } from '../epic';
import type { Event } from '../events';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import type { Product } from './catalog.model';

/** The product of a handle: at once when the catalogue has it loaded, else when it next loads. */
export function productWhenLoaded(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  handle: string,
): Observable<Product> {
  const entry = state$.value.catalog.products[handle];
  if (entry?.status === 'loaded' && entry.product) return of(entry.product);
  return event$.pipe(
    ofType('catalog/productLoaded'),
    filter(({ payload }) => payload.handle === handle),
    take(1),
    map(({ payload }) => payload.product),
  );
}
