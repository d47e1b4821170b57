import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.model';
import { startChatBackend, type ChatBackend, type Received } from './chat.fixture';

const query = (userId: string) => ({ userId, role: 'customer', customerName: 'Asha Verma' });
const isMessage = (content: string) => (item: Received) =>
  item.event === 'message:new' && (item.payload as { message: ChatMessage }).message.content === content;
const isTyping = (value: boolean) => (item: Received) =>
  item.event === 'typing' && (item.payload as { isTyping: boolean }).isTyping === value;
/** The events a client received, typing events with their flag. */
const eventNames = (received: readonly Received[]) =>
  received.map((item) =>
    item.event === 'typing' ? `typing:${(item.payload as { isTyping: boolean }).isTyping}` : item.event,
  );

describe('socket namespace /chats', () => {
  let chat: ChatBackend;

  beforeAll(async () => {
    chat = await startChatBackend();
  });
  afterAll(async () => {
    await chat.close();
  });
  beforeEach(async () => {
    await chat.post('/__local/reset');
  });

  it('refuses a connection without a userId', async () => {
    await expect(chat.connect({ role: 'customer' })).rejects.toThrow('userId is required');
  });

  it('pushes every stored message to the room, the customer echo included', async () => {
    const { conversation } = await chat.initiate('user_1');
    const client = await chat.connect(query('user_1'));
    expect(await client.join(conversation.id)).toEqual({ ok: true });
    const { body } = await chat.send(conversation.id, { content: 'hello there' });
    await client.waitFor(isMessage('hello there'));
    await client.waitFor(
      (item) =>
        item.event === 'message:new' && (item.payload as { message: ChatMessage }).message.id === body.message.id,
    );
    expect(client.messages().map((message) => message.id)).toEqual([body.userMessage.id, body.message.id]);
  });

  it('delivers agent messages and completion to every client in the room', async () => {
    const { conversation } = await chat.initiate('user_1');
    const phone = await chat.connect(query('user_1'));
    const laptop = await chat.connect(query('user_1'));
    await phone.join(conversation.id);
    await laptop.join(conversation.id);
    await chat.post(`/__local/chats/${conversation.id}/agent-message`, { content: 'Priya here, how can I help?' });
    for (const client of [phone, laptop]) {
      const { payload } = await client.waitFor(isMessage('Priya here, how can I help?'));
      expect((payload as { message: ChatMessage }).message).toMatchObject({
        sender_type: 'agent',
        metadata: { sender: { name: 'Priya' } },
      });
    }
    await chat.post(`/__local/chats/${conversation.id}/complete`);
    for (const client of [phone, laptop]) {
      const { payload } = await client.waitFor((item) => item.event === 'convo:completed');
      expect(payload).toEqual({ conversationId: conversation.id });
    }
  });

  it('stops delivery after convo:leave and keeps rooms apart', async () => {
    const first = await chat.initiate('user_1');
    const second = await chat.initiate('user_2');
    const leaver = await chat.connect(query('user_1'));
    const stayer = await chat.connect(query('user_1'));
    const stranger = await chat.connect(query('user_2'));
    await leaver.join(first.conversation.id);
    await stayer.join(first.conversation.id);
    await stranger.join(second.conversation.id);
    expect(await leaver.leave(first.conversation.id)).toEqual({ ok: true });
    await chat.post(`/__local/chats/${first.conversation.id}/agent-message`, { content: 'after leave' });
    await stayer.waitFor(isMessage('after leave'));
    await leaver.join('conv_barrier');
    await stranger.join('conv_barrier');
    expect(leaver.messages()).toEqual([]);
    expect(stranger.messages()).toEqual([]);
  });

  it('answers a join or leave without a conversation id with an error', async () => {
    const client = await chat.connect(query('user_1'));
    const refused = { ok: false, error: 'conversationId must be a string' };
    expect(await client.socket.timeout(2000).emitWithAck('convo:join', 42)).toEqual(refused);
    expect(await client.socket.timeout(2000).emitWithAck('convo:leave', '')).toEqual(refused);
    expect(await client.socket.timeout(2000).emitWithAck('convo:join', 'c'.repeat(201))).toEqual(refused);
  });

  it('announces completion once, however often the conversation is completed', async () => {
    const { conversation } = await chat.initiate('user_1');
    const client = await chat.connect(query('user_1'));
    await client.join(conversation.id);
    const first = await chat.post(`/__local/chats/${conversation.id}/complete`);
    const again = await chat.post(`/__local/chats/${conversation.id}/complete`);
    expect(again).toMatchObject({ status: 200, body: first.body });
    await client.join('conv_barrier');
    expect(eventNames(client.received)).toEqual(['convo:completed']);
  });

  it('signals typing before the assistant reply and stops it with the reply', async () => {
    const { conversation } = await chat.initiate('user_1');
    const client = await chat.connect(query('user_1'));
    await client.join(conversation.id);
    const { body } = await chat.send(conversation.id, { content: 'aata chahiye', processWithAI: true, language: 'hi' });
    await client.waitFor(
      (item) =>
        item.event === 'message:new' && (item.payload as { message: ChatMessage }).message.id === body.message.id,
    );
    await client.waitFor(isTyping(false));
    expect(eventNames(client.received)).toEqual(['message:new', 'typing:true', 'typing:false', 'message:new']);
    expect(client.received[1]?.payload).toEqual({ conversationId: conversation.id, isTyping: true });
  });
});

