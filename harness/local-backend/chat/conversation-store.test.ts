import { describe, expect, it } from 'vitest';
import type { MessageDraft } from './chat.model';
import {
  ConversationStore,
  DEFAULT_COMPLETED_CONVERSATIONS,
  DEFAULT_MESSAGES_PER_CONVERSATION,
  type ConversationStoreLimits,
} from './conversation-store';

const draft = (content: string): MessageDraft => ({
  content,
  content_type: 'text',
  sender_id: 'user_1',
  sender_type: 'customer',
  metadata: { sender: { name: 'Asha' } },
});

function setup(start = Date.parse('2025-01-15T06:30:00Z'), limits: ConversationStoreLimits = {}) {
  let now = start;
  let next = 0;
  const store = new ConversationStore(
    () => now,
    (prefix) => `${prefix}_${++next}`,
    limits,
  );
  return { store, setNow: (value: number) => (now = value) };
}

describe('ConversationStore', () => {
  it('resumes the open conversation of a user and starts a new one after completion', () => {
    const { store } = setup();
    const first = store.initiate('user_1', 'Asha');
    expect(first.resumed).toBe(false);
    expect(first.conversation).toMatchObject({ id: 'conv_1', user_id: 'user_1', status: 'open', assigned_agent: null });
    expect(store.initiate('user_1', 'Asha')).toEqual({ conversation: first.conversation, resumed: true });
    expect(store.initiate('user_2', 'Ravi').resumed).toBe(false);
    store.complete(first.conversation.id);
    const again = store.initiate('user_1', 'Asha');
    expect(again.resumed).toBe(false);
    expect(again.conversation.id).not.toBe(first.conversation.id);
  });

  it('orders by created_at then sequence, even when the clock goes back', () => {
    const { store, setNow } = setup(10_000);
    const { conversation } = store.initiate('user_1', 'Asha');
    store.append(conversation.id, draft('a'));
    store.append(conversation.id, draft('b'));
    setNow(5_000);
    store.append(conversation.id, draft('early'));
    setNow(10_000);
    store.append(conversation.id, draft('c'));
    expect(store.list()[0]?.messages.map((message) => message.content)).toEqual(['early', 'a', 'b', 'c']);
    expect(store.page(conversation.id, 10, null).items.map((message) => message.content)).toEqual([
      'c',
      'b',
      'a',
      'early',
    ]);
  });

  it('pages newest first with a cursor until there is nothing older', () => {
    const { store } = setup();
    const { conversation } = store.initiate('user_1', 'Asha');
    for (let index = 0; index < 7; index++) store.append(conversation.id, draft(`m${index}`));
    const first = store.page(conversation.id, 3, null);
    expect(first.items.map((message) => message.content)).toEqual(['m6', 'm5', 'm4']);
    const second = store.page(conversation.id, 3, first.nextBefore);
    expect(second.items.map((message) => message.content)).toEqual(['m3', 'm2', 'm1']);
    const third = store.page(conversation.id, 3, second.nextBefore);
    expect(third).toEqual({ items: [expect.objectContaining({ content: 'm0' })], nextBefore: null });
    expect(store.page(conversation.id, 7, null).nextBefore).toBeNull();
  });

  it('refuses unknown conversations, unknown cursors and completed conversations', () => {
    const { store } = setup();
    const { conversation } = store.initiate('user_1', 'Asha');
    expect(() => store.page('conv_nope', 5, null)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => store.page(conversation.id, 5, 'msg_nope')).toThrow(expect.objectContaining({ status: 400 }));
    store.complete(conversation.id);
    expect(() => store.getOpen(conversation.id)).toThrow(
      expect.objectContaining({ status: 409, message: 'Conversation is completed' }),
    );
  });

  it('forgets everything on clear', () => {
    const { store } = setup();
    const { conversation } = store.initiate('user_1', 'Asha');
    store.clear();
    expect(store.list()).toEqual([]);
    expect(store.find(conversation.id)).toBeUndefined();
  });

  it('evicts completed conversations beyond its cap, longest completed first, and never an open one', () => {
    const { store } = setup(undefined, { completedConversations: 2 });
    const open = store.initiate('user_open', 'Open').conversation;
    const ids = ['user_1', 'user_2', 'user_3'].map((userId) => {
      const { conversation } = store.initiate(userId, userId);
      store.append(conversation.id, draft(`from ${userId}`));
      store.complete(conversation.id);
      return conversation.id;
    });
    expect(store.list().map((conversation) => conversation.id)).toEqual([open.id, ids[1], ids[2]]);
    expect(store.find(ids[0]!)).toBeUndefined();
    expect(store.hasConversationOf('user_1'), 'an evicted guest id stays taken').toBe(true);
    expect(store.initiate('user_1', 'Asha').resumed).toBe(false);
  });

  it('keeps only the newest messages of a conversation, paging back to the oldest kept', () => {
    const { store } = setup(undefined, { messagesPerConversation: 3 });
    const { conversation } = store.initiate('user_1', 'Asha');
    for (let index = 0; index < 5; index++) store.append(conversation.id, draft(`m${index}`));
    expect(store.list()[0]?.messages.map((message) => message.content)).toEqual(['m2', 'm3', 'm4']);
    const newest = store.page(conversation.id, 2, null);
    expect(newest.items.map((message) => message.content)).toEqual(['m4', 'm3']);
    expect(store.page(conversation.id, 2, newest.nextBefore)).toEqual({
      items: [expect.objectContaining({ content: 'm2' })],
      nextBefore: null,
    });
  });

  it('holds a bounded number of conversations and messages under a long run (the defaults)', () => {
    const { store } = setup();
    for (let index = 0; index < 1200; index++) {
      const { conversation } = store.initiate(`user_${index}`, 'Guest');
      store.complete(conversation.id);
    }
    const { conversation } = store.initiate('user_busy', 'Busy');
    for (let index = 0; index < 2500; index++) store.append(conversation.id, draft(`m${index}`));
    const conversations = store.list();
    expect(conversations.length).toBe(DEFAULT_COMPLETED_CONVERSATIONS + 1);
    expect(conversations.at(-1)?.messages.length).toBe(DEFAULT_MESSAGES_PER_CONVERSATION);
  });
});
