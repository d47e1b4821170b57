import type { ChatMessage } from './chat.model';
import { emptyEntities, emptyMessageList, MAX_PAGE, TEMP_MESSAGE_PREFIX, type MessageList } from './message-list.model';
import { messageById, messagesOf, placeOf } from './message-lookup';

export { emptyMessageList, hasPendingMessage, TEMP_MESSAGE_PREFIX, type MessageList } from './message-list.model';
export { messageById, messagesOf } from './message-lookup';

/** Lists are built in pages of half the most a page holds. */
const BUILD_PAGE = MAX_PAGE / 2;

const isPending = (id: string): boolean => id.startsWith(TEMP_MESSAGE_PREFIX);

/** The page holding position `at` (0 <= at < length). */
function pageAt(list: MessageList, at: number): number {
  const { starts } = list;
  const last = starts.length - 1;
  if (at >= starts[last]!) return last;
  let low = 0;
  let high = last;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The id at position `at`, or undefined outside the list. */
function idAt(list: MessageList, at: number): string | undefined {
  if (at < 0 || at >= list.length) return undefined;
  const page = pageAt(list, at);
  return list.pages[page]![at - list.starts[page]!];
}

/** The message at position `at` (negative counts from the end), or undefined outside the list. */
export function messageAt(list: MessageList, at: number): ChatMessage | undefined {
  const id = idAt(list, at < 0 ? list.length + at : at);
  return id === undefined ? undefined : messageById(list, id);
}

/** The newest `limit` of the pending (`temp_`) messages of `list`, oldest first: they stand at its end. */
export function newestPending(list: MessageList, limit: number): readonly ChatMessage[] {
  const count = Math.min(list.pending, limit);
  const pending: ChatMessage[] = [];
  for (let at = list.length - count; at < list.length; at++) pending.push(messageAt(list, at)!);
  return pending;
}

/** The page table with page `at` replaced by `replacement` (none, one or two pages), later starts moved by `delta`. */
function replacePage(
  list: MessageList,
  at: number,
  replacement: readonly (readonly string[])[],
  delta: number,
): Pick<MessageList, 'pages' | 'starts'> {
  const pages = list.pages.slice(0, at);
  const starts = list.starts.slice(0, at);
  let start = list.starts[at] ?? list.length;
  for (const page of replacement) {
    pages.push(page);
    starts.push(start);
    start += page.length;
  }
  for (let p = at + 1; p < list.pages.length; p++) {
    pages.push(list.pages[p]!);
    starts.push(list.starts[p]! + delta);
  }
  return { pages, starts };
}

/** The ids with `id` at position `at` (0 <= at <= length). */
function idsWith(list: MessageList, at: number, id: string): Pick<MessageList, 'pages' | 'starts'> {
  if (list.pages.length === 0) return { pages: [[id]], starts: [0] };
  const page = at === list.length ? list.pages.length - 1 : pageAt(list, at);
  const old = list.pages[page]!;
  const offset = at - list.starts[page]!;
  const grown = old.slice(0, offset);
  grown.push(id);
  for (let from = offset; from < old.length; from++) grown.push(old[from]!);
  const half = grown.length >>> 1;
  return replacePage(list, page, grown.length > MAX_PAGE ? [grown.slice(0, half), grown.slice(half)] : [grown], 1);
}

/** Puts `message` under `id` as an own entry, whatever the id ('__proto__' would otherwise set the prototype). */
function ownEntry(messages: Record<string, ChatMessage>, id: string, message: ChatMessage): void {
  Object.defineProperty(messages, id, { value: message, enumerable: true, writable: true, configurable: true });
}

/** The messages by id with `message` put in, or (null) the message `id` taken out: one record and its group copied. */
function entitiesWith(
  entities: MessageList['entities'],
  id: string,
  message: ChatMessage | null,
): MessageList['entities'] {
  const [group, record] = placeOf(id);
  const messages = { ...entities[group]![record] };
  if (message) ownEntry(messages, id, message);
  else delete messages[id];
  const nextGroup = entities[group]!.slice();
  nextGroup[record] = messages;
  const next = entities.slice();
  next[group] = nextGroup;
  return next;
}

/** `list` with `message` at position `at`. */
function withMessageAt(list: MessageList, at: number, message: ChatMessage): MessageList {
  return {
    ...idsWith(list, at, message.id),
    entities: entitiesWith(list.entities, message.id, message),
    length: list.length + 1,
    pending: list.pending + (isPending(message.id) ? 1 : 0),
  };
}

/** A list of `messages` as they are ordered (ids assumed unique), built in one pass. */
function built(messages: readonly ChatMessage[]): MessageList {
  const pages: string[][] = [];
  const starts: number[] = [];
  const entities = emptyEntities();
  let pending = 0;
  for (let start = 0; start < messages.length; start += BUILD_PAGE) {
    pages.push(messages.slice(start, start + BUILD_PAGE).map((message) => message.id));
    starts.push(start);
  }
  for (const message of messages) {
    const [group, record] = placeOf(message.id);
    ownEntry(entities[group]![record]!, message.id, message);
    if (isPending(message.id)) pending += 1;
  }
  return { pages, starts, entities, length: messages.length, pending };
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

/** Batches larger than this are placed in one flat copy of the list rather than one page at a time. */
const FLAT_BATCH = 64;

/**
 * The one insert path for every source. Adds the messages of `batch` whose id is in neither the
 * list nor earlier in the batch, and returns `list` itself when none is new. Stored messages stand
 * in {@link compareMessages} order; pending (`temp_`) ones follow them, in the order they were
 * sent. The cost is a binary search and one page and one bucket copy per message, whatever the
 * list's length (a batch of more than {@link FLAT_BATCH} is placed in one copy of the list instead).
 */
export function insertMessages(
  list: MessageList,
  batch: readonly ChatMessage[],
  _mode: InsertMode = 'merge',
): MessageList {
  const seen = new Set<string>();
  const stored: ChatMessage[] = [];
  const pending: ChatMessage[] = [];
  for (const message of batch) {
    if (seen.has(message.id) || messageById(list, message.id)) continue;
    seen.add(message.id);
    (isPending(message.id) ? pending : stored).push(message);
  }
  if (stored.length === 0 && pending.length === 0) return list;
  let storedEnd = list.length - list.pending;
  if (stored.length + pending.length > FLAT_BATCH) {
    const next = messagesOf(list).slice();
    const read = (at: number) => next[at]!;
    for (const message of stored) next.splice(positionOf(read, storedEnd++, message), 0, message);
    for (const message of pending) next.push(message);
    return built(next);
  }
  let next = list;
  for (const message of stored) {
    const current = next;
    next = withMessageAt(
      current,
      positionOf((at) => messageAt(current, at)!, storedEnd++, message),
      message,
    );
  }
  for (const message of pending) next = withMessageAt(next, next.length, message);
  return next;
}

/** A list of the given messages in the one order, first occurrence of each id kept. */
export function messageList(batch: readonly ChatMessage[]): MessageList {
  return insertMessages(emptyMessageList, batch);
}

/**
 * Where the message `id` stands: found by its time among the stored messages when it is one of
 * them, else looked for from the end, where pending messages are (and where a list built elsewhere
 * may hold it out of order).
 */
function positionOfId(list: MessageList, message: ChatMessage): number {
  const storedEnd = list.length - list.pending;
  if (!isPending(message.id)) {
    const after = positionOf((at) => messageAt(list, at)!, storedEnd, message);
    if (after > 0 && idAt(list, after - 1) === message.id) return after - 1;
  }
  let at = list.length - 1;
  while (at >= 0 && idAt(list, at) !== message.id) at--;
  return at;
}

/** The list without the message `id`; `list` itself when absent. */
export function removeMessage(list: MessageList, id: string): MessageList {
  const message = messageById(list, id);
  if (!message) return list;
  const at = positionOfId(list, message);
  const page = pageAt(list, at);
  const old = list.pages[page]!;
  const offset = at - list.starts[page]!;
  const shrunk = old.slice(0, offset);
  for (let from = offset + 1; from < old.length; from++) shrunk.push(old[from]!);
  return {
    ...replacePage(list, page, shrunk.length > 0 ? [shrunk] : [], -1),
    entities: entitiesWith(list.entities, id, null),
    length: list.length - 1,
    pending: list.pending - (isPending(id) ? 1 : 0),
  };
}
