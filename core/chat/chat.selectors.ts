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
export const selectReturnedText = (state: RootState): { readonly text: string; readonly count: number } => state.chatSession.inputRestore;

/** True once the connection has stayed down long enough to tell the shopper. */
export const selectReconnecting = (state: RootState): boolean => state.chatSession.reconnecting;
