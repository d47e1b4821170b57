import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.model';
import { NIGHT_IST, NOON_IST, startChatBackend, type ChatBackend } from './chat.fixture';

let chat: ChatBackend;

beforeAll(async () => {
  chat = await startChatBackend();
});
afterAll(async () => {
  await chat.close();
});
beforeEach(async () => {
  await chat.post('/__local/reset'); // also puts the clock back to noon in India
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /api/v1/chats/initiate', () => {
  it('creates a conversation, then resumes it while it is open', async () => {
    const first = await chat.initiate('guest_1700000000000_abc', 'Asha Verma');
    expect(first.resumed).toBe(false);
    expect(first.conversation).toMatchObject({
      user_id: 'guest_1700000000000_abc',
      status: 'open',
      assigned_agent: null,
      customer_name: 'Asha Verma',
    });
    expect(first.conversation.id).toMatch(/^conv_/);
    const startedAfterNoon = Date.parse(first.conversation.created_at) - Date.parse(NOON_IST);
    expect(startedAfterNoon).toBeGreaterThanOrEqual(0);
    expect(startedAfterNoon).toBeLessThan(5_000);
    const again = await chat.initiate('guest_1700000000000_abc', 'Asha Verma');
    expect(again).toEqual({ conversation: first.conversation, resumed: true });
    const other = await chat.initiate('cus_2', 'Ravi');
    expect(other.resumed).toBe(false);
    expect(other.conversation.id).not.toBe(first.conversation.id);
  });

  it('starts afresh once the conversation is completed', async () => {
    const first = await chat.initiate('user_1');
    await chat.post(`/__local/chats/${first.conversation.id}/complete`);
    const next = await chat.initiate('user_1');
    expect(next.resumed).toBe(false);
    expect(next.conversation.id).not.toBe(first.conversation.id);
  });

  it('names the customer from customerName, else firstName and lastName, else Guest', async () => {
    const named = async (userId: string, body: Record<string, unknown>) => {
      const reply = await chat.post('/api/v1/chats/initiate', { userId, role: 'customer', ...body });
      expect(reply.status).toBe(200);
      return reply.body.conversation.customer_name;
    };
    expect(await named('u1', { customerName: ' Asha Verma ', firstName: 'X', lastName: 'Y' })).toBe('Asha Verma');
    expect(await named('u2', { firstName: 'Ravi', lastName: 'Kumar Iyer' })).toBe('Ravi Kumar Iyer');
    expect(await named('u3', { firstName: 'Ravi', lastName: '' })).toBe('Ravi');
    expect(await named('u4', {})).toBe('Guest');
    expect((await chat.post('/api/v1/chats/initiate', { userId: 'u5', customerName: 42 })).status).toBe(400);
  });

  it('answers 400 without a userId or with another role', async () => {
    expect((await chat.post('/api/v1/chats/initiate', { role: 'customer', customerName: 'A' })).status).toBe(400);
    expect((await chat.post('/api/v1/chats/initiate', { userId: 'u', role: 'agent' })).status).toBe(400);
  });
});

