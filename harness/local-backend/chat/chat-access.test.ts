import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { requestJson, type JsonRequestOptions } from '../backend-client.fixture';
import { SEEDED_CUSTOMER } from '../auth/customer-seed';
import { SOCKET_PATH, startLocalBackend, type LocalBackend } from '../local-backend';

let backend: LocalBackend;
const sockets: Socket[] = [];
const call = (method: string, path: string, options: JsonRequestOptions = {}) =>
  requestJson(backend.url, method, path, options);
const initiate = (userId: string, options: JsonRequestOptions = {}) =>
  call('POST', '/api/v1/chats/initiate', {
    ...options,
    body: { userId, role: 'customer', customerName: 'Asha Verma' },
  });
const sendBody = (senderId: string) => ({
  content: 'hello',
  senderId,
  senderType: 'customer',
  contentType: 'text',
  processWithAI: false,
  language: 'en',
  cartItems: [],
  previousItems: [],
});

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header sends them back. */
const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

async function logIn(phone: string): Promise<string> {
  await call('POST', '/api/v1/auth/login/send-otp', { body: { phone, phone_country_code: '+91' } });
  const { body } = await call('GET', `/__local/auth/last-otp?phone=${phone}`);
  const verified = await call('POST', '/api/v1/auth/login/verify-otp', {
    body: { phone, phone_country_code: '+91', otp: body.otp },
  });
  return verified.body.access_token as string;
}

async function connect(userId: string, cookie?: string): Promise<Socket> {
  const socket = io(`${backend.url}/chats`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    query: { userId, role: 'customer', customerName: 'Guest' },
    reconnection: false,
    forceNew: true,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const join = (socket: Socket, conversationId: string) =>
  new Promise<{ ok: boolean }>((resolve) =>
    socket.emit('convo:join', conversationId, (answer: { ok: boolean }) => resolve(answer)),
  );

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, control: true, log: () => {} });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await backend.close();
});

describe('who may use a conversation of the local chat service', () => {
  it("a customer's id needs that customer's token: no token is 401, another customer's is 403", async () => {
    expect((await initiate(SEEDED_CUSTOMER.id)).status).toBe(401);
    const other = await logIn('9812340001');
    expect((await initiate(SEEDED_CUSTOMER.id, { token: other })).status).toBe(403);
    const asha = await logIn(SEEDED_CUSTOMER.phone);
    const own = await initiate(SEEDED_CUSTOMER.id, { token: asha });
    expect(own.status).toBe(200);
    const conversationId = own.body.conversation.id as string;

    expect((await call('GET', `/api/v1/chats/${conversationId}/messages?limit=50`)).status).toBe(401);
    expect((await call('GET', `/api/v1/chats/${conversationId}/messages?limit=50`, { token: other })).status).toBe(403);
    expect(
      (await call('POST', `/api/v1/chats/${conversationId}/messages`, { body: sendBody(SEEDED_CUSTOMER.id) })).status,
    ).toBe(401);
    expect((await call('GET', `/api/v1/chats/${conversationId}/messages?limit=50`, { token: asha })).status).toBe(200);
  });

  it('a guest id belongs to the browser that started it: its signed cookie is needed to resume, read or write', async () => {
    const guest = 'guest_1767000000000_a1b2c3d4e';
    const first = await initiate(guest);
    expect(first.status).toBe(200);
    const cookie = cookiesOf(first.headers);
    expect(cookie).toMatch(/^chat_guest_guest_1767000000000_a1b2c3d4e=/);
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(first.headers.getSetCookie()[0]).toMatch(/SameSite=Strict/i);
    const conversationId = first.body.conversation.id as string;

    expect((await initiate(guest)).status).toBe(403);
    expect((await initiate(guest, { headers: { cookie: `chat_guest_${guest}=forged` } })).status).toBe(403);
    expect((await call('GET', `/api/v1/chats/${conversationId}/messages?limit=50`)).status).toBe(403);
    expect((await call('POST', `/api/v1/chats/${conversationId}/messages`, { body: sendBody(guest) })).status).toBe(
      403,
    );

    const resumed = await initiate(guest, { headers: { cookie } });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ resumed: true, conversation: { id: conversationId } });
    expect(
      (await call('GET', `/api/v1/chats/${conversationId}/messages?limit=50`, { headers: { cookie } })).status,
    ).toBe(200);
    expect(
      (await call('POST', `/api/v1/chats/${conversationId}/messages`, { body: sendBody(guest), headers: { cookie } }))
        .status,
    ).toBe(200);
  });

  it("joins a room only for the conversation's owner, proven as over HTTP (or connected before the guest's first conversation)", async () => {
    const guest = 'guest_1767000000001_b2c3d4e5f';
    const early = await connect(guest);
    const started = await initiate(guest);
    const cookie = cookiesOf(started.headers);
    const conversationId = started.body.conversation.id as string;

    expect(await join(await connect(guest), conversationId)).toEqual(expect.objectContaining({ ok: false }));
    expect(await join(await connect('guest_1767000000002_c3d4e5f6a'), conversationId)).toEqual(
      expect.objectContaining({ ok: false }),
    );
    expect(await join(await connect(guest, `chat_guest_${guest}=forged`), conversationId)).toEqual(
      expect.objectContaining({ ok: false }),
    );
    expect(await join(early, conversationId)).toEqual({ ok: true });
    expect(await join(await connect(guest, cookie), conversationId)).toEqual({ ok: true });

    const asha = await logIn(SEEDED_CUSTOMER.phone);
    const ashaConversation = (await initiate(SEEDED_CUSTOMER.id, { token: asha })).body.conversation.id as string;
    expect(await join(await connect(SEEDED_CUSTOMER.id), ashaConversation)).toEqual(
      expect.objectContaining({ ok: false }),
    );
    expect(await join(await connect(SEEDED_CUSTOMER.id, `aToken=${asha}`), ashaConversation)).toEqual({ ok: true });
  });
});
