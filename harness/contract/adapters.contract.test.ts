import { asyncScheduler, filter, firstValueFrom, take, timeout, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHttpPort } from '../../core/adapters/browser/fetch-http.adapter';
import { createFetchUploaderPort } from '../../core/adapters/browser/fetch-uploader.adapter';
import { RecordingStore } from '../../core/adapters/browser/recording-store';
import { createSocketIoPort } from '../../core/adapters/browser/socket-io.adapter';
import { resolveEndpoints, type Endpoints } from '../../core/config';
import { createApiClients, type ApiClients } from '../../core/http/api-client';
import type { HttpResponse, SocketPort } from '../../core/ports';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';

let backend: LocalBackend;
let endpoints: Endpoints;
let clients: ApiClients;
let recordings: RecordingStore;
const forcedLogouts: string[] = [];
let token: string | null = null;

const body = (response: HttpResponse) => response.body as Record<string, unknown>;
const call = <T>(observable: Observable<T>) => firstValueFrom(observable.pipe(timeout(10_000)));

/**
 * fetch keeping the cookies the backend sets and sending them back, as a browser does for same-origin calls (a guest's
 * chat cookie).
 */
function browserLikeFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, control: true, log: () => {} });
  endpoints = resolveEndpoints({}, backend.url);
  recordings = new RecordingStore();
  const http = createFetchHttpPort(browserLikeFetch());
  clients = createApiClients({
    http,
    uploader: createFetchUploaderPort(recordings, fetch),
    endpoints,
    accessToken: () => token,
    scheduler: asyncScheduler,
  });
  clients.sessionExpiries.subscribe(({ url }) => forcedLogouts.push(url));
});

afterAll(async () => {
  await backend?.close();
});

