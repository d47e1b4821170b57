import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import type { Event } from '../events';
import { replayOf } from './replay';

const TYPED = 'TYPED-BY-SHOPPER';

/** Events that carry what a shopper types: the chat, the search box, checkout and login fields. */
const typedEvents: Event[] = [
  { type: 'chat/sendRequested', payload: { content: `${TYPED} my address is 12 MG Road` } },
  { type: 'search/queryChangeRequested', payload: { query: `${TYPED} ghee` } },
  { type: 'checkout/fieldChangeRequested', payload: { field: 'line1', value: `${TYPED} 12 MG Road` } },
  { type: 'checkout/fieldChangeRequested', payload: { field: 'phone', value: '9876543210' } },
  { type: 'account/otpRequested', payload: { phone: '9876543210' } },
  { type: 'account/loginFieldChangeRequested', payload: { field: 'password', value: `${TYPED}-password` } },
  { type: 'account/profileFieldChangeRequested', payload: { field: 'first_name', value: `${TYPED} Asha` } },
  { type: 'navigation/redirected', payload: { to: `/search?q=${TYPED}` } },
];

describe('replayOf', () => {
  it('keeps sequence, time, source and type, and of the payload only ids, numbers, flags and code-chosen names', () => {
    const replay = replayOf([
      {
        seq: 1,
        at: 10,
        source: 'http',
        event: { type: 'chat/roomJoined', payload: { conversationId: 'c_1', catchUp: false } },
      },
      { seq: 2, at: 11, source: 'ui', event: { type: 'chat/openRequested' } },
      {
        seq: 3,
        at: 12,
        source: 'ui',
        event: { type: 'checkout/fieldChangeRequested', payload: { field: 'city', value: 'Pune' } },
      },
    ]);
    expect(replay).toEqual([
      { seq: 1, at: 10, source: 'http', type: 'chat/roomJoined', payload: { conversationId: 'c_1', catchUp: false } },
      { seq: 2, at: 11, source: 'ui', type: 'chat/openRequested' },
      { seq: 3, at: 12, source: 'ui', type: 'checkout/fieldChangeRequested', payload: { field: 'city' } },
    ]);
  });

  it('keeps cart and order ids out, each replaced by a stable hash that still tells one cart from another', () => {
    const cart = 'cart_01JD4Q8Z7K9M2N3P4R5S6T7V8W';
    const order = 'order_01JD4QA0B1C2D3E4F5G6H7J8K9';
    const replay = replayOf([
      { seq: 1, at: 0, source: 'http', event: { type: 'cart/created', payload: { cartId: cart } } },
      { seq: 2, at: 1, source: 'core', event: { type: 'checkout/placeStarted', payload: { cartId: cart, key: 'k' } } },
      { seq: 3, at: 2, source: 'http', event: { type: 'cart/customerCartCreated', payload: { cartId: 'cart_other' } } },
      {
        seq: 4,
        at: 3,
        source: 'core',
        event: { type: 'navigation/redirected', payload: { to: `/order/${order}?from=checkout` } },
      },
      { seq: 5, at: 4, source: 'ui', event: { type: 'checkout/orderRequested', payload: { orderId: order } } },
      {
        seq: 6,
        at: 5,
        source: 'ui',
        event: { type: 'navigation/redirectClearRequested', payload: { to: `/order/${order}/` } },
      },
    ]);
    const sent = JSON.stringify(replay);
    expect(sent).not.toContain(cart);
    expect(sent).not.toContain(order);
    expect(sent).not.toContain('cart_other');
    const [created, started, other, redirected, viewed, completed] = replay.map((entry) => entry.payload!);
    expect(created!.cartId).toBe(started!.cartId);
    expect(created!.cartId).not.toBe(other!.cartId);
    expect(created!.cartId).toMatch(/^#[0-9a-f]{8}$/);
    expect(redirected!.to).toBe(`/order/${String(viewed!.orderId)}`);
    expect(completed!.to).toBe(`/order/${String(viewed!.orderId)}/`);
    expect(viewed!.orderId).not.toBe(created!.cartId);
  });

  it('keeps a path without its query', () => {
    const [entry] = replayOf([
      {
        seq: 1,
        at: 0,
        source: 'core',
        event: { type: 'navigation/redirected', payload: { to: '/search?q=ghee#top' } },
      },
    ]);
    expect(entry!.payload).toEqual({ to: '/search' });
  });

  it('sends nothing the shopper typed: neither the replay on error nor analytics hold typed text or the phone', () => {
    const { store, fakes } = createTestCore({ start: true });
    store.dispatch({ type: 'session/started', payload: { sessionId: 'visit' } });
    for (const event of typedEvents) store.dispatch(event);
    store.dispatch({ type: 'app/errorReportRequested', payload: { where: 'ui:route', message: 'boom' } });
    fakes.clock.runDue();
    const sent = JSON.stringify({ ...fakes.monitoring, replay: replayOf(store.log()) });
    expect(fakes.monitoring.reports).toHaveLength(1);
    expect(sent).not.toContain(TYPED);
    expect(sent).not.toContain('9876543210');
    expect(sent).not.toContain('MG Road');
  });
});
