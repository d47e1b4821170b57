import type { Namespace, Server as SocketServer, Socket } from 'socket.io';
import type { ChatMessage } from './chat.model';

/** The socket.io namespace of the chat service. */
const CHAT_NAMESPACE = '/chats';

/** The room of one conversation's listeners. */
const roomOf = (conversationId: string) => `convo:${conversationId}`;

/** What the server pushes to a conversation's room. */
interface ChatServerEvents {
  'message:new': (payload: { message: ChatMessage }) => void;
  'convo:completed': (payload: { conversationId: string }) => void;
  typing: (payload: { conversationId: string; isTyping: boolean }) => void;
}

type Ack = (answer: { ok: boolean; error?: string }) => void;

/** What a client may send. An acknowledgement callback is optional. */
interface ChatClientEvents {
  'convo:join': (conversationId: unknown, ack?: Ack) => void;
  'convo:leave': (conversationId: unknown, ack?: Ack) => void;
}

/** Who is connected, from the handshake query, and which rooms the handshake's credentials open. */
interface ChatSocketData {
  userId: string;
  role: string;
  customerName: string;
  mayJoin: (conversationId: string) => boolean;
}

/**
 * Decides, at the handshake, which conversations a socket may join: from its user id and the
 * handshake's Cookie header. The default lets every socket join every room.
 */
export type RoomAdmission = (userId: string, cookie: string | undefined) => (conversationId: string) => boolean;

type ChatNamespace = Namespace<ChatClientEvents, ChatServerEvents, Record<string, never>, ChatSocketData>;
type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, ChatSocketData>;

function queryValue(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

function validConversationId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

/**
 * The realtime side of the chat: namespace `/chats`, a handshake that needs `userId`,
 * `convo:join` (for the rooms its {@link RoomAdmission} allows) and `convo:leave` for rooms
 * `convo:{id}`, and pushes to a conversation's room.
 * Pushes before a server is attached are dropped.
 */
export class ChatRooms {
  private namespace: ChatNamespace | null = null;

  constructor(private readonly admit: RoomAdmission = () => () => true) {}

  /** Listens on the `/chats` namespace of `io`. */
  attach(io: SocketServer): void {
    const namespace = io.of(CHAT_NAMESPACE) as unknown as ChatNamespace;
    namespace.use((socket, next) => {
      const userId = queryValue(socket.handshake.query['userId']);
      if (!userId) {
        next(new Error('userId is required'));
        return;
      }
      socket.data = {
        userId,
        role: queryValue(socket.handshake.query['role']) || 'customer',
        customerName: queryValue(socket.handshake.query['customerName']),
        mayJoin: this.admit(userId, socket.handshake.headers.cookie),
      };
      next();
    });
    namespace.on('connection', (socket) => this.listen(socket));
    this.namespace = namespace;
  }

  /** Pushes a stored message to its conversation's room. */
  message(message: ChatMessage): void {
    this.namespace?.to(roomOf(message.conversation_id)).emit('message:new', { message });
  }

  /** Tells the room that a reply is (or is no longer) being written. */
  typing(conversationId: string, isTyping: boolean): void {
    this.namespace?.to(roomOf(conversationId)).emit('typing', { conversationId, isTyping });
  }

  /** Tells the room that the conversation was completed. */
  completed(conversationId: string): void {
    this.namespace?.to(roomOf(conversationId)).emit('convo:completed', { conversationId });
  }

  private listen(socket: ChatSocket): void {
    /** A handler that checks the conversation id, changes the socket's rooms, then acknowledges. */
    const roomChange =
      (change: (room: string) => Promise<void> | void) =>
      (conversationId: unknown, ack?: Ack): void => {
        const answer: Ack = typeof ack === 'function' ? ack : () => {};
        if (!validConversationId(conversationId)) {
          answer({ ok: false, error: 'conversationId must be a string' });
          return;
        }
        void Promise.resolve(change(roomOf(conversationId))).then(() => answer({ ok: true }));
      };
    socket.on('convo:join', (conversationId: unknown, ack?: Ack) => {
      if (validConversationId(conversationId) && !socket.data.mayJoin(conversationId)) {
        if (typeof ack === 'function') ack({ ok: false, error: 'not allowed to join this conversation' });
        return;
      }
      roomChange((room) => socket.join(room))(conversationId, ack);
    });
    socket.on(
      'convo:leave',
      roomChange((room) => socket.leave(room)),
    );
  }
}
