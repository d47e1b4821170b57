import type { ChatMessage } from './chat.model';

/** Prefix of ids given to messages not yet confirmed by the server. */
export const TEMP_MESSAGE_PREFIX = 'temp_';

/**
 * The chat's message list, as plain data in an entity shape (ids in order and the messages by id,
 * as Redux Toolkit's createEntityAdapter keeps them), so the state can be cloned, serialised and
 * compared like any other. Both halves are cut into parts so that adding or removing a message
 * copies a bounded part, never the list: the ids in pages of at most {@link MAX_PAGE} (a change
 * copies one page and the table of pages, a few hundred entries for a long conversation) and the
 * messages in {@link GROUPS} groups of {@link GROUPS} records, chosen by a hash of the id (a change
 * copies one record, its group and the table of groups): see `message-list.ts`, which derives lists.
 * This module holds only what the first screen needs (the empty list, whether a send is pending).
 *
 * Lists never change once made; every version shares the parts it did not touch. Pending messages
 * (a `temp_` id, not yet confirmed by the server) stand at the end, in the order they were sent,
 * and `pending` counts them, so asking whether a send is in flight never scans the list.
 */
export interface MessageList {
  /** The ids in display order, in pages of at most {@link MAX_PAGE}. */
  readonly pages: readonly (readonly string[])[];
  /** `starts[p]` is the position in the list of `pages[p][0]`. */
  readonly starts: readonly number[];
  /** The messages by id, in groups of records chosen by a hash of the id (see `messageById` in `message-list.ts`). */
  readonly entities: readonly (readonly Readonly<Record<string, ChatMessage>>[])[];
  readonly length: number;
  /** How many of the messages are pending (a `temp_` id). */
  readonly pending: number;
}

/** A page splits in two once it holds more than this; lists are built in pages of half of it. */
export const MAX_PAGE = 128;
/** How many groups of records the messages are spread over, and how many records a group holds (a power of two). */
export const GROUPS = 32;

export const emptyEntities = (): Record<string, ChatMessage>[][] =>
  Array.from({ length: GROUPS }, () => Array.from({ length: GROUPS }, () => ({})));

/** The list without messages. */
export const emptyMessageList: MessageList = {
  pages: [],
  starts: [],
  entities: emptyEntities(),
  length: 0,
  pending: 0,
};

/** Whether `list` holds a message still waiting for the server (a `temp_` id). */
export const hasPendingMessage = (list: MessageList): boolean => list.pending > 0;
