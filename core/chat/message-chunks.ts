import type { ChatMessage } from './chat.model';

/**
 * The storage under the chat's message list: a persistent list of messages cut into chunks of at
 * most {@link MAX_CHUNK}, so a new list made by inserting or removing one message copies one chunk
 * and the table of chunks (a few hundred entries for a long conversation), never the messages.
 * Lists never change once made; every version shares the chunks it did not touch.
 *
 * What the state holds is a read-only array view of a list ({@link viewOf}): an Array to every
 * reader (`Array.isArray`, indexing, `length`, iteration, every read-only array method,
 * `JSON.stringify` giving the same JSON as a plain array, equality in tests), whose writes fail.
 * Array methods other than `at` run on a flat copy made once per list, on first use.
 */
export interface Chunked {
  readonly chunks: readonly (readonly ChatMessage[])[];
  /** `starts[c]` is the position in the list of `chunks[c][0]`. */
  readonly starts: readonly number[];
  readonly length: number;
  /** The chunk the last lookup found, tried first by the next one (reads mostly walk in order). */
  cursor: number;
  flat: readonly ChatMessage[] | null;
  view: readonly ChatMessage[] | null;
  /** Whatever the list's owner keeps beside it (the id index, see `message-list.ts`). */
  extra: unknown;
}

/** A chunk splits in two once it holds more than this; lists are built in chunks of half of it. */
const MAX_CHUNK = 128;
const BUILD_CHUNK = MAX_CHUNK / 2;

function chunked(chunks: readonly (readonly ChatMessage[])[], starts: readonly number[], length: number): Chunked {
  return { chunks, starts, length, cursor: 0, flat: null, view: null, extra: null };
}

/** A list holding `messages` in their order. */
export function chunkedFrom(messages: readonly ChatMessage[]): Chunked {
  const chunks: ChatMessage[][] = [];
  const starts: number[] = [];
  for (let start = 0; start < messages.length; start += BUILD_CHUNK) {
    chunks.push(messages.slice(start, start + BUILD_CHUNK));
    starts.push(start);
  }
  const list = chunked(chunks, starts, messages.length);
  if (list.chunks.length <= 1) list.flat = chunks[0] ?? [];
  return list;
}

/** The chunk holding position `at` (0 <= at < length). */
function chunkAt(list: Chunked, at: number): number {
  const { chunks, starts, cursor } = list;
  if (at >= starts[cursor]! && at < starts[cursor]! + chunks[cursor]!.length) return cursor;
  const next = cursor + 1;
  if (next < chunks.length && at >= starts[next]! && at < starts[next]! + chunks[next]!.length)
    return (list.cursor = next);
  let low = 0;
  let high = chunks.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return (list.cursor = low);
}

/** The message at position `at`, or undefined outside the list. */
export function messageAt(list: Chunked, at: number): ChatMessage | undefined {
  if (at < 0 || at >= list.length) return undefined;
  const chunk = chunkAt(list, at);
  return list.chunks[chunk]![at - list.starts[chunk]!];
}

/** The messages as one plain array (made once per list). */
export function flatten(list: Chunked): readonly ChatMessage[] {
  if (list.flat === null) {
    const flat: ChatMessage[] = [];
    for (const chunk of list.chunks) for (const message of chunk) flat.push(message);
    list.flat = flat;
  }
  return list.flat;
}

/**
 * The chunk table with chunk `at` replaced by `replacement` (none, one or two chunks) and the starts after it moved by
 * `delta`.
 */
function replaceChunk(
  list: Chunked,
  at: number,
  replacement: readonly (readonly ChatMessage[])[],
  delta: number,
): Chunked {
  const chunks = list.chunks.slice(0, at);
  const starts = list.starts.slice(0, at);
  let start = list.starts[at] ?? list.length;
  for (const chunk of replacement) {
    chunks.push(chunk);
    starts.push(start);
    start += chunk.length;
  }
  for (let c = at + 1; c < list.chunks.length; c++) {
    chunks.push(list.chunks[c]!);
    starts.push(list.starts[c]! + delta);
  }
  return chunked(chunks, starts, list.length + delta);
}

