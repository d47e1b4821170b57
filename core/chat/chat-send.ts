import { map, type Observable } from 'rxjs';
import type { CoreDependencies } from '../epic';
import type { Event } from '../events';
import { errorMessage, isOk } from '../http/api-client';
import type { RootState } from '../root.reducer';
import { isJsonObject } from '../json';
import { parseChatMessage } from './chat-message';
import type { ChatContentType, ChatMessage } from './chat.model';
import { messageAt, type MessageList } from './message-list';

/** The name a guest chats under. */
const GUEST_CUSTOMER_NAME = 'Guest';

/** A cart line as the send-message payload carries it. */
export interface SendCartItem {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: number;
}

/** The body of POST {chatApi}/chats/{conversationId}/messages (SPEC §3 Send-message payload). */
export interface SendMessagePayload {
  readonly conversationId: string;
  readonly content: string;
  readonly senderId: string;
  readonly senderType: 'customer';
  readonly contentType: ChatContentType;
  readonly processWithAI: boolean;
  readonly language: string;
  readonly cartItems: readonly SendCartItem[];
  readonly previousItems: readonly unknown[];
}

export interface SendInput {
  readonly conversationId: string;
  readonly content: string;
  readonly contentType: ChatContentType;
  /** Defaults to an empty list (what voice notes send). */
  readonly previousItems?: readonly unknown[];
}

/** Who is chatting: the logged-in user's id, else the guest id ('' before either is known). */
export function chatUserId(state: RootState): string {
  return state.user.id ?? state.user.userData?.id ?? state.identity.guestId ?? '';
}

/** The name the shopper chats under: the logged-in user's name, else 'Guest'. */
export function chatCustomerName(state: RootState): string {
  const data = state.user.isLoggedIn ? state.user.userData : null;
  const name = (data?.name || data?.first_name || '').trim();
  return name || GUEST_CUSTOMER_NAME;
}

/** SPEC §5: the first word is firstName, the rest lastName. */
export function splitCustomerName(name: string): { readonly firstName: string; readonly lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

/** Whether a live agent has written in the conversation shown (then the assistant stays quiet). */
function agentHasJoined(messages: MessageList): boolean {
  for (let i = messages.length - 1; i >= 0; i--) if (messageAt(messages, i)!.sender_type === 'agent') return true;
  return false;
}

/**
 * The send-message payload: sender from the user or guest id, processWithAI true unless a live
 * agent has written in the conversation, the chat language, the cart lines (quantity 1 when
 * missing) and `previousItems` (empty unless given).
 */
export function buildSendPayload(state: RootState, input: SendInput): SendMessagePayload {
  return {
    conversationId: input.conversationId,
    content: input.content,
    senderId: chatUserId(state),
    senderType: 'customer',
    contentType: input.contentType,
    processWithAI: !agentHasJoined(state.chat.messages),
    language: state.chat.language,
    cartItems: state.cart.cartItems.map((item) => ({
      id: item.id,
      name: item.title,
      quantity: Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 1,
      price: item.price,
    })),
    previousItems: input.previousItems ?? [],
  };
}

/**
 * The message shown at once while a send is in flight; `id` should come from `ports.ids.tempId()`
 * (it starts with 'temp_') and `at` from `ports.clock.now()`.
 */
export function tempMessage(
  state: RootState,
  id: string,
  input: { readonly content: string; readonly contentType: ChatContentType; readonly at: number },
): ChatMessage {
  const name = chatCustomerName(state);
  return {
    id,
    conversation_id: state.chat.conversation?.id ?? '',
    content: input.content,
    content_type: input.contentType,
    sender_id: chatUserId(state),
    sender_type: 'customer',
    created_at: new Date(input.at).toISOString(),
    metadata: { sender: { name } },
  };
}

/**
 * A send answer read: the stored customer message, the reply (null when absent or malformed) and why a value was left
 * out.
 */
export interface SendResponse {
  readonly userMessage: ChatMessage;
  readonly message: ChatMessage | null;
  /** Why a present reply was not a message. */
  readonly dropped: readonly string[];
}

/**
 * Reads the body of a successful send. Only an answer with a stored `userMessage` settles a send:
 * anything else (not an object, `{}`, a non-JSON page, a malformed userMessage) is null.
 */
export function readSendResponse(body: unknown): SendResponse | null {
  if (!isJsonObject(body)) return null;
  const userMessage = parseChatMessage(body['userMessage']);
  if (!userMessage.ok) return null;
  const reply = body['message'];
  if (reply === undefined || reply === null) return { userMessage: userMessage.message, message: null, dropped: [] };
  const parsed = parseChatMessage(reply);
  return parsed.ok
    ? { userMessage: userMessage.message, message: parsed.message, dropped: [] }
    : { userMessage: userMessage.message, message: null, dropped: [`message: ${parsed.reason}`] };
}

/** How a send ended. `closed` is 409 or 404: the conversation is over. */
export type SendOutcome =
  | ({ readonly kind: 'sent' } & SendResponse)
  | { readonly kind: 'closed'; readonly status: number }
  | { readonly kind: 'failed'; readonly status: number; readonly message: string };

/** POSTs a payload to the conversation's messages; never errors. */
export function postChatMessage(deps: CoreDependencies, payload: SendMessagePayload): Observable<SendOutcome> {
  const url = `${deps.endpoints.chatApi}/chats/${encodeURIComponent(payload.conversationId)}/messages`;
  return deps.api.post(url, payload).pipe(
    map((response): SendOutcome => {
      if (response.status === 409 || response.status === 404) return { kind: 'closed', status: response.status };
      const read = isOk(response) ? readSendResponse(response.body) : null;
      if (read) return { kind: 'sent', ...read };
      const detail =
        errorMessage(response) ??
        (isOk(response) ? 'the send answer has no stored userMessage' : `HTTP ${response.status}`);
      return { kind: 'failed', status: response.status, message: detail };
    }),
  );
}

/** The send a settled outcome belongs to. */
export interface SettledSend {
  readonly tempId: string;
  /** The text to give back to the input on failure ('' for a voice note). */
  readonly content: string;
  readonly conversationId: string;
  /** The error bar text for a failure other than a closed chat. */
  readonly failedMessage: string;
}

/**
 * The chat facts of a settled send, for text and voice alike: 'chat/messageSent' (after a
 * 'chat/messageDropped' for each malformed message in the answer), 'chat/closedByServer' on 409
 * or 404, or 'chat/sendFailed' with `failedMessage`.
 */
export function settledSendEvents(outcome: SendOutcome, send: SettledSend): Event[] {
  const { tempId, content, conversationId } = send;
  switch (outcome.kind) {
    case 'sent':
      return [
        ...outcome.dropped.map((reason): Event => ({
          type: 'chat/messageDropped',
          payload: { origin: 'send', reason },
        })),
        { type: 'chat/messageSent', payload: { tempId, userMessage: outcome.userMessage, message: outcome.message } },
      ];
    case 'closed':
      return [{ type: 'chat/closedByServer', payload: { tempId, content, status: outcome.status, conversationId } }];
    case 'failed':
      return [
        { type: 'chat/sendFailed', payload: { tempId, content, status: outcome.status, message: send.failedMessage } },
      ];
  }
}
