import type { Server as SocketServer } from 'socket.io';
import type { BackendContext, BackendModule } from '../backend-module';
import type { Catalog } from '../catalog/catalog.model';
import { badRequest } from '../http/http-error';
import type { RequestContext, Router } from '../http/router';
import { Fields } from '../http/validate';
import { AGENT_CONSOLE_CSP, AGENT_CONSOLE_HTML } from './agent-console.page';
import { answer, type CartLine } from './assistant';
import type { ChatMessage, ContentType, MessageMetadata } from './chat.model';
import { accessTokenCookie, ChatAccess } from './chat-access';
import { ChatRooms } from './chat-rooms';
import { ConversationStore, type ConversationStoreLimits } from './conversation-store';
import { replyLanguage, supportReply } from './support-replies';

/** Where the chat API lives. */
const CHAT_API_PREFIX = '/api/v1/chats';
/** Longest message text accepted. */
const MAX_CONTENT_LENGTH = 4000;
/** History page size when the request names none. */
const DEFAULT_PAGE_SIZE = 50;
/** Largest history page a request may ask for. */
const MAX_PAGE_SIZE = 100;
/** How long the assistant "types" before it answers, by default. */
const DEFAULT_REPLY_DELAY_MS = 600;
/** The live agent's name when the control API is not given one. */
const DEFAULT_AGENT_NAME = 'Priya';

const ASSISTANT_NAME = 'Assistant';
const SYSTEM_NAME = 'Support';

/** Options of the chat module. */
export interface ChatModuleOptions {
  /** Real milliseconds between the typing signal and the assistant's reply (default 600; 0 in tests). */
  readonly replyDelayMs?: number;
  /** The customer an access token belongs to (the auth module's); without it no customer id may chat. */
  readonly customerIdFor?: (token: string | null) => string | null;
  /** How much the conversation store keeps (its defaults unless given). */
  readonly limits?: ConversationStoreLimits;
}

/** The part of a send-message body the reply depends on. */
interface Incoming {
  readonly content: string;
  readonly contentType: ContentType;
  readonly processWithAI: boolean;
  readonly language: string;
  readonly transcript: string | undefined;
  readonly cartItems: readonly CartLine[];
}

function cartLines(raw: readonly unknown[]): CartLine[] {
  return raw.map((item, index) => {
    const fields = new Fields(item, `cartItems[${index}]`);
    const id = fields.raw('id');
    if (typeof id !== 'string' && typeof id !== 'number') throw badRequest(`cartItems[${index}].id is required`);
    const quantity = fields.raw('quantity');
    const price = fields.raw('price');
    return {
      id: String(id),
      name: fields.text('name', 500),
      quantity: typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
      price: typeof price === 'number' && Number.isFinite(price) ? price : null,
    };
  });
}

function parseLimit(url: URL): number {
  const raw = url.searchParams.get('limit');
  if (raw === null || raw === '') return DEFAULT_PAGE_SIZE;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw badRequest(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  return limit;
}

/**
 * The assistant's "typing" pauses, which end early (resolve at once) when a live agent takes over,
 * the conversation is completed or the backend is reset. Their timers never keep the process alive.
 */
class ReplyPauses {
  private readonly waiting = new Map<string, Set<() => void>>();

  wait(conversationId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const pauses = this.waiting.get(conversationId) ?? new Set<() => void>();
      this.waiting.set(conversationId, pauses);
      const end = () => {
        clearTimeout(timer);
        pauses.delete(end);
        if (pauses.size === 0) this.waiting.delete(conversationId);
        resolve();
      };
      const timer = setTimeout(end, ms);
      timer.unref();
      pauses.add(end);
    });
  }

  /** Ends the pauses of one conversation, or of every one. */
  end(conversationId?: string): void {
    const ids = conversationId === undefined ? [...this.waiting.keys()] : [conversationId];
    for (const id of ids) for (const end of [...(this.waiting.get(id) ?? [])]) end();
  }
}

function agentSenderId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `agent_${slug || 'live'}`;
}

