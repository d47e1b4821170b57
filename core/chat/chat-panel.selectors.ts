import type { RootState } from '../root.reducer';
import type { ChatMessage } from './chat.model';
import { emptyMessageList, messagesOf, type MessageList } from './message-list';

/*
 * What the chat panel reads of the chat slice. Apart from chat.selectors.ts (what the always-loaded
 * launcher reads) so that these load with the lazily loaded panel, not with the entry.
 */

/** True while a send or a voice upload is in flight: the microphone is disabled. */
export const selectChatBusy = (state: RootState): boolean => state.chat.isSendingMessage || state.chat.isUploadingAudio;

/** The conversation an agent completed, kept readable above the welcome until a new one starts; null otherwise. */
export const selectClosedTranscript = (state: RootState): RootState['chat']['closedTranscript'] =>
  state.chat.closedTranscript;

/** True while a new conversation is being created. */
export const selectChatInitiating = (state: RootState): boolean => state.chat.isInitiating;

/** The last list the panel read and its messages as an array: a re-render that changed nothing gets the same array. */
let shown: { readonly list: MessageList; readonly messages: readonly ChatMessage[] } = {
  list: emptyMessageList,
  messages: [],
};

/** The conversation's messages, oldest first: the same array while the list stays the same. */
export const selectChatMessages = (state: RootState): readonly ChatMessage[] => {
  const list = state.chat.messages;
  if (list !== shown.list) shown = { list, messages: messagesOf(list) };
  return shown.messages;
};

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
