import type { ChatMessage } from '../chat/chat.model';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The product handle an assistant message names (`metadata.ai_response.handle`; of a list, the first), or null. */
export function suggestedHandle(message: ChatMessage): string | null {
  const handle: unknown = message.metadata?.ai_response?.handle;
  if (Array.isArray(handle)) return text(handle[0]);
  return text(handle);
}

/**
 * The variant an assistant message means for its card: `ai_response.variant_id`, else the first
 * suggested line's variant (checked against the product by {@link cardVariant}); null when none.
 */
export function suggestedVariantId(message: ChatMessage): string | null {
  const ai = message.metadata?.ai_response;
  return text(ai?.variant_id) ?? text(ai?.items?.[0]?.variant_id);
}
