import { randomBytes } from 'node:crypto';
import { badRequest, conflict, notFound } from '../http/http-error';
import type {
  AssignedAgent,
  ChatConversation,
  ChatMessage,
  ConversationWithMessages,
  MessageDraft,
} from './chat.model';

interface Entry {
  readonly message: ChatMessage;
  readonly time: number;
  readonly seq: number;
}

interface Thread {
  conversation: ChatConversation;
  readonly entries: Entry[];
  readonly byId: Map<string, Entry>;
}

/** One page of history: newest first, and the cursor of the next older page (null when none). */
export interface MessagePage {
  readonly items: readonly ChatMessage[];
  readonly nextBefore: string | null;
}

/** Makes a prefixed random id such as `conv_3f9a...`. */
export type IdMaker = (prefix: 'conv' | 'msg') => string;

const randomId: IdMaker = (prefix) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** How much the store keeps: a long-running backend (or the load run) must not grow without bound. */
export interface ConversationStoreLimits {
  /** Completed conversations kept; past it the longest completed is forgotten (default 500). */
  readonly completedConversations?: number;
  /** Messages kept per conversation; past it the oldest is forgotten (default 2,000: 40 history pages). */
  readonly messagesPerConversation?: number;
}

export const DEFAULT_COMPLETED_CONVERSATIONS = 500;
export const DEFAULT_MESSAGES_PER_CONVERSATION = 2000;

function compare(a: { time: number; seq: number }, b: { time: number; seq: number }): number {
  return a.time - b.time || a.seq - b.seq;
}

/** The first index whose entry sorts after `key` (entries are sorted by time, then sequence). */
function upperBound(entries: readonly Entry[], key: { time: number; seq: number }): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(entries[middle]!, key) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The chat service's memory: conversations and their messages, ordered by `created_at` then by
 * a store-wide sequence number, so history stays ordered even when the clock is moved back.
 * Every method runs synchronously, so concurrent requests cannot lose a message. Memory is
 * bounded by {@link ConversationStoreLimits}: completed conversations beyond the cap are evicted,
 * longest completed first, and a conversation keeps only its newest messages. Who has ever
 * started a conversation is remembered apart (one id per user), so an eviction never turns a
 * guest id back into one anybody may claim.
 */
export class ConversationStore {
  private threads = new Map<string, Thread>();
  /** Completed conversation ids, longest completed first. */
  private completed = new Set<string>();
  private owners = new Set<string>();
  private seq = 0;
  private readonly maxCompleted: number;
  private readonly maxMessages: number;

  constructor(
    private readonly now: () => number,
    private readonly makeId: IdMaker = randomId,
    limits: ConversationStoreLimits = {},
  ) {
    this.maxCompleted = limits.completedConversations ?? DEFAULT_COMPLETED_CONVERSATIONS;
    this.maxMessages = limits.messagesPerConversation ?? DEFAULT_MESSAGES_PER_CONVERSATION;
  }

  /** The user's open conversation (resumed), or a new one. */
  initiate(userId: string, customerName: string): { conversation: ChatConversation; resumed: boolean } {
    let latest: Thread | undefined;
    for (const thread of this.threads.values()) {
      if (thread.conversation.user_id === userId && thread.conversation.status === 'open') latest = thread;
    }
    if (latest) return { conversation: latest.conversation, resumed: true };
    const at = new Date(this.now()).toISOString();
    const conversation: ChatConversation = {
      id: this.makeId('conv'),
      user_id: userId,
      customer_name: customerName,
      status: 'open',
      created_at: at,
      updated_at: at,
      assigned_agent: null,
    };
    this.threads.set(conversation.id, { conversation, entries: [], byId: new Map() });
    this.owners.add(userId);
    return { conversation, resumed: false };
  }

  /** Whether `userId` has started any conversation (open or completed). */
  hasConversationOf(userId: string): boolean {
    return this.owners.has(userId);
  }

  /** The conversation, or undefined when there is none with this id. */
  find(conversationId: string): ChatConversation | undefined {
    return this.threads.get(conversationId)?.conversation;
  }

  /** The conversation, or a 404. */
  get(conversationId: string): ChatConversation {
    return this.thread(conversationId).conversation;
  }

  /** The open conversation, or a 404 (unknown) or 409 (completed). */
  getOpen(conversationId: string): ChatConversation {
    const conversation = this.get(conversationId);
    if (conversation.status !== 'open') throw conflict('Conversation is completed');
    return conversation;
  }

  /** Stores a message at the current time and answers it. */
  append(conversationId: string, draft: MessageDraft): ChatMessage {
    const thread = this.thread(conversationId);
    const time = this.now();
    const seq = ++this.seq;
    const message: ChatMessage = {
      id: this.makeId('msg'),
      conversation_id: conversationId,
      content: draft.content,
      content_type: draft.content_type,
      sender_id: draft.sender_id,
      sender_type: draft.sender_type,
      created_at: new Date(time).toISOString(),
      metadata: draft.metadata,
    };
    const entry: Entry = { message, time, seq };
    thread.entries.splice(upperBound(thread.entries, entry), 0, entry);
    thread.byId.set(message.id, entry);
    while (thread.entries.length > this.maxMessages) thread.byId.delete(thread.entries.shift()!.message.id);
    thread.conversation = { ...thread.conversation, updated_at: message.created_at };
    return message;
  }

  /** Up to `limit` messages older than the `before` cursor (or the newest), newest first. */
  page(conversationId: string, limit: number, before: string | null): MessagePage {
    const thread = this.thread(conversationId);
    let end = thread.entries.length;
    if (before !== null) {
      const cursor = thread.byId.get(before);
      if (!cursor) throw badRequest('before is not a cursor of this conversation');
      end = upperBound(thread.entries, cursor) - 1;
    }
    const start = Math.max(0, end - limit);
    const items = thread.entries
      .slice(start, end)
      .reverse()
      .map((entry) => entry.message);
    const oldest = items[items.length - 1];
    return { items, nextBefore: start > 0 && oldest ? oldest.id : null };
  }

  /** Marks the conversation as taken by a live agent. */
  assign(conversationId: string, agent: AssignedAgent): ChatConversation {
    const thread = this.thread(conversationId);
    thread.conversation = { ...thread.conversation, assigned_agent: agent };
    return thread.conversation;
  }

  /** Closes the conversation; the user's next initiate starts a new one. */
  complete(conversationId: string): ChatConversation {
    const thread = this.thread(conversationId);
    thread.conversation = {
      ...thread.conversation,
      status: 'completed',
      updated_at: new Date(this.now()).toISOString(),
    };
    this.completed.add(conversationId);
    for (const oldest of this.completed) {
      if (this.completed.size <= this.maxCompleted) break;
      this.completed.delete(oldest);
      this.threads.delete(oldest);
    }
    return thread.conversation;
  }

  /** Every conversation with its messages, oldest first, in the order they were started. */
  list(): ConversationWithMessages[] {
    return [...this.threads.values()].map((thread) => ({
      ...thread.conversation,
      messages: thread.entries.map((entry) => entry.message),
    }));
  }

  /** Forgets every conversation. */
  clear(): void {
    this.threads = new Map();
    this.completed = new Set();
    this.owners = new Set();
  }

  private thread(conversationId: string): Thread {
    const thread = this.threads.get(conversationId);
    if (!thread) throw notFound(`Conversation ${conversationId} was not found`);
    return thread;
  }
}
