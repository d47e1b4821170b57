import { EMPTY, mergeMap, of, switchMap } from 'rxjs';
import { productWhenLoaded } from '../catalog/product-when-loaded';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';

/**
 * Each product page view posts a 'product-view' session event with the product's id and first variant, once the
 * product is known: at once when the page's product is loaded, else when it loads, unless another product page is
 * viewed first. Failures are ignored.
 */
export const productViewEpic: CoreEpic = (event$, state$, { commerce, ports }) =>
  event$.pipe(
    ofType('catalog/productRequested'),
    switchMap(({ payload: { handle } }) => productWhenLoaded(event$, state$, handle)),
    mergeMap((product) => {
      const { user, identity } = state$.value;
      return commerce
        .sessionEvent({
          customer_id: user.id ?? identity.guestId,
          session_id: identity.sessionId,
          event_type: 'product-view',
          event_data: {
            product_id: product.id,
            variant_id: product.variants[0]?.id ?? null,
            event_timestamp: new Date(ports.clock.now()).toISOString(),
          },
        })
        .pipe(
          mergeMap((status) =>
            status === null ? EMPTY : of<Event>({ type: 'analytics/sessionEventReported', payload: { status } }),
          ),
        );
    }),
  );