describe('POST /api/v1/chats/:id/messages', () => {
  it('stores the message and answers it with the reply', async () => {
    const { conversation } = await chat.initiate('user_1', 'Asha Verma');
    const reply = await chat.send(conversation.id, { content: 'Where is my order?' });
    expect(reply.status).toBe(200);
    const { userMessage, message } = reply.body as { userMessage: ChatMessage; message: ChatMessage };
    expect(userMessage).toMatchObject({
      conversation_id: conversation.id,
      content: 'Where is my order?',
      content_type: 'text',
      sender_id: 'user_1',
      sender_type: 'customer',
      metadata: { sender: { name: 'Asha Verma' } },
    });
    expect(userMessage.id).toMatch(/^msg_/);
    expect(userMessage.created_at).toMatch(ISO);
    expect(message).toMatchObject({ sender_type: 'system', conversation_id: conversation.id });
    expect(message.content).toMatch(/we got your message/);
  });

  it('leaves a message outside agent hours with a note that an agent replies after 10:00 AM', async () => {
    await chat.setClock(NIGHT_IST);
    const { conversation } = await chat.initiate('user_1');
    const { body } = await chat.send(conversation.id, { content: 'Please call me back' });
    expect(body.message.sender_type).toBe('system');
    expect(body.message.content).toContain('after 10:00 AM');
    const hindi = await chat.send(conversation.id, { content: 'मुझे कॉल कीजिए', language: 'hi' });
    expect(hindi.body.message.content).toContain('10:00 AM के बाद');
    const hinglish = await chat.send(conversation.id, { content: 'mujhe call kijiye', language: 'hi' });
    expect(hinglish.body.message.content).toContain('10:00 AM ke baad');
  });

  it('lets the assistant answer with product handles and cart lines', async () => {
    const { conversation } = await chat.initiate('user_1');
    const question = await chat.send(conversation.id, { content: 'do you have mustard oil', processWithAI: true });
    expect(question.body.message).toMatchObject({
      sender_type: 'assistant',
      metadata: { ai_response: { handle: 'cold-pressed-mustard-oil' } },
    });
    const add = await chat.send(conversation.id, {
      content: '2 kilo aata daal do',
      processWithAI: true,
      language: 'hi',
    });
    expect(add.body.message.metadata.ai_response).toEqual({
      handle: 'fresh-chakki-atta-whole-wheat',
      variant_id: 'variant_fresh_chakki_atta_whole_wheat_1kg',
      items: [
        {
          variant_id: 'variant_fresh_chakki_atta_whole_wheat_1kg',
          quantity: 2,
          title: 'Fresh Chakki Atta (Whole Wheat) - 1 kg',
        },
      ],
    });
    expect(add.body.message.content).toMatch(/^Ho gaya!/);
  });

  it("answers 'order karna hai' with a 'Go to checkout' link action and no product", async () => {
    const { conversation } = await chat.initiate('user_1');
    const ordering = await chat.send(conversation.id, {
      content: 'order karna hai',
      processWithAI: true,
      language: 'hi',
    });
    expect(ordering.body.message.metadata).toEqual({
      sender: { name: expect.any(String) },
      actions: [{ type: 'link', label: 'Go to checkout', path: '/checkout' }],
    });
  });

  it('asks a guest for the order number and mobile, and sends a customer to Order History (issue 22.11)', async () => {
    const asked = async (userId: string) => {
      const { conversation } = await chat.initiate(userId);
      const sent = await chat.send(conversation.id, { content: 'where is my order', processWithAI: true });
      return sent.body.message.content as string;
    };
    const guest = await asked('guest_1700000000000_order');
    expect(guest).toMatch(/order number and the mobile number/);
    expect(guest).not.toMatch(/Order History/);
    expect(await asked('user_1')).toMatch(/Order History/);
  });

  it('answers with the assistant at night too', async () => {
    await chat.setClock(NIGHT_IST);
    const { conversation } = await chat.initiate('user_1');
    const { body } = await chat.send(conversation.id, { content: 'ghee', processWithAI: true });
    expect(body.message.sender_type).toBe('assistant');
  });

  it('keeps a voice message URL and its transcript only when one is sent', async () => {
    const { conversation } = await chat.initiate('user_1');
    const url = `${chat.backend.url}/uploads/voice/1.webm`;
    const plain = await chat.send(conversation.id, {
      content: url,
      contentType: 'audio',
      processWithAI: true,
      previousItems: [],
    });
    expect(plain.body.userMessage).toMatchObject({ content: url, content_type: 'audio' });
    expect(plain.body.userMessage.metadata).not.toHaveProperty('transcription');
    expect(plain.body.message.sender_type).toBe('system');
    const spoken = await chat.send(conversation.id, {
      content: url,
      contentType: 'audio',
      processWithAI: true,
      transcript: 'ghee chahiye',
      language: 'hi',
    });
    expect(spoken.body.userMessage.metadata.transcription).toEqual({ transcript: 'ghee chahiye' });
    expect(spoken.body.message.sender_type).toBe('assistant');
    expect(spoken.body.message.metadata.ai_response.handle).toContain('a2-desi-cow-ghee');
  });

  it('stops the assistant once a live agent has taken over', async () => {
    const { conversation } = await chat.initiate('user_1');
    const agent = await chat.post(`/__local/chats/${conversation.id}/agent-message`, { content: 'Hi, Priya here.' });
    expect(agent.status).toBe(200);
    const ai = await chat.send(conversation.id, { content: 'do you have ghee', processWithAI: true });
    expect(ai.body.message).toBeNull();
    const plain = await chat.send(conversation.id, { content: 'thanks' });
    expect(plain.body.message).toBeNull();
    const { body } = await chat.get('/__local/chats');
    expect(body.conversations[0].messages.map((m: ChatMessage) => m.sender_type)).toEqual([
      'agent',
      'customer',
      'customer',
    ]);
    expect(body.conversations[0].assigned_agent).toEqual({ name: 'Priya' });
  });

  it.each([
    ['empty content', { content: '' }],
    ['blank content', { content: '   ' }],
    ['content over 4000 characters', { content: 'a'.repeat(4001) }],
    ['an unknown content type', { contentType: 'video' }],
    ['an audio message without a URL', { contentType: 'audio', content: 'not a url' }],
    ['no sender', { senderId: undefined }],
    ['another sender type', { senderType: 'agent' }],
    ['a non-boolean processWithAI', { processWithAI: 'yes' }],
    ['cart items that are not objects', { cartItems: ['x'] }],
  ])('answers 400 for %s', async (_, body) => {
    const { conversation } = await chat.initiate('user_1');
    const reply = await chat.send(conversation.id, body);
    expect(reply.status).toBe(400);
    expect(reply.body.type).toBe('invalid_data');
  });

  it('accepts exactly 4000 characters', async () => {
    const { conversation } = await chat.initiate('user_1');
    expect((await chat.send(conversation.id, { content: 'a'.repeat(4000) })).status).toBe(200);
  });

  it('answers 404 for an unknown conversation and 409 once completed', async () => {
    expect((await chat.send('conv_missing', {})).status).toBe(404);
    const { conversation } = await chat.initiate('user_1');
    expect((await chat.post(`/__local/chats/${conversation.id}/complete`)).status).toBe(200);
    const reply = await chat.send(conversation.id, {});
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ type: 'conflict', message: 'Conversation is completed' });
  });

  it('stores all of 30 concurrent posts', async () => {
    const { conversation } = await chat.initiate('user_1');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) => chat.send(conversation.id, { content: `message ${index}` })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    const { body } = await chat.get('/__local/chats');
    const stored: ChatMessage[] = body.conversations[0].messages;
    const customer = stored.filter((message) => message.sender_type === 'customer');
    expect(new Set(customer.map((message) => message.content)).size).toBe(30);
    expect(new Set(stored.map((message) => message.id)).size).toBe(60);
    const page = await chat.get(`/api/v1/chats/${conversation.id}/messages?limit=100`);
    expect(page.body.items.map((message: ChatMessage) => message.id)).toEqual(
      stored.map((message) => message.id).reverse(),
    );
  });
});

