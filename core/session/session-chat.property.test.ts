import fc from 'fast-check';
import { newestPending } from '../chat/message-list';
import { describe, expect, it } from 'vitest';
import { createFakePorts, testEndpoints } from '../../harness/fakes';
import { InstantSocketPort } from '../../harness/fakes/instant-socket.port';
import { loadNow } from '../../harness/fakes/load-now';
import { createCore } from '../create-core';
import type { Event } from '../events';
import type { HttpRequest, HttpResponse } from '../ports';
import { STORAGE_KEYS } from '../storage-keys';

const asha = {
  id: 'cus_asha',
  first_name: 'Asha',
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '9876543210',
  phone_country_code: '+91',
};
const loggedIn = (token: string): Event => ({
  type: 'session/loggedIn',
  payload: { accessToken: token, refreshToken: null, user: asha },
});
const GUEST = 'guest_1767261600000_000000001';
const AT = '2026-01-01T10:00:00.000Z';

/** How the server ends a session: status 401, or an `errorCode` 403 in the body (of a 403 or even a 200). */
type Expiry = '401' | 'errorCode403' | 'errorCode403in200';

type Step =
  | { readonly kind: 'login' }
  /** The token expires on the server; then `requests` requests go out at once. */
  | { readonly kind: 'expire'; readonly how: Expiry; readonly requests: number }
  | { readonly kind: 'send'; readonly text: string }
  /** The chat's next send finds the conversation closed (409). */
  | { readonly kind: 'closeConversation' }
  | { readonly kind: 'push' }
  | { readonly kind: 'drop' | 'restore' | 'logout' | 'elsewhere' | 'open' }
  | { readonly kind: 'advance'; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Step>({ kind: 'login' }) },
  {
    weight: 3,
    arbitrary: fc
      .record({
        how: fc.constantFrom<Expiry>('401', 'errorCode403', 'errorCode403in200'),
        requests: fc.integer({ min: 0, max: 4 }),
      })
      .map((expiry): Step => ({ kind: 'expire', ...expiry })),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom('Ghee hai?', 'Atta 5 kg', 'Namaste').map((text): Step => ({ kind: 'send', text })),
  },
  { weight: 2, arbitrary: fc.constant<Step>({ kind: 'closeConversation' }) },
  { weight: 3, arbitrary: fc.constant<Step>({ kind: 'push' }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<Step>(
      { kind: 'drop' },
      { kind: 'restore' },
      { kind: 'logout' },
      { kind: 'elsewhere' },
      { kind: 'open' },
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 25_000 }).map((ms): Step => ({ kind: 'advance', ms })) },
);

/**
 * The store and chat services for a session: tokens the server has expired are refused (401 or an
 * errorCode 403, as chosen at expiry) on every call that carries them; other calls answer as they
 * should, and a send to a closed conversation answers 409.
 */
class SessionServer {
  readonly expired = new Map<string, Expiry>();
  private readonly closed = new Set<string>();
  private conversations = 0;
  private messages = 0;
  current: string | null = null;

  closeCurrent(): void {
    if (this.current) this.closed.add(this.current);
  }

  answer(request: HttpRequest): HttpResponse {
    const token = request.headers['authorization']?.replace(/^Bearer /, '');
    const refusal = token === undefined ? undefined : this.expired.get(token);
    if (refusal === '401') return { status: 401, body: { message: 'Unauthorized' } };
    if (refusal === 'errorCode403') return { status: 403, body: { errorCode: 403, message: 'Token expired' } };
    if (refusal === 'errorCode403in200') return { status: 200, body: { errorCode: 403, message: 'Token expired' } };
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/chats/initiate')) {
      if (this.current === null || this.closed.has(this.current)) this.current = `conv_${++this.conversations}`;
      return { status: 200, body: { conversation: { id: this.current }, resumed: false } };
    }
    const send = /\/chats\/([^/]+)\/messages$/.exec(pathname);
    if (send && request.method === 'POST') {
      const conversationId = decodeURIComponent(send[1]!);
      if (this.closed.has(conversationId)) return { status: 409, body: { message: 'Conversation is completed' } };
      const body = request.body as { content: string; senderId: string };
      const id = `msg_${++this.messages}`;
      const userMessage = {
        id,
        conversation_id: conversationId,
        content: body.content,
        content_type: 'text',
        sender_id: body.senderId,
        sender_type: 'customer',
        created_at: AT,
      };
      return { status: 200, body: { userMessage } };
    }
    if (send) return { status: 200, body: { items: [], nextBefore: null } };
    if (pathname.endsWith('/store/carts')) return { status: 200, body: { cart: { id: 'cart_1', items: [] } } };
    if (pathname.endsWith('/store/customers/me')) return { status: 200, body: { customer: asha } };
    if (pathname.endsWith('/store/orders')) return { status: 200, body: { orders: [], count: 0 } };
    return { status: 200, body: {} };
  }
}

