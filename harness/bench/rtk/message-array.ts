import { TEMP_MESSAGE_PREFIX, type ChatMessage } from '../../../core/chat/chat.model';
import { compareMessages } from '../../../core/chat/message-list';

/**
 * The chat's message list as a plain array, for the Redux Toolkit store: the list helpers the core used before its
 * chunked list (same rules and order, one copy of the array per change), which is the best a plain array in a
 * createSlice state allows. The id index beside the ordered message list: id to message, and how many of them are still
 * pending (a `temp_` id), built once per list and handed on to the list derived from it, so finding or adding a
 * message, or asking whether a send is in flight, never scans the list.
 *
 * The index belongs to exactly one list at a time (kept in a WeakMap by list identity). Deriving
 * a new list moves the index to it; asking about an older list again rebuilds that list's index
 * from its contents, so answers are always those of the list asked about. Nothing here is
 * persisted: a rehydrated list gets its index the first time it is used.
 */
interface ListIndex {
  readonly byId: Map<string, ChatMessage>;
  pending: number;
}

const indexes = new WeakMap<readonly ChatMessage[], ListIndex>();

const isPending = (id: string): boolean => id.startsWith(TEMP_MESSAGE_PREFIX);

function add(index: ListIndex, message: ChatMessage): void {
  index.byId.set(message.id, message);
  if (isPending(message.id)) index.pending += 1;
}

function build(list: readonly ChatMessage[]): ListIndex {
  const index: ListIndex = { byId: new Map(), pending: 0 };
  for (const message of list) if (!index.byId.has(message.id)) add(index, message);
  return index;
}

function indexOf(list: readonly ChatMessage[]): ListIndex {
  let index = indexes.get(list);
  if (!index) {
    index = build(list);
    indexes.set(list, index);
  }
  return index;
}

/** The id index of `list` (built on first use). */
export function messageIndex(list: readonly ChatMessage[]): ReadonlyMap<string, ChatMessage> {
  return indexOf(list).byId;
}

/** Whether `list` holds a message still waiting for the server (a `temp_` id). */
export function hasPendingMessage(list: readonly ChatMessage[]): boolean {
  return indexOf(list).pending > 0;
}

/** Takes the index of `list` for a list derived from it. */
function takeIndex(list: readonly ChatMessage[]): ListIndex {
  const index = indexes.get(list) ?? build(list);
  indexes.delete(list);
  return index;
}

function give(list: readonly ChatMessage[], index: ListIndex): readonly ChatMessage[] {
  indexes.set(list, index);
  return list;
}

/**
 * Where `message` belongs among `list[0, end)` (kept in {@link compareMessages} order): after every message not later
 * than it.
 */
function positionOf(list: readonly ChatMessage[], end: number, message: ChatMessage): number {
  if (end === 0 || compareMessages(list[end - 1]!, message) <= 0) return end;
  let low = 0;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareMessages(list[middle]!, message) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The one insert path for every source. Adds the messages of `batch` whose id is in neither the
 * list nor earlier in the batch, and returns `list` itself when none is new. Stored messages stand
 * in {@link compareMessages} order; pending (`temp_`) ones follow them, in the order they were
 * sent. The cost is the copy of the list once per batch plus a binary search per message.
 */
export function insertMessages(list: readonly ChatMessage[], batch: readonly ChatMessage[]): readonly ChatMessage[] {
  const index = indexOf(list);
  const stored: ChatMessage[] = [];
  const pending: ChatMessage[] = [];
  for (const message of batch) {
    if (index.byId.has(message.id)) continue;
    add(index, message);
    (isPending(message.id) ? pending : stored).push(message);
  }
  if (stored.length === 0 && pending.length === 0) return list;
  indexes.delete(list);
  const next = list.slice();
  let storedEnd = list.length - index.pending + pending.length;
  for (const message of stored) next.splice(positionOf(next, storedEnd++, message), 0, message);
  for (const message of pending) next.push(message);
  return give(next, index);
}

/** A list of the given messages in the one order, first occurrence of each id kept, with its index. */
export function messageList(batch: readonly ChatMessage[]): readonly ChatMessage[] {
  return insertMessages([], batch);
}

/**
 * The list without the message `id` (looked for from the end, where pending messages are); `list` itself when absent.
 */
export function removeMessage(list: readonly ChatMessage[], id: string): readonly ChatMessage[] {
  if (!messageIndex(list).has(id)) return list;
  let at = list.length - 1;
  while (at >= 0 && list[at]!.id !== id) at--;
  const index = takeIndex(list);
  index.byId.delete(id);
  if (isPending(id)) index.pending -= 1;
  const next = list.slice();
  next.splice(at, 1);
  return give(next, index);
}
