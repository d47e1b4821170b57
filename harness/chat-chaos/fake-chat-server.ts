import type { ChatMessage } from '../../core/chat/chat.model';
import type { HttpResponse, ServerSocketMessage } from '../../core/ports';
import type { PendingRequest } from '../fakes';
import type { InstantSocketPort } from '../fakes/instant-socket.port';
import type { VirtualClock } from '../fakes/virtual-clock';

/** A seeded pseudo-random source (mulberry32): the same seed gives the same choices. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the server does with a send: store it and answer, answer late, never answer (a proxy holding
 * the connection), fail, garble the answer (a proxy that answered for it, which may or may not have
 * passed the send on), or find the chat closed.
 */
export type SendFate = 'ok' | 'slow' | 'hang' | 'error' | 'noAnswer' | 'empty' | 'nonJson' | 'closed';
const SEND_FATES: readonly SendFate[] = [
  'ok',
  'ok',
  'ok',
  'ok',
  'slow',
  'hang',
  'error',
  'noAnswer',
  'empty',
  'nonJson',
  'closed',
];

/** The client the server talks to: a page's clock and socket (a reload brings new ones). */
export interface ChatClient {
  readonly clock: VirtualClock;
  readonly socket: InstantSocketPort;
}

interface Conversation {
  readonly messages: ChatMessage[];
  closed: boolean;
}

const PAGE = /\/chats\/([^/]+)\/messages$/;

/**
 * The chat service as the property test needs it: conversations held in memory, history pages with
 * `before` cursors, sends stored and answered, and every stored message pushed to the client's room.
 * While `chaos` is on, a seeded random source decides the latency of each answer (slow enough, at
 * times, to time out), the fate of each send ({@link SendFate}) and how pushes arrive: shuffled,
 * duplicated and late, in order on one connection and lost with it, as socket.io delivers them.
 */
export class FakeChatServer {
  chaos = true;
  client!: ChatClient;
  private readonly conversations = new Map<string, Conversation>();
  private open: string | null = null;
  private seq = 0;
  private lastAt = 0;
  /** When the last push on the current connection arrives, so pushes keep their order. */
  private lastPushAt = 0;

  constructor(
    private readonly random: () => number,
    private readonly userId: string,
  ) {}

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  private latency(max = 3000): number {
    return this.chaos ? Math.floor(this.random() * max) : 0;
  }

  /** Whether the server holds a message with this id. */
  stored(id: string): boolean {
    for (const conversation of this.conversations.values())
      if (conversation.messages.some((message) => message.id === id)) return true;
    return false;
  }

  /** Every message of a conversation, oldest first (the empty list for none). */
  messages(conversationId: string | null): readonly ChatMessage[] {
    return (conversationId && this.conversations.get(conversationId)?.messages) || [];
  }

  /** Stores a message in the open conversation (one is started for an agent who writes first) and pushes it. */
  write(
    senderType: 'agent' | 'assistant' | 'customer',
    content: string,
    conversationId = this.open,
  ): ChatMessage | null {
    if (conversationId === null) return null;
    const conversation = this.conversations.get(conversationId)!;
    this.lastAt = Math.max(this.client.clock.now(), this.lastAt + 1);
    const id = `msg_${String(++this.seq).padStart(6, '0')}`;
    const message: ChatMessage = {
      id,
      conversation_id: conversationId,
      content,
      content_type: 'text',
      sender_id: senderType === 'customer' ? this.userId : `${senderType}_1`,
      sender_type: senderType,
      created_at: new Date(this.lastAt).toISOString(),
    };
    conversation.messages.push(message);
    return message;
  }

  /**
   * Agents answer in the open conversation, once the customer has written in it: `count` messages, pushed to the
   * client.
   */
  agentsWrite(count: number): void {
    if (this.messages(this.open).length === 0) return;
    const written = Array.from({ length: count }, (_, i) => this.write('agent', `Agent note ${i}`)).filter(
      (m): m is ChatMessage => m !== null,
    );
    this.push(written);
  }

