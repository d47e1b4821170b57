import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.model';
import {
  hasPendingMessage,
  insertMessages,
  messageAt,
  messageById,
  messageList,
  messagesOf,
  removeMessage,
  type MessageList,
} from './message-list';

const m = (id: string, at = '2026-01-01T10:00:00.000Z'): ChatMessage => ({
  id,
  conversation_id: 'c1',
  content: id,
  content_type: 'text',
  sender_id: 'u1',
  sender_type: 'customer',
  created_at: at,
});
const ids = (list: MessageList) => messagesOf(list).map((message) => message.id);

describe('insertMessages', () => {
  it('appends new messages in order and leaves out ids already listed or repeated in the batch', () => {
    const list = messageList([m('a'), m('b')]);
    expect(ids(insertMessages(list, [m('b'), m('c'), m('c'), m('d')], 'append'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns the same list when nothing is new', () => {
    const list = messageList([m('a')]);
    expect(insertMessages(list, [m('a')], 'append')).toBe(list);
    expect(insertMessages(list, [], 'prepend')).toBe(list);
  });

  it('prepends an older page in front, keeping its order', () => {
    const list = messageList([m('c'), m('d')]);
    expect(ids(insertMessages(list, [m('a'), m('b'), m('c')], 'prepend'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('merges each missing message at its place by time', () => {
    const list = messageList([m('a', '2026-01-01T10:00:00Z'), m('c', '2026-01-01T10:00:02Z')]);
    const merged = insertMessages(
      list,
      [m('d', '2026-01-01T10:00:03Z'), m('b', '2026-01-01T10:00:01Z'), m('a', '2026-01-01T10:00:00Z')],
      'merge',
    );
    expect(ids(merged)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the list it was given unchanged', () => {
    const first = messageList([m('a')]);
    const second = insertMessages(first, [m('b')], 'append');
    const third = removeMessage(second, 'a');
    expect(ids(first)).toEqual(['a']);
    expect(messageById(first, 'b')).toBeUndefined();
    expect(messageById(second, 'b')).toBeDefined();
    expect(messageById(third, 'a')).toBeUndefined();
    expect(ids(insertMessages(first, [m('b')], 'append'))).toEqual(['a', 'b']);
  });
});

describe('removeMessage', () => {
  it('removes the message with the id, and returns the same list when it is absent', () => {
    const list = messageList([m('a'), m('temp_1'), m('b')]);
    expect(ids(removeMessage(list, 'temp_1'))).toEqual(['a', 'b']);
    expect(removeMessage(list, 'temp_9')).toBe(list);
  });
});

describe('messageById', () => {
  it('finds each message by its id, the first one winning in a batch that repeats it, and nothing for an absent id', () => {
    const first = m('a');
    const list = messageList([first, { ...m('a'), content: 'again' }]);
    expect(messageById(list, 'a')).toBe(first);
    expect(list.length).toBe(1);
    expect(messageById(list, 'constructor')).toBeUndefined();
  });

  it("keeps a message whose id is '__proto__' (a server's answer can say anything) as its own entry", () => {
    const odd = m('__proto__', '2026-01-01T10:00:01.000Z');
    for (const list of [messageList([m('a'), odd]), insertMessages(messageList([m('a')]), [odd])]) {
      expect(messageById(list, '__proto__')).toBe(odd);
      expect(ids(list)).toEqual(['a', '__proto__']);
      expect(ids(removeMessage(list, '__proto__'))).toEqual(['a']);
    }
  });
});

describe('a long list', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  const long = (count: number) => messageList(Array.from({ length: count }, (_, i) => m(`m${i}`, at(i * 2))));

  it('keeps the one order through pages that split, inserts in the middle, removals and appends', () => {
    let list = long(300);
    for (let i = 0; i < 200; i++) list = insertMessages(list, [m(`x${i}`, at(i * 2 + 1))]);
    list = removeMessage(list, 'm150');
    list = insertMessages(list, [m('temp_1'), m('last', at(10_000))]);
    const expected = [
      ...Array.from({ length: 300 }, (_, i) => [`m${i}`, ...(i < 200 ? [`x${i}`] : [])]).flat(),
      'last',
      'temp_1',
    ].filter((id) => id !== 'm150');
    expect(ids(list)).toEqual(expected);
    expect(list.length).toBe(expected.length);
    expect(Math.max(...list.pages.map((page) => page.length))).toBeLessThanOrEqual(128);
    expect(messageAt(list, -1)?.id).toBe('temp_1');
    expect(messageAt(list, list.length)).toBeUndefined();
  });

  it('is plain data: structuredClone and a JSON round trip give an equal list that reads the same', () => {
    const list = insertMessages(long(1_000), [m('temp_1')]);
    const cloned = structuredClone(list);
    expect(cloned).toEqual(list);
    const parsed = JSON.parse(JSON.stringify(list)) as MessageList;
    expect(parsed).toEqual(list);
    expect(ids(insertMessages(parsed, [m('z', at(5_000))]))).toEqual(ids(insertMessages(list, [m('z', at(5_000))])));
  });

  it('an append shares every page but the last, and every record of messages but one, with the list before', () => {
    const before = long(10_000);
    const after = insertMessages(before, [m('new', at(30_000))]);
    const sharedPages = after.pages.filter((page, p) => page === before.pages[p]).length;
    expect(sharedPages).toBe(before.pages.length - 1);
    const records = (list: MessageList) => list.entities.flat();
    const sharedRecords = records(after).filter((record, r) => record === records(before)[r]).length;
    expect(sharedRecords).toBe(records(before).length - 1);
    expect(after.entities.filter((group, g) => group === before.entities[g])).toHaveLength(before.entities.length - 1);
  });
});

describe('hasPendingMessage', () => {
  it('follows the temp_ messages as they are added and removed, without counting a repeat', () => {
    const list = messageList([m('a'), m('temp_1'), m('temp_1')]);
    expect(hasPendingMessage(list)).toBe(true);
    const two = insertMessages(list, [m('temp_2'), m('temp_1')], 'append');
    const one = removeMessage(two, 'temp_1');
    expect(hasPendingMessage(one)).toBe(true);
    const none = removeMessage(one, 'temp_2');
    expect(hasPendingMessage(none)).toBe(false);
    expect(hasPendingMessage(removeMessage(none, 'temp_2'))).toBe(false);
  });

  it('answers for the list asked about, also an older one', () => {
    const pending = messageList([m('a'), m('temp_1')]);
    const settled = removeMessage(pending, 'temp_1');
    expect(hasPendingMessage(settled)).toBe(false);
    expect(hasPendingMessage(pending)).toBe(true);
    expect(hasPendingMessage(messageList([m('a')]))).toBe(false);
  });
});