describe('GET /api/v1/chats/:id/messages', () => {
  it('pages 120 messages newest first, 50 at a time, until nextBefore is null', async () => {
    const { conversation } = await chat.initiate('user_1');
    await chat.post(`/__local/chats/${conversation.id}/agent-message`, { content: 'message 0', agentName: 'Priya' });
    for (let index = 1; index < 120; index++) await chat.send(conversation.id, { content: `message ${index}` });
    const pages: ChatMessage[][] = [];
    let before: string | null = null;
    do {
      const query: string = before === null ? '' : `&before=${encodeURIComponent(before)}`;
      const page = await chat.get(`/api/v1/chats/${conversation.id}/messages?limit=50${query}`);
      expect(page.status).toBe(200);
      pages.push(page.body.items);
      before = page.body.nextBefore;
    } while (before !== null && pages.length < 10);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 20]);
    const contents = pages.flat().map((message) => message.content);
    expect(contents).toEqual(Array.from({ length: 120 }, (_, index) => `message ${119 - index}`));
  });

  it('defaults to 50 and answers an empty page for a new conversation', async () => {
    const { conversation } = await chat.initiate('user_1');
    expect((await chat.get(`/api/v1/chats/${conversation.id}/messages`)).body).toEqual({ items: [], nextBefore: null });
    for (let index = 0; index < 26; index++) await chat.send(conversation.id, { content: `m${index}` }); // and 26 replies
    const page = await chat.get(`/api/v1/chats/${conversation.id}/messages`);
    const items: ChatMessage[] = page.body.items;
    expect(items).toHaveLength(50);
    expect(page.body.nextBefore).toBe(items[49]!.id);
    const rest = await chat.get(`/api/v1/chats/${conversation.id}/messages?before=${page.body.nextBefore}`);
    expect(rest.body.items.map((message: ChatMessage) => message.content)).toEqual([
      expect.stringMatching(/we got your message/),
      'm0',
    ]);
    expect(rest.body.nextBefore).toBeNull();
  });

  it.each(['0', '101', 'abc', '2.5'])('answers 400 for limit=%s', async (limit) => {
    const { conversation } = await chat.initiate('user_1');
    expect((await chat.get(`/api/v1/chats/${conversation.id}/messages?limit=${limit}`)).status).toBe(400);
  });

  it('answers 400 for an unknown cursor and 404 for an unknown conversation', async () => {
    const { conversation } = await chat.initiate('user_1');
    const other = await chat.initiate('user_2');
    const { body } = await chat.send(other.conversation.id, {});
    expect((await chat.get(`/api/v1/chats/${conversation.id}/messages?before=msg_nope`)).status).toBe(400);
    expect((await chat.get(`/api/v1/chats/${conversation.id}/messages?before=${body.userMessage.id}`)).status).toBe(
      400,
    );
    expect((await chat.get('/api/v1/chats/conv_missing/messages')).status).toBe(404);
  });
});

