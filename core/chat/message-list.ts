import { TEMP_MESSAGE_PREFIX, type ChatMessage } from './chat.model';
import { chunkedFrom, chunkedOf, flatten, insertAt, messageAt, removeAt, viewOf, type Chunked } from './message-chunks';

/**
 * The chat's message list: a read-only array view over chunked storage (see `message-chunks.ts`),
 * so adding or removing a message costs the same on a conversation of 10,000 messages as on one
 * of 100 (one chunk and the chunk table are copied, not the list), with the id index beside it:
 * id to message, and how many of them are still pending (a `temp_` id), handed on to the list
 * derived from it, so finding or adding a message, or asking whether a send is in flight, never
 * scans the list.
 *
 * The index belongs to exactly one list at a time. Deriving a new list moves the index to it;
 * asking about an older list again rebuilds that list's index from its contents, so answers are
 * always those of the list asked about. Nothing here is persisted: the view writes the same JSON
 * as a plain array, and a rehydrated list gets its index the first time it is used. A plain array
 * (a test's state, a stored slice) is taken as it is, its storage made on first use.
 */
interface ListIndex {
  readonly byId: Map<string, ChatMessage>;
  pending: number;
}

/** The storage made for plain arrays met as lists. */
const adopted = new WeakMap<readonly ChatMessage[], Chunked>();

const isPending = (id: string): boolean => id.startsWith(TEMP_MESSAGE_PREFIX);

function add(index: ListIndex, message: ChatMessage): void {
  index.byId.set(message.id, message);
  if (isPending(message.id)) index.pending += 1;
}

function build(list: Chunked): ListIndex {
  const index: ListIndex = { byId: new Map(), pending: 0 };
  for (const message of flatten(list)) if (!index.byId.has(message.id)) add(index, message);
  return index;
}

function storageOf(list: readonly ChatMessage[]): Chunked {
  let storage = chunkedOf(list) ?? adopted.get(list);
  if (!storage) {
    storage = chunkedFrom(list);
    adopted.set(list, storage);
  }
  return storage;
}

function indexOf(list: Chunked): ListIndex {
  if (list.extra === null) list.extra = build(list);
  return list.extra as ListIndex;
}

/** The id index of `list` (built on first use). */
export function messageIndex(list: readonly ChatMessage[]): ReadonlyMap<string, ChatMessage> {
  return indexOf(storageOf(list)).byId;
}

/** Whether `list` holds a message still waiting for the server (a `temp_` id). */
export function hasPendingMessage(list: readonly ChatMessage[]): boolean {
  return indexOf(storageOf(list)).pending > 0;
}

/** The newest `limit` of the pending (`temp_`) messages of `list`, oldest first: they stand at its end. */
export function newestPending(list: readonly ChatMessage[], limit: number): readonly ChatMessage[] {
  const storage = storageOf(list);
  const count = Math.min(indexOf(storage).pending, limit);
  const pending: ChatMessage[] = [];
  for (let at = storage.length - count; at < storage.length; at++) pending.push(messageAt(storage, at)!);
  return pending;
}

/** Takes the index of `list` for a list derived from it. */
function takeIndex(list: Chunked): ListIndex {
  const index = indexOf(list);
  list.extra = null;
  return index;
}

function give(list: Chunked, index: ListIndex): readonly ChatMessage[] {
  list.extra = index;
  return viewOf(list);
}

/**
 * How a batch arrived. Kept for callers' clarity: every mode ends in the same one order (see {@link compareMessages}).
 */
type InsertMode = 'append' | 'prepend' | 'merge';

const time = (message: ChatMessage): number => {
  const parsed = Date.parse(message.created_at);
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
};

/**
 * The one order of stored messages: the server's creation time, then (same millisecond) the
 * customer's message before the answer to it, then the id. Whatever order the send answer, the
 * socket echo and the history arrive in, the list reads the same.
 */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  return (
    time(a) - time(b) ||
    Number(b.sender_type === 'customer') - Number(a.sender_type === 'customer') ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Where `message` belongs among the first `end` messages of `read` (kept in {@link compareMessages} order): after every
 * message not later than it.
 */
function positionOf(read: (at: number) => ChatMessage, end: number, message: ChatMessage): number {
  if (end === 0 || compareMessages(read(end - 1), message) <= 0) return end;
  let low = 0;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareMessages(read(middle), message) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Batches larger than this are placed in one flat copy of the list rather than one chunk at a time. */
const FLAT_BATCH = 64;

/**
 * The one insert path for every source. Adds the messages of `batch` whose id is in neither the
 * list nor earlier in the batch, and returns `list` itself when none is new. Stored messages stand
 * in {@link compareMessages} order; pending (`temp_`) ones follow them, in the order they were
 * sent. The cost is a binary search and one chunk copy per message, whatever the list's length
 * (a batch of more than {@link FLAT_BATCH} is placed in one copy of the list instead).
 */
export function insertMessages(
  list: readonly ChatMessage[],
  batch: readonly ChatMessage[],
  _mode: InsertMode = 'merge',
): readonly ChatMessage[] {
  const storage = storageOf(list);
  const index = indexOf(storage);
  let storedEnd = storage.length - index.pending;
  const stored: ChatMessage[] = [];
  const pending: ChatMessage[] = [];
  for (const message of batch) {
    if (index.byId.has(message.id)) continue;
    add(index, message);
    (isPending(message.id) ? pending : stored).push(message);
  }
  if (stored.length === 0 && pending.length === 0) return list;
  storage.extra = null;
  if (stored.length + pending.length > FLAT_BATCH) {
    const next = flatten(storage).slice();
    const read = (at: number) => next[at]!;
    for (const message of stored) next.splice(positionOf(read, storedEnd++, message), 0, message);
    for (const message of pending) next.push(message);
    return give(chunkedFrom(next), index);
  }
  let next = storage;
  const read = (at: number) => messageAt(next, at)!;
  for (const message of stored) next = insertAt(next, positionOf(read, storedEnd++, message), message);
  for (const message of pending) next = insertAt(next, next.length, message);
  return give(next, index);
}

/** A list of the given messages in the one order, first occurrence of each id kept, with its index. */
export function messageList(batch: readonly ChatMessage[]): readonly ChatMessage[] {
  return insertMessages([], batch);
}

/**
 * Where the message `id` stands: found by its time among the stored messages when it is one of
 * them, else looked for from the end, where pending messages are (and where a list built elsewhere
 * may hold it out of order).
 */
function positionOfId(storage: Chunked, index: ListIndex, id: string): number {
  const message = index.byId.get(id)!;
  const storedEnd = storage.length - index.pending;
  if (!isPending(id)) {
    const after = positionOf((at) => messageAt(storage, at)!, storedEnd, message);
    if (after > 0 && messageAt(storage, after - 1)!.id === id) return after - 1;
  }
  let at = storage.length - 1;
  while (at >= 0 && messageAt(storage, at)!.id !== id) at--;
  return at;
}

/** The list without the message `id`; `list` itself when absent. */
export function removeMessage(list: readonly ChatMessage[], id: string): readonly ChatMessage[] {
  const storage = storageOf(list);
  if (!indexOf(storage).byId.has(id)) return list;
  const index = takeIndex(storage);
  const at = positionOfId(storage, index, id);
  index.byId.delete(id);
  if (isPending(id)) index.pending -= 1;
  return give(removeAt(storage, at), index);
}
