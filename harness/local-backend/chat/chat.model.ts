/** Who wrote a chat message. */
export type SenderType = 'customer' | 'assistant' | 'agent' | 'system';

/** What a chat message's content is: text, or the URL of a voice recording. */
export type ContentType = 'text' | 'audio';

/** A cart line the assistant proposes: the client adds it with `variant_id` and `quantity`. */
export interface SuggestedItem {
  readonly variant_id: string;
  readonly quantity: number;
  readonly title: string;
}

/**
 * The assistant's product suggestion: the best handle (or a ranked list), for add requests the
 * variant of the first handle that was added (what its card shows), and the lines.
 */
export interface AiResponse {
  readonly handle: string | readonly string[];
  readonly variant_id?: string;
  readonly items?: readonly SuggestedItem[];
}

/** A link the assistant offers under its answer: `path` is a page of the store ('/checkout'). */
export interface MessageAction {
  readonly type: 'link';
  readonly label: string;
  readonly path: string;
}

/** Extra data a message carries. */
export interface MessageMetadata {
  readonly sender: { readonly name: string };
  readonly transcription?: { readonly transcript: string };
  readonly ai_response?: AiResponse;
  readonly actions?: readonly MessageAction[];
}

/** A stored chat message, as the chat API answers it. */
export interface ChatMessage {
  readonly id: string;
  readonly conversation_id: string;
  readonly content: string;
  readonly content_type: ContentType;
  readonly sender_id: string;
  readonly sender_type: SenderType;
  readonly created_at: string;
  readonly metadata: MessageMetadata;
}

/** The live agent who took over a conversation. */
export interface AssignedAgent {
  readonly name: string;
}

/** A support conversation, as the chat API answers it. */
export interface ChatConversation {
  readonly id: string;
  readonly user_id: string;
  readonly customer_name: string;
  readonly status: 'open' | 'completed';
  readonly created_at: string;
  readonly updated_at: string;
  readonly assigned_agent: AssignedAgent | null;
}

/** A conversation with its whole history, oldest message first (the control API's view). */
export interface ConversationWithMessages extends ChatConversation {
  readonly messages: readonly ChatMessage[];
}

/** A message before the store gives it an id, a conversation and a time. */
export interface MessageDraft {
  readonly content: string;
  readonly content_type: ContentType;
  readonly sender_id: string;
  readonly sender_type: SenderType;
  readonly metadata: MessageMetadata;
}