/** Plays `steps`; returns how many session expiries met a request, and the log's logouts. */
function play(steps: readonly Step[]) {
  const server = new SessionServer();
  const socket = new InstantSocketPort();
  const fakes = createFakePorts({
    storage: { items: { [STORAGE_KEYS.guestId]: GUEST, [STORAGE_KEYS.cartId]: 'cart_1' } },
    respond: (request) => server.answer(request),
  });
  const store = createCore({
    ports: { ...fakes.ports, socket },
    endpoints: testEndpoints(),
    backend: 'brand',
    load: loadNow(),
    logLimit: 2000,
  });
  store.dispatch({ type: 'app/startRequested' });
  fakes.clock.runDue();
  let tokens = 0;
  let token: string | null = null;
  /** Expiries of a token still in use: each must end its session exactly once. */
  let expiries = 0;
  let pushes = 0;

  for (const current of steps) {
    switch (current.kind) {
      case 'login':
        token = `tok_${++tokens}`;
        store.dispatch(loggedIn(token));
        break;
      case 'expire':
        if (token !== null && store.getState().user.isLoggedIn && !server.expired.has(token)) {
          server.expired.set(token, current.how);
          expiries += 1;
          // Every expiry meets at least one request: the shopper's next page needs one.
          for (let n = 0; n < Math.max(1, current.requests); n += 1) {
            store.dispatch({
              type:
                n % 3 === 0
                  ? 'account/profileRequested'
                  : n % 3 === 1
                    ? 'account/ordersRequested'
                    : 'cart/refreshRequested',
            });
          }
        }
        break;
      case 'send':
        store.dispatch({ type: 'chat/sendRequested', payload: { content: current.text } });
        break;
      case 'closeConversation':
        server.closeCurrent();
        break;
      case 'push': {
        const conversationId = store.getState().chat.conversation?.id;
        if (conversationId) {
          const message = {
            id: `push_${++pushes}`,
            conversation_id: conversationId,
            content: 'Haan ji',
            content_type: 'text' as const,
            sender_id: 'agent_1',
            sender_type: 'agent',
            created_at: AT,
          };
          socket.deliver({ event: 'message:new', payload: { message } });
        }
        break;
      }
      case 'drop':
        socket.drop();
        break;
      case 'restore':
        socket.restore();
        break;
      case 'logout':
        store.dispatch({ type: 'session/logoutRequested' });
        break;
      case 'elsewhere':
        store.dispatch({ type: 'session/loggedOutElsewhere' });
        break;
      case 'open':
        store.dispatch({ type: 'chat/openRequested' });
        break;
      case 'advance':
        fakes.clock.advance(current.ms);
        break;
    }
    fakes.clock.runDue();
    if (!store.getState().user.isLoggedIn) token = null;
  }
  fakes.clock.advance(25_000);
  const log = store.log().map((entry) => entry.event);
  const state = store.getState();
  store.dispose();
  return { log, state, expiries };
}

describe('session expiry alongside the chat (issue 15)', () => {
  it('whatever the mix of logins, expiries by 401 or errorCode 403, chat sends, 409s, pushes, socket drops and logouts: exactly one forced logout per expiry, none otherwise', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 4, maxLength: 20 }), (steps) => {
        const { log, state, expiries } = play(steps);
        const forced = log.filter(
          (event) => event.type === 'session/loggedOut' && event.payload.reason === 'forced',
        ).length;
        const toLogin = log.filter(
          (event) =>
            event.type === 'navigation/redirected' &&
            event.payload.to === '/login' &&
            event.payload.reason === 'sessionEnded',
        );
        expect(forced, 'forced logouts').toBe(expiries);
        expect(toLogin, 'trips to /login after a session ended').toHaveLength(expiries);
        expect(log.filter((event) => event.type === 'app/epicFailed')).toEqual([]);
        expect(state.chat.isSendingMessage || state.chat.isInitiating, 'the chat is not left busy').toBe(false);
        expect(newestPending(state.chat.messages, state.chat.messages.pending), 'no send left pending').toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
