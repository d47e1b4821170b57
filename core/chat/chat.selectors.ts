import type { ChatMessage } from './chat.model';
import type { RootState } from '../root.reducer';
import type { ProductSuggestion } from '../suggestion/suggestion.model';

/** The handle of the product a message's assistant answer names: the first when it names several. */
export function suggestedHandle(message: ChatMessage): string | null {
  const handle = message.metadata?.ai_response?.handle;
  const first = typeof handle === 'string' ? handle : handle?.[0];
  return first !== undefined && first.trim() !== '' ? first : null;
}

export { suggestedVariantId } from '../suggestion/product-summary';

/** The product data for a suggested handle, once known. */
export const selectSuggestion =
  (handle: string) =>
  (state: RootState): ProductSuggestion | undefined =>
    state.suggestions[handle];

/** True while a send or a voice upload is in flight: voice and send are disabled. */
export const selectChatBusy = (state: RootState): boolean => state.chat.isSendingMessage || state.chat.isUploadingAudio;

/** A counter the core bumps when the list should show its end. */
export const selectScrollRequest = (state: RootState): number => state.chatSession.scrollToBottomCount;

/** Text whose send failed, to put back in the box; a new object (with a higher count) each time the core returns text. */
export const selectReturnedText = (state: RootState): { readonly text: string; readonly count: number } =>
  state.chatSession.inputRestore;

/** True once the connection has stayed down long enough to tell the shopper. */
export const selectReconnecting = (state: RootState): boolean => state.chatSession.reconnecting;

/** Whether the chat panel is open. */
export const selectChatOpen = (state: RootState): boolean => state.chat.isOpen;

/** The conversation an agent completed, kept readable above the welcome until a new one starts; null otherwise. */
export const selectClosedTranscript = (state: RootState): RootState['chat']['closedTranscript'] =>
  state.chat.closedTranscript;

/** True while a new conversation is being created. */
export const selectChatInitiating = (state: RootState): boolean => state.chat.isInitiating;

/** The conversation's messages, oldest first. */
export const selectChatMessages = (state: RootState): readonly ChatMessage[] => state.chat.messages;

/** True when the conversation has no message yet (the welcome shows). */
export const selectChatEmpty = (state: RootState): boolean => state.chat.messages.length === 0;

/** True while a page of messages is loading. */
export const selectMessagesLoading = (state: RootState): boolean => state.chat.isLoadingMessages;

/** True when older messages remain to load above the list. */
export const selectHasOlderMessages = (state: RootState): boolean => state.chat.hasMoreMessages;

/** True once the chat has a conversation to load messages from. */
export const selectHasConversation = (state: RootState): boolean => state.chat.conversation !== null;

/** True while the assistant or an agent is typing. */
export const selectAssistantTyping = (state: RootState): boolean => state.chat.isTyping;

/** The chat's failure message for the shopper, or null. */
export const selectChatError = (state: RootState): string | null => state.chat.error;

/** True while a recorded voice message is uploading. */
export const selectAudioUploading = (state: RootState): boolean => state.chat.isUploadingAudio;