describe('control routes', () => {
  it('answers 404 for unknown conversations', async () => {
    expect((await chat.post('/__local/chats/conv_missing/agent-message', { content: 'hi' })).status).toBe(404);
    expect((await chat.post('/__local/chats/conv_missing/complete')).status).toBe(404);
  });

  it('refuses agent messages once completed, and empty ones', async () => {
    const { conversation } = await chat.initiate('user_1');
    expect((await chat.post(`/__local/chats/${conversation.id}/agent-message`, { content: '' })).status).toBe(400);
    const done = await chat.post(`/__local/chats/${conversation.id}/complete`);
    expect(done.body.conversation).toMatchObject({ id: conversation.id, status: 'completed' });
    expect((await chat.post(`/__local/chats/${conversation.id}/agent-message`, { content: 'hi' })).status).toBe(409);
  });

  it('names the agent on the message and lists conversations oldest message first', async () => {
    const { conversation } = await chat.initiate('user_1');
    await chat.send(conversation.id, { content: 'first' });
    const agent = await chat.post(`/__local/chats/${conversation.id}/agent-message`, {
      content: 'Hello',
      agentName: 'Rahul',
    });
    expect(agent.body.message).toMatchObject({
      sender_type: 'agent',
      content: 'Hello',
      metadata: { sender: { name: 'Rahul' } },
    });
    const { body } = await chat.get('/__local/chats');
    expect(body.conversations).toHaveLength(1);
    expect(body.conversations[0].messages.map((m: ChatMessage) => m.content)).toEqual([
      'first',
      expect.stringMatching(/we got your message/),
      'Hello',
    ]);
  });

  it('forgets conversations on reset', async () => {
    const { conversation } = await chat.initiate('user_1');
    await chat.post('/__local/reset');
    expect((await chat.get('/__local/chats')).body).toEqual({ conversations: [] });
    expect((await chat.get(`/api/v1/chats/${conversation.id}/messages`)).status).toBe(404);
  });

  it('serves a self-contained agent console', async () => {
    const page = await chat.get<string>('/__local/agent');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page.body).not.toMatch(/<script[^>]+src=/i);
    expect(page.body).not.toMatch(/<link[^>]+href=/i);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(page.body).toContain('/__local/chats');
    expect(page.body).toContain('agent-message');
    expect(page.body).toContain('/complete');
  });
});