describe('assistant reply delay', () => {
  /** Replies after 300 ms. */
  let timed: ChatBackend;
  /** Replies after a minute, so only a takeover, completion or reset can end the pause within a test. */
  let slow: ChatBackend;

  beforeAll(async () => {
    [timed, slow] = await Promise.all([
      startChatBackend({ replyDelayMs: 300 }),
      startChatBackend({ replyDelayMs: 60_000 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([timed.close(), slow.close()]);
  });
  beforeEach(async () => {
    await Promise.all([timed.post('/__local/reset'), slow.post('/__local/reset')]);
  });

  it('waits before replying', async () => {
    const { conversation } = await timed.initiate('user_1');
    const started = Date.now();
    const reply = await timed.send(conversation.id, { content: 'ghee', processWithAI: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(reply.body.message.sender_type).toBe('assistant');
  });

  /** Sends a question to the slow assistant and answers once its typing signal has arrived. */
  async function pendingQuestion() {
    const { conversation } = await slow.initiate('user_1');
    const client = await slow.connect(query('user_1'));
    await client.join(conversation.id);
    const pending = slow.send(conversation.id, { content: 'do you have rice', processWithAI: true });
    await client.waitFor(isTyping(true));
    return { conversation, client, pending };
  }

  it('drops the pending reply at once when a live agent takes over', async () => {
    const { conversation, client, pending } = await pendingQuestion();
    await slow.post(`/__local/chats/${conversation.id}/agent-message`, { content: 'I will take this one' });
    const taken = await pending;
    expect(taken.status).toBe(200);
    expect(taken.body.message).toBeNull();
    await client.waitFor(isTyping(false));
    expect(eventNames(client.received)).toEqual(['message:new', 'typing:true', 'message:new', 'typing:false']);
    const { body } = await slow.get('/__local/chats');
    expect(body.conversations[0].messages.map((message: ChatMessage) => message.sender_type)).toEqual([
      'customer',
      'agent',
    ]);
  });

  it('drops the pending reply at once when the conversation is completed', async () => {
    const { conversation, client, pending } = await pendingQuestion();
    await slow.post(`/__local/chats/${conversation.id}/complete`);
    expect((await pending).body.message).toBeNull();
    await client.waitFor(isTyping(false));
    expect(eventNames(client.received)).toEqual(['message:new', 'typing:true', 'convo:completed', 'typing:false']);
  });

  it('drops the pending reply at once on reset', async () => {
    const { pending } = await pendingQuestion();
    await slow.post('/__local/reset');
    const dropped = await pending;
    expect(dropped.status).toBe(200);
    expect(dropped.body.message).toBeNull();
    expect((await slow.get('/__local/chats')).body).toEqual({ conversations: [] });
  });
});
