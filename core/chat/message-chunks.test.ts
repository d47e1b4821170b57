import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.model';
import { chunkedFrom, chunkedOf, insertAt, messageAt, removeAt, viewOf } from './message-chunks';

const m = (i: number): ChatMessage => ({
  id: `m${i}`,
  conversation_id: 'c1',
  content: `message ${i}`,
  content_type: 'text',
  sender_id: 'u1',
  sender_type: 'customer',
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
});
const messages = (count: number) => Array.from({ length: count }, (_, i) => m(i));

describe('chunked message storage', () => {
  it('inserts and removes anywhere, reading back what a plain array would hold', () => {
    const plain = messages(300);
    let list = chunkedFrom(plain);
    for (const [at, i] of [
      [0, 1000],
      [150, 1001],
      [302, 1002],
      [64, 1003],
      [128, 1004],
    ] as const) {
      list = insertAt(list, at, m(i));
      plain.splice(at, 0, m(i));
    }
    for (const from of [0, 63, 200, -1]) {
      const at = from < 0 ? list.length + from : from;
      list = removeAt(list, at);
      plain.splice(at, 1);
    }
    expect(Array.from({ length: list.length }, (_, at) => messageAt(list, at))).toEqual(plain);
    expect(messageAt(list, -1)).toBeUndefined();
    expect(messageAt(list, list.length)).toBeUndefined();
  });

  it('appending onto 10,000 messages shares every chunk but the last with the list before, and leaves that list as it was', () => {
    const before = chunkedFrom(messages(10_000));
    const after = insertAt(before, before.length, m(10_000));
    expect(after.length).toBe(10_001);
    expect(before.length).toBe(10_000);
    expect(messageAt(before, 9_999)).toEqual(m(9_999));
    expect(messageAt(after, 10_000)).toEqual(m(10_000));
    const shared = after.chunks.filter((chunk, c) => chunk === before.chunks[c]).length;
    expect(shared).toBe(before.chunks.length - 1);
    expect(Math.max(...after.chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(128);
  });

  it('keeps chunks small when every message goes to the same place', () => {
    let list = chunkedFrom([]);
    for (let i = 0; i < 1_000; i++) list = insertAt(list, list.length, m(i));
    for (let i = 0; i < 300; i++) list = insertAt(list, 0, m(2_000 + i));
    expect(Math.max(...list.chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(128);
    expect(messageAt(list, 0)).toEqual(m(2_299));
    expect(messageAt(list, 1_299)).toEqual(m(999));
  });
});

describe('the array view of a list', () => {
  const plain = messages(200);
  const view = viewOf(chunkedFrom(plain));

  it('reads as the plain array: an Array, indexing, length, iteration, array methods, equality', () => {
    expect(Array.isArray(view)).toBe(true);
    expect(view.length).toBe(200);
    expect(view[130]).toBe(plain[130]);
    expect(view[200]).toBeUndefined();
    expect(view.at(-1)).toBe(plain[199]);
    expect([...view]).toEqual(plain);
    expect(view.filter((message) => message.id.endsWith('7')).map((message) => message.id)).toEqual(
      plain.filter((message) => message.id.endsWith('7')).map((message) => message.id),
    );
    expect(view.some((message) => message.id === 'm150')).toBe(true);
    expect(view.slice(-2)).toEqual(plain.slice(-2));
    expect(130 in view).toBe(true);
    expect(Object.keys(view)).toEqual(Object.keys(plain));
    expect(view).toEqual(plain);
    expect({ messages: view }).toEqual({ messages: plain });
  });

  it('writes the same JSON as the plain array, so the persisted shape does not change', () => {
    expect(JSON.stringify({ chat: { messages: view } })).toBe(JSON.stringify({ chat: { messages: plain } }));
  });

  it('cannot be changed in place', () => {
    const writable = view as ChatMessage[];
    expect(() => writable.push(m(500))).toThrow(TypeError);
    expect(() => {
      writable[0] = m(500);
    }).toThrow(TypeError);
    expect(() => writable.sort()).toThrow(TypeError);
    expect(() => Object.freeze(writable)).toThrow(TypeError);
    expect(view[0]).toBe(plain[0]);
    expect(view.length).toBe(200);
  });

  it('is one view per list, and leads back to its list; a plain array leads nowhere', () => {
    const list = chunkedFrom(plain);
    expect(viewOf(list)).toBe(viewOf(list));
    expect(chunkedOf(viewOf(list))).toBe(list);
    expect(chunkedOf(plain)).toBeUndefined();
  });
});
