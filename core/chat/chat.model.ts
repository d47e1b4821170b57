export type ChatContentType = 'text' | 'audio';

export interface ChatMessageMetadata {
  readonly sender?: { readonly name?: string };
  readonly transcription?: { readonly transcript?: string };
  readonly ai_response?: { readonly handle?: string | readonly string[] };
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
  readonly messages: readonly ChatMessage[];
  readonly isInitiating: boolean;
  readonly isSendingMessage: boolean;
  readonly isLoadingMessages: boolean;
  readonly isUploadingAudio: boolean;
  readonly isTyping: boolean;
  readonly error: string | null;
  readonly hasMoreMessages: boolean;
  /** Cursor for the next page of older messages. */
  readonly nextBefore: string | null;
  readonly language: string;
}

/** Prefix of ids given to messages not yet confirmed by the server. */
export const TEMP_MESSAGE_PREFIX = 'temp_';