describe('the core HTTP client and fetch adapter against the local backend (SPEC §7)', () => {
  it('GET /store/product-categories with the root handle, in default cache mode: the first item has category_children', async () => {
    const response = await call(
      clients.api.get('/store/product-categories', {
        query: { handle: endpoints.rootCategoryHandle },
        cache: 'default',
      }),
    );
    expect(response.status).toBe(200);
    const [root] = body(response)['product_categories'] as {
      category_children: { handle: string; metadata: Record<string, string> }[];
    }[];
    expect(root?.category_children.map((child) => child.handle)).toEqual(
      expect.arrayContaining(['fresh-chakki-atta', 'ghee', 'hampers']),
    );
    expect(root?.category_children.every((child) => typeof child.metadata['L1_page_icon_link'] === 'string')).toBe(
      true,
    );
  });

  let cartId = '';
  it('POST /store/carts answers cart.id', async () => {
    const response = await call(clients.api.post('/store/carts', {}));
    expect(response.status).toBe(200);
    cartId = (body(response)['cart'] as { id: string }).id;
    expect(cartId).toMatch(/^cart_/);
  });

  it('POST /product_search/autosuggest with query, start 0, rows 20 answers suggestions', async () => {
    const response = await call(
      clients.api.post(`${endpoints.searchApi}/product_search/autosuggest`, { query: 'atta', start: 0, rows: 20 }),
    );
    const suggestions = body(response)['suggestions'] as { id: string; title: string; handle: string }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(20);
    expect(suggestions[0]).toEqual({
      id: expect.any(String),
      title: expect.stringMatching(/atta/i),
      handle: expect.any(String),
    });
  });

  it('POST /store/customer/cart answers cartId, and store/customer/cart-line-item answers cart.items', async () => {
    const created = await call(clients.api.post('/store/customer/cart', {}));
    const customerCart = body(created)['cartId'] as string;
    expect(customerCart).toMatch(/^cart_/);
    const search = body(
      await call(
        clients.api.post(`${endpoints.searchApi}/product_search/autosuggest`, { query: 'ghee', start: 0, rows: 1 }),
      ),
    );
    const handle = (search['suggestions'] as { handle: string }[])[0]!.handle;
    const ghee = body(await call(clients.api.get(`/store/products/${handle}`)))['product'] as {
      variants: { id: string }[];
    };
    const variantId = ghee.variants[0]!.id;
    const added = await call(
      clients.api.post('store/customer/cart-line-item', { variant_id: variantId, cart_id: customerCart, quantity: 2 }),
    );
    expect(added.status).toBe(200);
    const items = (body(added)['cart'] as { items: { variant_id: string; quantity: number }[] }).items;
    expect(items).toEqual([expect.objectContaining({ variant_id: variantId, quantity: 2 })]);
    const unknown = await call(
      clients.api.post('store/customer/cart-line-item', {
        variant_id: 'variant_nope',
        cart_id: customerCart,
        quantity: 1,
      }),
    );
    expect(unknown.status).toBe(404);
    expect(body(unknown)).toMatchObject({ type: 'not_found', message: expect.stringMatching(/variant not found/i) });
  });

  let conversationId = '';
  it('POST /chats/initiate answers conversation and resumed; messages can be sent and paged', async () => {
    const initiate = {
      userId: 'guest_1_contract',
      role: 'customer',
      customerName: 'Guest Shopper',
      firstName: 'Guest',
      lastName: 'Shopper',
    };
    const first = await call(clients.api.post(`${endpoints.chatApi}/chats/initiate`, initiate));
    expect(body(first)).toMatchObject({ conversation: { id: expect.any(String) }, resumed: false });
    conversationId = (body(first)['conversation'] as { id: string }).id;
    const again = await call(clients.api.post(`${endpoints.chatApi}/chats/initiate`, initiate));
    expect(body(again)).toMatchObject({ conversation: { id: conversationId }, resumed: true });

    const sent = await call(
      clients.api.post(`${endpoints.chatApi}/chats/${conversationId}/messages`, {
        content: 'do you have ghee?',
        senderId: 'guest_1_contract',
        senderType: 'customer',
        contentType: 'text',
        processWithAI: true,
        language: 'hi',
        cartItems: [],
        previousItems: [],
      }),
    );
    expect(sent.status).toBe(200);
    expect(body(sent)).toMatchObject({
      userMessage: { content: 'do you have ghee?', conversation_id: conversationId },
    });
    const sentId = (body(sent)['userMessage'] as { id: string }).id;

    type MessagePage = { items: { id: string }[]; nextBefore: string | null };
    const messages = (query: Record<string, string | number>) =>
      call(clients.api.get(`${endpoints.chatApi}/chats/${conversationId}/messages`, { query })).then(
        (response) => body(response) as MessagePage,
      );
    await expect
      .poll(async () => (await messages({ limit: 50 })).items.length, {
        message: 'the assistant answers',
        timeout: 10_000,
      })
      .toBe(2);
    const whole = await messages({ limit: 50 });
    expect(whole.items[1]?.id, 'newest first: the question, then its answer').toBe(sentId);
    expect(whole.nextBefore).toBeNull();

    const newest = await messages({ limit: 1 });
    expect(newest).toEqual({ items: [whole.items[0]], nextBefore: whole.items[0]?.id });
    const older = await messages({ limit: 1, before: newest.nextBefore! });
    expect(older.items).toEqual([whole.items[1]]);
  });

  it('POST /uploads/presign, then PUT of raw audio to uploadUrl with its headers and no auth, then the file plays back', async () => {
    token = 'contract-token';
    const presign = await call(
      clients.api.post(`${endpoints.uploadsApi}/uploads/presign`, {
        userId: 'guest_1_contract',
        convoId: conversationId,
        kind: 'audio',
        ext: 'webm',
        contentType: 'audio/webm',
        expiresIn: 60,
      }),
    );
    token = null;
    const { uploadUrl, url, headers } = body(presign) as {
      uploadUrl: string;
      url: string;
      headers: Record<string, string>;
    };
    expect(headers['Content-Type']).toBe('audio/webm');
    const bytes = new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4]);
    const recordingId = recordings.put(new Blob([bytes], { type: 'audio/webm' }));
    const upload = await call(clients.raw.upload({ url: uploadUrl, recordingId, headers }));
    expect(upload.status).toBe(200);
    const served = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(served.status).toBe(206);
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([26, 69, 223, 163]);
  });

  it('POST /api/v1/users/metadata and api/v1/events/session-events are accepted', async () => {
    const metadata = await call(clients.api.post('/api/v1/users/metadata', { id: 'cus_1', lastDomain: '127.0.0.1' }));
    expect(metadata.status).toBe(200);
    const event = await call(
      clients.api.post('api/v1/events/session-events', {
        customer_id: 'cus_1',
        session_id: 'visit_1',
        event_type: 'product-view',
        event_data: { product_id: 'prod_1', variant_id: null, event_timestamp: new Date().toISOString() },
      }),
    );
    expect(event.status).toBe(200);
  });

  it('a protected call with a stale token answers 401 and the client forces logout', async () => {
    token = 'stale-token';
    const response = await call(clients.api.get('/store/customers/me'));
    token = null;
    expect(response.status).toBe(401);
    expect(forcedLogouts).toEqual([`${backend.url}/store/customers/me`]);
  });
});