/**
 * The chat service: conversations and messages over HTTP under `/api/v1/chats`, realtime pushes
 * on socket.io namespace `/chats`, the deterministic assistant, the agent console at
 * `/__local/agent`, and control routes to answer as a live agent and to complete a conversation.
 */
export function createChatModule(
  context: BackendContext,
  catalog: Catalog,
  options: ChatModuleOptions = {},
): BackendModule {
  const replyDelayMs = options.replyDelayMs ?? DEFAULT_REPLY_DELAY_MS;
  const store = new ConversationStore(() => context.now(), undefined, options.limits);
  const access = new ChatAccess(options.customerIdFor ?? (() => null));
  const rooms = new ChatRooms((userId, cookie) => {
    const proven = access.proves(userId, { token: accessTokenCookie(cookie), cookie });
    // A guest's socket opened before its first conversation (the panel opens before the first
    // message) has no cookie yet; the id is random, so only its own browser can know it by then.
    const claimed = access.isGuest(userId) && !store.hasConversationOf(userId);
    return (conversationId) => store.find(conversationId)?.user_id === userId && (proven || claimed);
  });
  const credentials = (ctx: RequestContext) => ({ token: ctx.bearer, cookie: ctx.req.headers.cookie });
  /** The conversation, once the request has proven it acts for its owner (404, 401 or 403 otherwise). */
  const owned = (ctx: RequestContext, conversationId: string) => {
    const conversation = store.get(conversationId);
    access.require(conversation.user_id, credentials(ctx));
    return conversation;
  };
  const pauses = new ReplyPauses();

  const publish = (message: ChatMessage): ChatMessage => {
    rooms.message(message);
    return message;
  };

  const postSystem = (conversationId: string, content: string): ChatMessage =>
    publish(
      store.append(conversationId, {
        content,
        content_type: 'text',
        sender_id: 'system',
        sender_type: 'system',
        metadata: { sender: { name: SYSTEM_NAME } },
      }),
    );

  const stillAutomated = (conversationId: string): boolean => {
    const current = store.find(conversationId);
    return current !== undefined && current.status === 'open' && current.assigned_agent === null;
  };

  async function reply(conversationId: string, incoming: Incoming): Promise<ChatMessage | null> {
    const conversation = store.get(conversationId);
    if (conversation.assigned_agent !== null) return null;
    const understood = incoming.contentType === 'text' ? incoming.content : incoming.transcript;
    const language = replyLanguage(incoming.language, understood ?? '');
    if (!incoming.processWithAI || !understood)
      return postSystem(conversationId, supportReply(language, context.now()));
    rooms.typing(conversationId, true);
    if (replyDelayMs > 0) await pauses.wait(conversationId, replyDelayMs);
    if (!stillAutomated(conversationId)) {
      rooms.typing(conversationId, false);
      return null;
    }
    const result = answer(catalog, {
      text: understood,
      language: incoming.language,
      now: context.now(),
      cartItems: incoming.cartItems,
      guest: access.isGuest(conversation.user_id),
    });
    const metadata: MessageMetadata = {
      sender: { name: ASSISTANT_NAME },
      ...(result.aiResponse ? { ai_response: result.aiResponse } : {}),
      ...(result.actions ? { actions: result.actions } : {}),
    };
    const message = store.append(conversationId, {
      content: result.content,
      content_type: 'text',
      sender_id: 'assistant',
      sender_type: 'assistant',
      metadata,
    });
    rooms.typing(conversationId, false);
    return publish(message);
  }

  async function sendMessage(ctx: RequestContext) {
    const conversationId = ctx.params['conversationId'] ?? '';
    owned(ctx, conversationId);
    store.getOpen(conversationId); // 404/409 before the body is read; checked again once it has arrived
    const fields = new Fields(await ctx.json());
    const content = fields.string('content', { maxLength: MAX_CONTENT_LENGTH });
    const contentType = fields.oneOf('contentType', ['text', 'audio'] as const, 'text');
    if (contentType === 'audio' && !/^https?:\/\/\S+$/i.test(content.trim()))
      throw badRequest('content of an audio message must be the file URL');
    const senderId = fields.string('senderId', { maxLength: 200 });
    fields.oneOf('senderType', ['customer'] as const, 'customer');
    const processWithAI = fields.boolean('processWithAI', false);
    const language = fields.text('language', 16) || 'hi';
    const transcript = fields.text('transcript', MAX_CONTENT_LENGTH) || undefined;
    const cartItems = cartLines(fields.array('cartItems', { optional: true, maxLength: 500 }));
    fields.array('previousItems', { optional: true, maxLength: 500 });
    const conversation = store.getOpen(conversationId);
    const metadata: MessageMetadata = transcript
      ? { sender: { name: conversation.customer_name }, transcription: { transcript } }
      : { sender: { name: conversation.customer_name } };
    const userMessage = publish(
      store.append(conversationId, {
        content: contentType === 'audio' ? content.trim() : content,
        content_type: contentType,
        sender_id: senderId,
        sender_type: 'customer',
        metadata,
      }),
    );
    const message = await reply(conversationId, {
      content,
      contentType,
      processWithAI,
      language,
      transcript,
      cartItems,
    });
    return { body: { userMessage, message } };
  }

  return {
    name: 'chat',

    routes(router: Router) {
      router.post(`${CHAT_API_PREFIX}/initiate`, async (ctx) => {
        const fields = new Fields(await ctx.json());
        const userId = fields.string('userId', { maxLength: 200 });
        fields.oneOf('role', ['customer'] as const, 'customer');
        const fullName = [fields.text('firstName', 100), fields.text('lastName', 100)].filter(Boolean).join(' ');
        const customerName = fields.text('customerName', 200) || fullName || 'Guest';
        const guest = access.isGuest(userId);
        if (!guest || store.hasConversationOf(userId)) access.require(userId, credentials(ctx));
        const { conversation, resumed } = store.initiate(userId, customerName);
        if (!resumed) context.log(`chat: ${customerName} (${userId}) started ${conversation.id}`);
        return {
          body: { conversation, resumed },
          ...(guest ? { headers: { 'set-cookie': access.guestCookie(userId) } } : {}),
        };
      });

      router.get(`${CHAT_API_PREFIX}/:conversationId/messages`, (ctx) => {
        const conversationId = ctx.params['conversationId'] ?? '';
        owned(ctx, conversationId);
        const before = ctx.url.searchParams.get('before') || null;
        return { body: store.page(conversationId, parseLimit(ctx.url), before) };
      });

      router.post(`${CHAT_API_PREFIX}/:conversationId/messages`, sendMessage);
    },

    attachSocket(io: SocketServer) {
      rooms.attach(io);
    },

    reset() {
      store.clear();
      pauses.end();
    },

    controlRoutes(router: Router) {
      router.get('/__local/agent', () => ({
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': AGENT_CONSOLE_CSP,
        },
        raw: AGENT_CONSOLE_HTML,
      }));

      router.get('/__local/chats', () => ({ body: { conversations: store.list() } }));

      router.post('/__local/chats/:conversationId/agent-message', async (ctx) => {
        const conversationId = ctx.params['conversationId'] ?? '';
        store.getOpen(conversationId); // 404/409 before the body is read
        const fields = new Fields(await ctx.json());
        const content = fields.string('content', { maxLength: MAX_CONTENT_LENGTH });
        const agentName = fields.text('agentName', 60) || DEFAULT_AGENT_NAME;
        store.getOpen(conversationId); // it may have been completed while the body arrived
        store.assign(conversationId, { name: agentName });
        pauses.end(conversationId);
        const message = publish(
          store.append(conversationId, {
            content,
            content_type: 'text',
            sender_id: agentSenderId(agentName),
            sender_type: 'agent',
            metadata: { sender: { name: agentName } },
          }),
        );
        return { body: { message } };
      });

      router.post('/__local/chats/:conversationId/complete', (ctx) => {
        const conversationId = ctx.params['conversationId'] ?? '';
        const before = store.get(conversationId);
        if (before.status === 'completed') return { body: { conversation: before } };
        const conversation = store.complete(conversationId);
        pauses.end(conversationId);
        rooms.completed(conversationId);
        context.log(`chat: ${conversationId} completed`);
        return { body: { conversation } };
      });
    },
  };
}