  /**
   * Pushes messages to the client's room: in chaos, shuffled, some twice, all late by up to 3 s, in order on the
   * connection.
   */
  push(messages: readonly ChatMessage[]): void {
    const { socket, clock } = this.client;
    const batch = [...messages];
    if (this.chaos) {
      for (let i = batch.length - 1; i > 0; i--) {
        const j = Math.floor(this.random() * (i + 1));
        [batch[i], batch[j]] = [batch[j]!, batch[i]!];
      }
      for (const message of messages) if (this.random() < 0.2) batch.push(message);
    }
    const connection = socket.connectionId;
    for (const message of batch) {
      if (!socket.rooms.has(message.conversation_id)) continue;
      const push: ServerSocketMessage = { event: 'message:new', payload: { message } };
      this.lastPushAt = Math.max(clock.now() + this.latency(), this.lastPushAt);
      clock.scheduler.schedule(() => socket.deliver(push, connection), this.lastPushAt - clock.now());
    }
  }

  /** A new connection starts with nothing in flight. */
  connectionChanged(): void {
    this.lastPushAt = 0;
  }

  /** The agent ends the open conversation: further sends to it are answered 409. */
  closeOpen(): void {
    if (this.open) this.conversations.get(this.open)!.closed = true;
    this.open = null;
  }

  /** Answers a request the client made, after a latency chosen now, which it returns (Infinity: never). */
  answer(pending: PendingRequest): number {
    const { method, url, body } = pending.request;
    const path = new URL(url).pathname;
    const reply = (response: HttpResponse, latency = this.latency()) => {
      pending.respond(response, latency);
      return latency;
    };
    if (method === 'POST' && path.endsWith('/chats/initiate')) {
      const resumed = this.open !== null;
      if (!resumed) {
        this.open = `conv_${this.conversations.size + 1}`;
        this.conversations.set(this.open, { messages: [], closed: false });
      }
      return reply({ status: 200, body: { conversation: { id: this.open }, resumed } });
    }
    const match = PAGE.exec(path);
    const conversation = match ? this.conversations.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !conversation) return reply({ status: 404, body: { message: 'Not found' } });
    if (method === 'GET') {
      return this.chaos && this.random() < 0.05
        ? Infinity
        : reply({ status: 200, body: this.page(conversation, new URL(url).searchParams) });
    }
    if (conversation.closed) return reply({ status: 409, body: { message: 'Conversation closed' } });
    const fate: SendFate = this.chaos ? this.pick(SEND_FATES) : 'ok';
    if (fate === 'hang') return Infinity;
    if (fate === 'error') return reply({ status: 500, body: { message: 'boom' } });
    if (fate === 'noAnswer') return reply({ status: 0, body: { message: 'Network request failed' } });
    if (fate === 'closed') {
      this.closeOpen();
      return reply({ status: 409, body: { message: 'Conversation closed' } });
    }
    if ((fate === 'empty' || fate === 'nonJson') && this.random() < 0.5) {
      return reply({ status: 200, body: fate === 'empty' ? {} : { nonJson: '<html>OK</html>' } });
    }
    const conversationId = decodeURIComponent(match[1]!);
    const userMessage = this.write('customer', String((body as { content?: unknown }).content), conversationId)!;
    const message = this.random() < 0.7 ? this.write('assistant', `Reply to ${userMessage.id}`, conversationId) : null;
    this.push(message ? [userMessage, message] : [userMessage]);
    if (fate === 'empty') return reply({ status: 200, body: {} });
    if (fate === 'nonJson') return reply({ status: 200, body: { nonJson: '<html>OK</html>' } });
    return reply(
      { status: 200, body: { userMessage, message } },
      fate === 'slow' ? 20_000 + this.latency(20_000) : this.latency(),
    );
  }

  /** A history page: newest first, `limit` of them before the cursor (a message id), and the cursor of the next. */
  private page(conversation: Conversation, query: URLSearchParams): unknown {
    const limit = Number(query.get('limit'));
    const before = query.get('before');
    const end =
      before === null
        ? conversation.messages.length
        : conversation.messages.findIndex((message) => message.id === before);
    const start = Math.max(0, end - limit);
    const items = conversation.messages.slice(start, end).reverse();
    return { items, nextBefore: start > 0 ? conversation.messages[start]!.id : null };
  }
}