describe('the socket.io adapter against the local backend', () => {
  let socket: SocketPort;
  beforeAll(() => {
    socket = createSocketIoPort();
  });
  afterAll(() => socket.disconnect());

  const connected = () =>
    firstValueFrom(
      socket.status$.pipe(
        filter((status) => status === 'connected'),
        take(1),
        timeout(10_000),
      ),
    );

  it('connects on namespace /chats at /api/v1/chats/socket, joins a room and receives agent messages and completion', async () => {
    // As the widget does: the socket connects when the panel opens, before the first message starts the conversation.
    socket.connect({
      url: endpoints.socketUrl,
      namespace: '/chats',
      path: endpoints.socketPath,
      transports: ['websocket', 'polling'],
      query: { userId: 'guest_2_socket', role: 'customer', customerName: 'Socket Test' },
    });
    await connected();
    const { conversation } = (await (
      await fetch(`${backend.url}/api/v1/chats/initiate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userId: 'guest_2_socket',
          role: 'customer',
          customerName: 'Socket Test',
          firstName: 'Socket',
          lastName: 'Test',
        }),
      })
    ).json()) as { conversation: { id: string } };
    socket.emit('convo:join', conversation.id);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const agentMessage = firstValueFrom(
      socket.messages$.pipe(
        filter((m) => m.event === 'message:new'),
        take(1),
        timeout(10_000),
      ),
    );
    await fetch(`${backend.url}/__local/chats/${conversation.id}/agent-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Namaste! How can I help?' }),
    });
    expect((await agentMessage).payload).toMatchObject({
      message: { content: 'Namaste! How can I help?', sender_type: 'agent' },
    });

    const completed = firstValueFrom(
      socket.messages$.pipe(
        filter((m) => m.event === 'convo:completed'),
        take(1),
        timeout(10_000),
      ),
    );
    await fetch(`${backend.url}/__local/chats/${conversation.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect((await completed).payload).toEqual({ conversationId: conversation.id });
  });

  it('reconnects by itself after the server drops the connection', async () => {
    const statuses: string[] = [];
    const subscription = socket.status$.subscribe((status) => statuses.push(status));
    for (const serverSide of backend.io.of('/chats').sockets.values()) serverSide.conn.close();
    await firstValueFrom(
      socket.status$.pipe(
        filter((status) => status !== 'connected'),
        take(1),
        timeout(10_000),
      ),
    );
    await connected();
    subscription.unsubscribe();
    expect(statuses[0]).toBe('connected');
    expect(statuses.at(-1)).toBe('connected');
    expect(statuses.slice(1, -1).length).toBeGreaterThan(0);
  });
});
