import type { SocketStatus } from '../ports/socket.port';
import type { ChatConversation, ChatMessage } from './chat.model';

/** An item the assistant (or a product card in the chat) asks to put in the cart. */
export interface RequestedCartItem {
  readonly variantId: string;
  /** Defaults to 1. */
  readonly quantity?: number;
  readonly title?: string;
}

/** How a page of messages enters the list: all of them, older ones in front, or missed ones merged in. */
export type MessagesLoadMode = 'replace' | 'prepend' | 'merge';

export type ChatEvent =
  // Intents
  | { readonly type: 'chat/openRequested' }
  | { readonly type: 'chat/closeRequested' }
  /** The shopper sends typed text; blank text is ignored by the core as well as the UI. */
  | { readonly type: 'chat/sendRequested'; readonly payload: { readonly content: string } }
  /** The list was scrolled to the top: load the next older page. */
  | { readonly type: 'chat/olderMessagesRequested' }
  /** The shopper closes the chat's error message. */
  | { readonly type: 'chat/errorDismissRequested' }
  // Facts: connection
  | { readonly type: 'chat/socketStatusChanged'; readonly payload: { readonly status: SocketStatus } }
  /** The connection has stayed down long enough to tell the shopper. */
  | { readonly type: 'chat/reconnectingShown' }
  /** The panel opened before the shopper's identity (guest id or user) was known: the socket connects once it is. */
  | { readonly type: 'chat/socketConnectDeferred' }
  /**
   * The socket was asked to connect, with who is chatting. `joinOnConnect`: the conversation whose
   * room is to be joined, with a catch-up, once the socket is connected (null: none newly).
   */
  | { readonly type: 'chat/socketConnectStarted'; readonly payload: { readonly joinOnConnect: string | null } }
  /** `catchUp`: the room was (re)joined after time away, so what was missed is fetched. */
  | {
      readonly type: 'chat/roomJoined';
      readonly payload: { readonly conversationId: string; readonly catchUp: boolean };
    }
  | { readonly type: 'chat/roomLeft'; readonly payload: { readonly conversationId: string } }
  // Facts: conversation start
  | { readonly type: 'chat/initiateStarted' }
  | {
      readonly type: 'chat/initiated';
      readonly payload: { readonly conversation: ChatConversation; readonly resumed: boolean };
    }
  /** `message` is the catalogue text to show, `detail` why (for the log). */
  | {
      readonly type: 'chat/initiateFailed';
      readonly payload: { readonly status: number; readonly message: string; readonly detail?: string };
    }
  // Facts: messages
  | { readonly type: 'chat/messagePending'; readonly payload: { readonly message: ChatMessage } }
  | {
      readonly type: 'chat/messageSent';
      readonly payload: {
        readonly tempId: string;
        readonly userMessage: ChatMessage | null;
        readonly message: ChatMessage | null;
      };
    }
  | {
      readonly type: 'chat/sendFailed';
      /** `content` is the text to put back in the input (empty for voice); `message` is the error bar text. */
      readonly payload: {
        readonly tempId: string;
        readonly content: string;
        readonly status: number;
        readonly message: string;
      };
    }
  /** 409 or 404 on send: the conversation is over. */
  | {
      readonly type: 'chat/closedByServer';
      /** `conversationId`: the conversation the send went to; when given, only that conversation is reset. */
      readonly payload: {
        readonly tempId: string;
        readonly content: string;
        readonly status: number;
        readonly conversationId?: string;
      };
    }
  | { readonly type: 'chat/messageReceived'; readonly payload: { readonly message: ChatMessage } }
  | {
      readonly type: 'chat/messagesLoadStarted';
      readonly payload: {
        readonly conversationId: string;
        readonly mode: MessagesLoadMode;
        readonly before: string | null;
      };
    }
  | {
      readonly type: 'chat/messagesLoaded';
      /**
       * `messages` oldest first. `nextBefore` is the cursor of the next older page, null when there
       * is none (the server said so, or the page was short); a 'merge' leaves the cursor alone.
       * `syncedThrough`: set when the list now holds everything up to this message (the newest
       * page, or the page that closes a catch-up).
       */
      readonly payload: {
        readonly conversationId: string;
        readonly mode: MessagesLoadMode;
        readonly messages: readonly ChatMessage[];
        readonly nextBefore: string | null;
        readonly syncedThrough?: string;
      };
    }
  /** `message` is the catalogue text to show. */
  | {
      readonly type: 'chat/messagesLoadFailed';
      readonly payload: {
        readonly conversationId: string;
        readonly mode: MessagesLoadMode;
        readonly status: number;
        readonly message: string;
      };
    }
  | {
      readonly type: 'chat/typingChanged';
      readonly payload: { readonly conversationId: string; readonly isTyping: boolean };
    }
  | { readonly type: 'chat/conversationCompleted'; readonly payload: { readonly conversationId: string } }
  /** A server value that is not a message was left out (the chat carries on without it). */
  | {
      readonly type: 'chat/messageDropped';
      readonly payload: { readonly origin: 'socket' | 'send' | 'history'; readonly reason: string };
    }
  /** 100 ms after a send settles or a message arrives: the list should show its end. */
  | { readonly type: 'chat/scrollToBottomDue' }
  /** A newly arrived assistant message names items to add to the cart. */
  | {
      readonly type: 'chat/assistantItemsNamed';
      readonly payload: { readonly messageId: string; readonly items: readonly RequestedCartItem[] };
    };