/** A new list with `message` at position `at` (0 <= at <= length). */
export function insertAt(list: Chunked, at: number, message: ChatMessage): Chunked {
  if (list.chunks.length === 0) return chunked([[message]], [0], 1);
  const chunk = at === list.length ? list.chunks.length - 1 : chunkAt(list, at);
  const old = list.chunks[chunk]!;
  const offset = at - list.starts[chunk]!;
  const grown = old.slice(0, offset);
  grown.push(message);
  for (let at = offset; at < old.length; at++) grown.push(old[at]!);
  const half = grown.length >>> 1;
  return replaceChunk(list, chunk, grown.length > MAX_CHUNK ? [grown.slice(0, half), grown.slice(half)] : [grown], 1);
}

/** A new list without the message at position `at` (0 <= at < length). */
export function removeAt(list: Chunked, at: number): Chunked {
  const chunk = chunkAt(list, at);
  const old = list.chunks[chunk]!;
  const offset = at - list.starts[chunk]!;
  const shrunk = old.slice(0, offset);
  for (let at = offset + 1; at < old.length; at++) shrunk.push(old[at]!);
  return replaceChunk(list, chunk, shrunk.length > 0 ? [shrunk] : [], -1);
}

const LIST = Symbol('chunked list');

type Target = ChatMessage[] & { [LIST]?: Chunked };

/** The list a view shows, or undefined for any other array. */
export function chunkedOf(view: readonly ChatMessage[]): Chunked | undefined {
  return (view as Target)[LIST];
}

const MUTATORS = new Set<PropertyKey>([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

function indexOfKey(key: string | symbol): number {
  if (typeof key !== 'string') return -1;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57) return -1;
  const index = Number(key);
  return Number.isInteger(index) && String(index) === key ? index : -1;
}

function readOnly(): never {
  throw new TypeError('The chat message list is read-only: derive a new one through core/chat/message-list.');
}

const handler: ProxyHandler<Target> = {
  get(target, key) {
    const list = target[LIST]!;
    if (key === 'length') return list.length;
    if (key === LIST) return list;
    const index = indexOfKey(key);
    if (index >= 0) return messageAt(list, index);
    if (key === 'at') return (at: number) => messageAt(list, at < 0 ? list.length + Math.trunc(at) : Math.trunc(at));
    if (key === 'toJSON') return () => flatten(list);
    if (MUTATORS.has(key)) return readOnly;
    const value: unknown = Reflect.get(target, key);
    if (typeof value !== 'function' || key === 'constructor') return value;
    return (...args: unknown[]) => (value as (...args: unknown[]) => unknown).apply(flatten(list), args);
  },
  has(target, key) {
    const index = indexOfKey(key);
    return index >= 0 ? index < target[LIST]!.length : Reflect.has(target, key);
  },
  ownKeys(target) {
    const { length } = target[LIST]!;
    const keys: string[] = [];
    for (let index = 0; index < length; index++) keys.push(String(index));
    keys.push('length');
    return keys;
  },
  getOwnPropertyDescriptor(target, key) {
    const list = target[LIST]!;
    if (key === 'length') return { value: list.length, writable: true, enumerable: false, configurable: false };
    const index = indexOfKey(key);
    if (index < 0 || index >= list.length) return undefined;
    return { value: messageAt(list, index), writable: false, enumerable: true, configurable: true };
  },
  set: readOnly,
  defineProperty: readOnly,
  deleteProperty: readOnly,
  setPrototypeOf: readOnly,
  preventExtensions: readOnly,
};

/** The read-only array view of `list` (one per list). */
export function viewOf(list: Chunked): readonly ChatMessage[] {
  if (list.view === null) {
    const target: Target = [];
    target[LIST] = list;
    list.view = new Proxy(target, handler);
  }
  return list.view;
}
