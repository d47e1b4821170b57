import { ignoreElements, merge, tap } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { AnalyticsIdentity, AnalyticsTrack } from '../ports/monitoring.port';
import type { UserData } from '../session/user.model';

const digits = (text: string | null | undefined): string => (text ?? '').replace(/\D/g, '');

/** SPEC §6: the analytics identity of a logged-in customer, from the phone with its country code and the email. */
export function analyticsIdentityOf(user: UserData): AnalyticsIdentity {
  const phone = digits(user.phone);
  return {
    phone: phone ? `+${digits(user.phone_country_code) || '91'}${phone}` : null,
    email: user.email?.trim() || null,
  };
}

const rupees = (paise: number): number => paise / 100;

/**
 * Analytics from the event log: the identity set at login (and on a visit that starts logged in)
 * and forgotten at logout, and an event for each click that matters (add to cart, opening the
 * chat, starting a voice note, placing an order). Only ids, counts, prices and product titles
 * are sent; nothing the shopper typed (chat, search, checkout, login) is ever in an event.
 * `order_placed` carries the order's id as SPEC §3's order for analytics asks: the one place an
 * order id leaves the browser (a replay holds only a hash of it, see `replayOf`).
 */
export const analyticsEpic: CoreEpic = (event$, state$, { ports: { analytics } }) => {
  const track = (event: AnalyticsTrack) => analytics.track(event);
  return merge(
    event$.pipe(
      ofType('session/loggedIn'),
      tap(({ payload }) => analytics.identify(analyticsIdentityOf(payload.user))),
    ),
    event$.pipe(
      ofType('persist/rehydrated'),
      tap(() => {
        const { user } = state$.value;
        if (user.isLoggedIn && user.userData) analytics.identify(analyticsIdentityOf(user.userData));
      }),
    ),
    event$.pipe(
      ofType('session/loggedOut'),
      tap(() => analytics.identify(null)),
    ),
    event$.pipe(
      ofType('cart/itemAddRequested'),
      tap(({ payload }) => {
        for (const item of payload.items) {
          track({
            name: 'add_to_cart',
            properties: { variant_id: item.variantId, quantity: item.quantity ?? 1, origin: payload.origin },
          });
        }
      }),
    ),
    event$.pipe(
      ofType('chat/openRequested'),
      tap(() => track({ name: 'chat_opened', properties: { logged_in: state$.value.user.isLoggedIn } })),
    ),
    event$.pipe(
      ofType('voice/recordRequested'),
      tap(() => track({ name: 'voice_note_started', properties: {} })),
    ),
    event$.pipe(
      ofType('checkout/orderPlaced'),
      tap(({ payload: { order } }) =>
        track({
          name: 'order_placed',
          properties: {
            id: order.id,
            total: rupees(order.totals.total),
            discount: rupees(order.totals.discount ?? 0),
            payment_method: order.paymentMethod,
            items: order.items.map((line) => ({
              id: line.id,
              title: line.title,
              quantity: line.quantity,
              total: rupees(line.total),
            })),
          },
        }),
      ),
    ),
  ).pipe(ignoreElements());
};
