import { EMPTY, mergeMap, of } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';

/** Each product view posts a 'product-view' session event; failures are ignored. */
export const productViewEpic: CoreEpic = (event$, state$, { commerce, ports }) =>
  event$.pipe(
    ofType('product/viewed'),
    mergeMap(({ payload }) => {
      const { user, identity } = state$.value;
      return commerce
        .sessionEvent({
          customer_id: user.id ?? identity.guestId,
          session_id: identity.sessionId,
          event_type: 'product-view',
          event_data: {
            product_id: payload.productId,
            variant_id: payload.variantId,
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
