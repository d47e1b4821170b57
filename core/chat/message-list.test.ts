import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.model';
import { hasPendingMessage, insertMessages, messageIndex, messageList, removeMessage } from './message-list';

const m = (id: string, at = '2026-01-01T10:00:00.000Z'): ChatMessage => ({
  id,
  conversation_id: 'c1',
  content: id,
  content_type: 'text',
  sender_id: 'u1',
  sender_type: 'customer',
  created_at: at,
});
const ids = (list: readonly ChatMessage[]) => list.map((message) => message.id);

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

  it('keeps the list it was given unchanged, and its index right, after a derived list took the index over', () => {
    const first = messageList([m('a')]);
    const second = insertMessages(first, [m('b')], 'append');
    const third = removeMessage(second, 'a');
    expect(ids(first)).toEqual(['a']);
    expect(messageIndex(first).has('b')).toBe(false);
    expect(messageIndex(second).has('b')).toBe(true);
    expect(messageIndex(third).has('a')).toBe(false);
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

describe('messageIndex', () => {
  it('maps each id to its message, the first one winning in a list built elsewhere', () => {
    const first = m('a');
    const index = messageIndex([first, { ...m('a'), content: 'again' }]);
    expect(index.get('a')).toBe(first);
    expect(index.size).toBe(1);
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

  it('answers for the list asked about, also an older one whose index moved on', () => {
    const pending = messageList([m('a'), m('temp_1')]);
    const settled = removeMessage(pending, 'temp_1');
    expect(hasPendingMessage(settled)).toBe(false);
    expect(hasPendingMessage(pending)).toBe(true);
    expect(hasPendingMessage(messageList([m('a')]))).toBe(false);
  });
});
