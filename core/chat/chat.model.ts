import { emptyMessageList, type MessageList } from './message-list.model';

export type ChatContentType = 'text' | 'audio';

/** A cart line the assistant asks to add, as the chat API sends it. */
export interface AiResponseItem {
  readonly variant_id: string;
  /** Defaults to 1. */
  readonly quantity: number;
  readonly title: string;
}

/** A link offered under an assistant's answer: `path` is a page of this store, opened in the app. */
export interface ChatLinkAction {
  readonly type: 'link';
  readonly label: string;
  readonly path: string;
}

export interface ChatMessageMetadata {
  readonly sender?: { readonly name?: string };
  readonly transcription?: { readonly transcript?: string };
  /** `variant_id`: the variant of the (first) handle the answer means; its card shows and adds that one. */
  readonly ai_response?: {
    readonly handle?: string | readonly string[];
    readonly variant_id?: string;
    readonly items?: readonly AiResponseItem[];
  };
  /** Links the assistant offers ('Go to checkout'); only store paths are kept. */
  readonly actions?: readonly ChatLinkAction[];
}

export interface ChatMessage {
  readonly id: string;
  readonly conversation_id: string;
  readonly content: string;
  readonly content_type: ChatContentType;
  readonly sender_id: string;
  readonly sender_type: string;
  readonly created_at: string;
  readonly metadata?: ChatMessageMetadata;
}

export interface ChatConversation {
  readonly id: string;
}

export interface ChatState {
  readonly isOpen: boolean;
  readonly conversation: ChatConversation | null;
  /** The conversation's messages, oldest first (read them through the chat selectors). */
  readonly messages: MessageList;
  readonly isInitiating: boolean;
  readonly isSendingMessage: boolean;
  readonly isLoadingMessages: boolean;
  readonly isUploadingAudio: boolean;
  readonly isTyping: boolean;
  readonly error: string | null;
  readonly hasMoreMessages: boolean;
  /** Cursor for the next page of older messages. */
  readonly nextBefore: string | null;
  /**
   * The id of the newest message up to which the list holds everything the server has (from its
   * oldest message on), as a history page or a closed catch-up proved; null when unknown.
   */
  readonly syncedThrough: string | null;
  readonly language: string;
  /**
   * The conversation an agent completed, kept readable (marked closed) above the welcome view
   * until the shopper starts a new one. Not persisted.
   */
  readonly closedTranscript: readonly ChatMessage[] | null;
}

export { TEMP_MESSAGE_PREFIX } from './message-list.model';

/**
 * What the chat needs only while the page is open (never persisted): the text to put back in the
 * input after a failed send, the connection, and requests to the message list.
 */
export interface ChatSessionState {
  /** The text of the last failed send; `count` grows with every failure so a repeat is noticed. */
  readonly inputRestore: { readonly text: string; readonly count: number };
  readonly connection: 'disconnected' | 'connecting' | 'connected';
  /** 'Reconnecting...' shows: the connection has been down for a few seconds while the panel is open. */
  readonly reconnecting: boolean;
  /** Grows with every `chat/scrollToBottomDue`. */
  readonly scrollToBottomCount: number;
  /** The socket's room, as the connection epic joins and leaves it. */
  readonly socket: ChatSocketState;
  /**
   * How many newest-page loads have started ('chat/messagesLoadStarted' in mode 'replace'): only the latest one's
   * answer sets the cursor.
   */
  readonly newestPageLoads: number;
}

/** What the chat's connection epic needs to remember between events, as facts have set it. */
export interface ChatSocketState {
  /** The conversation whose room is joined ('chat/roomJoined' until 'chat/roomLeft'). */
  readonly room: string | null;
  /** The conversation to join, with a catch-up, once the socket is connected. */
  readonly joinOnConnect: string | null;
  /** The panel opened before the shopper's identity was known: the socket connects once it is. */
  readonly awaitingIdentity: boolean;
  /** How many times the socket has connected on this page: from the second on, the room is joined again. */
  readonly connections: number;
}

const DEFAULT_CHAT_LANGUAGE = 'hi';

export const initialChatState: ChatState = {
  isOpen: false,
  conversation: null,
  messages: emptyMessageList,
  isInitiating: false,
  isSendingMessage: false,
  isLoadingMessages: false,
  isUploadingAudio: false,
  isTyping: false,
  error: null,
  hasMoreMessages: true,
  nextBefore: null,
  syncedThrough: null,
  language: DEFAULT_CHAT_LANGUAGE,
  closedTranscript: null,
};

export const initialChatSessionState: ChatSessionState = {
  inputRestore: { text: '', count: 0 },
  connection: 'disconnected',
  reconnecting: false,
  scrollToBottomCount: 0,
  socket: { room: null, joinOnConnect: null, awaitingIdentity: false, connections: 0 },
  newestPageLoads: 0,
};
