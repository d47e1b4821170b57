import type { ChatMessage } from '../chat/chat.model';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The product handle an assistant message names (`metadata.ai_response.handle`; of a list, the first), or null. */
export function suggestedHandle(message: ChatMessage): string | null {
  const handle: unknown = message.metadata?.ai_response?.handle;
  if (Array.isArray(handle)) return text(handle[0]);
  return text(handle);
}
