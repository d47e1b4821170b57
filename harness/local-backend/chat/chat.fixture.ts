import { io, type Socket } from 'socket.io-client';
import { requestJson, type JsonReply } from '../backend-client.fixture';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { SOCKET_PATH, startLocalBackend, type LocalBackend } from '../local-backend';
import type { ChatConversation, ChatMessage } from './chat.model';
import { createChatModule, type ChatModuleOptions } from './chat.module';

/** 12:00 in India (agents on duty). */
export const NOON_IST = '2025-01-15T06:30:00.000Z';
/** 22:30 in India (agents off duty). */
export const NIGHT_IST = '2025-01-15T17:00:00.000Z';

/** An event a test socket received. */
export interface Received {
  readonly event: string;
  readonly payload: unknown;
}

/** A socket.io client on /chats that records what it receives. */
export interface TestSocket {
  readonly socket: Socket;
  readonly received: Received[];
  join(conversationId: string): Promise<{ ok: boolean }>;
  leave(conversationId: string): Promise<{ ok: boolean }>;
  /** Resolves with the first recorded event (past or future) that matches. */
  waitFor(predicate: (received: Received) => boolean, timeoutMs?: number): Promise<Received>;
  messages(): ChatMessage[];
}

/** The access token the fixture's backend takes for customer `id` (the chat module's customerIdFor). */
const fixtureToken = (id: string) => `fixture_token_${id}`;
const customerOfFixtureToken = (token: string | null) =>
  token?.startsWith('fixture_token_') ? token.slice('fixture_token_'.length) : null;

/**
 * A running backend with only the chat module, and helpers to call it as the widget does from one
 * browser: the cookies the backend sets (a guest's chat cookie) are kept and sent back, and a
 * customer's conversation is called with that customer's token (bearer, or the aToken cookie on a socket).
 */
export interface ChatBackend {
  readonly backend: LocalBackend;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer bodies of any shape
  get<T = any>(path: string): Promise<JsonReply<T>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer bodies of any shape
  post<T = any>(path: string, body?: unknown): Promise<JsonReply<T>>;
  initiate(userId: string, customerName?: string): Promise<{ conversation: ChatConversation; resumed: boolean }>;
  /** Sends a customer message with the widget's defaults, overridden by `body`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer bodies of any shape
  send(conversationId: string, body: Record<string, unknown>): Promise<JsonReply<any>>;
  setClock(iso: string): Promise<void>;
  connect(query: Record<string, string>): Promise<TestSocket>;
  close(): Promise<void>;
}

/** Starts the local backend with only the chat module (the seeded catalogue behind it), on a free port. */
export async function startChatBackend(options: ChatModuleOptions = { replyDelayMs: 0 }): Promise<ChatBackend> {
  const backend = await startLocalBackend({
    port: 0,
    control: true,
    log: () => {},
    startTime: Date.parse(NOON_IST),
    modules: (ctx) => [
      createChatModule(ctx, createSeedCatalog(), { customerIdFor: customerOfFixtureToken, ...options }),
    ],
  });
  const sockets: Socket[] = [];
  const jar = new Map<string, string>();
  const owners = new Map<string, string>();
  const cookieHeader = (extra: readonly string[] = []) =>
    [...[...jar].map(([name, value]) => `${name}=${value}`), ...extra].join('; ');
  const userOf = (path: string, body: unknown) =>
    path.endsWith('/chats/initiate')
      ? String((body as { userId?: unknown } | undefined)?.userId ?? '')
      : (owners.get(/\/chats\/([^/?]+)\//.exec(path)?.[1] ?? '') ?? '');
  const request = async <T>(method: string, path: string, body?: unknown): Promise<JsonReply<T>> => {
    const userId = userOf(path, body);
    const reply = await requestJson<T>(backend.url, method, path, {
      body,
      ...(userId && !userId.startsWith('guest_') ? { token: fixtureToken(userId) } : {}),
      headers: { cookie: cookieHeader() },
    });
    for (const line of reply.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const conversation = (reply.body as { conversation?: ChatConversation } | null)?.conversation;
    if (conversation && typeof conversation === 'object') owners.set(conversation.id, conversation.user_id);
    return reply;
  };
  const chat: ChatBackend = {
    backend,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    async initiate(userId, customerName = 'Asha Verma') {
      const [firstName = '', ...rest] = customerName.split(/\s+/);
      const reply = await request<{ conversation: ChatConversation; resumed: boolean }>(
        'POST',
        '/api/v1/chats/initiate',
        {
          userId,
          role: 'customer',
          customerName,
          firstName,
          lastName: rest.join(' '),
        },
      );
      if (reply.status !== 200) throw new Error(`initiate answered ${reply.status}`);
      return reply.body;
    },
    send: (conversationId, body) =>
      request('POST', `/api/v1/chats/${conversationId}/messages`, {
        content: 'hello',
        senderId: 'user_1',
        senderType: 'customer',
        contentType: 'text',
        processWithAI: false,
        language: 'en',
        cartItems: [],
        previousItems: [],
        ...body,
      }),
    async setClock(iso) {
      const reply = await request('POST', '/__local/clock', { now: iso });
      if (reply.status !== 200) throw new Error(`clock answered ${reply.status}`);
    },
    async connect(query) {
      const userId = query['userId'] ?? '';
      const cookie = cookieHeader(userId && !userId.startsWith('guest_') ? [`aToken=${fixtureToken(userId)}`] : []);
      const socket = io(`${backend.url}/chats`, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        query,
        reconnection: false,
        forceNew: true,
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      });
      sockets.push(socket);
      const received: Received[] = [];
      const waiters = new Set<() => void>();
      socket.onAny((event: string, payload: unknown) => {
        received.push({ event, payload });
        for (const wake of [...waiters]) wake();
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error) => reject(error));
      });
      return {
        socket,
        received,
        join: (id) => socket.timeout(2000).emitWithAck('convo:join', id),
        leave: (id) => socket.timeout(2000).emitWithAck('convo:leave', id),
        messages: () =>
          received
            .filter((item) => item.event === 'message:new')
            .map((item) => (item.payload as { message: ChatMessage }).message),
        waitFor: (predicate, timeoutMs = 2000) =>
          new Promise<Received>((resolve, reject) => {
            const check = () => {
              const found = received.find(predicate);
              if (!found) return;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(found);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              reject(
                new Error(`no matching socket event; received ${JSON.stringify(received.map((item) => item.event))}`),
              );
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
      };
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await backend.close();
    },
  };
  return chat;
}
