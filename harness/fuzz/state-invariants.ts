import type { CartItem } from '../../core/cart/cart.model';
import type { Category } from '../../core/catalog/catalog.model';
import type { ChatMessage } from '../../core/chat/chat.model';
import { hasPendingMessage, messagesOf } from '../../core/chat/message-list';
import type { SearchSuggestion } from '../../core/search/search.model';
import type { RootState } from '../../core/root.reducer';

/** What is wrong with a state: one line per broken rule, with where. */
export type Violations = string[];

const isText = (value: unknown): value is string => typeof value === 'string';
const isNonEmptyText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTextOrNull = (value: unknown): boolean => value === null || isText(value);

/**
 * Anywhere in the state: no number that is NaN or infinite, and no field present with the value
 * undefined (a decoder passing on a field it did not find).
 */
export function wellFormedValues(value: unknown, where: string, out: Violations, depth = 0): void {
  if (depth > 12) return;
  if (typeof value === 'number' && !Number.isFinite(value)) out.push(`${where} is ${value}`);
  else if (Array.isArray(value))
    value.forEach((item, index) => wellFormedValues(item, `${where}[${index}]`, out, depth + 1));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) out.push(`${where}.${key} is present but undefined`);
      else wellFormedValues(item, `${where}.${key}`, out, depth + 1);
    }
  }
}

/** A chat message as the list may hold it: text ids and times, text or audio, well-formed assistant items. */
export function messageViolations(message: ChatMessage, where: string, out: Violations = []): Violations {
  if (!isText(message.sender_id)) out.push(`${where}.sender_id is not a string`);
  for (const key of ['id', 'conversation_id', 'created_at', 'sender_type'] as const) {
    if (!isNonEmptyText(message[key]))
      out.push(`${where}.${key} is not a non-empty string: ${JSON.stringify(message[key])?.slice(0, 40)}`);
  }
  if (!isText(message.content)) out.push(`${where}.content is not a string`);
  if (message.content_type !== 'text' && message.content_type !== 'audio')
    out.push(`${where}.content_type is ${JSON.stringify(message.content_type)}`);
  for (const item of message.metadata?.ai_response?.items ?? []) {
    if (!isNonEmptyText(item.variant_id) || !isCount(item.quantity) || item.quantity < 1 || !isText(item.title))
      out.push(`${where} has a malformed assistant item`);
  }
  return out;
}

/** Cart lines: text ids, whole positive quantities, finite money, no line twice. */
export function cartItemViolations(items: readonly CartItem[], where = 'cart.cartItems'): Violations {
  const out: Violations = [];
  items.forEach((item, index) => {
    const at = `${where}[${index}]`;
    if (!isNonEmptyText(item.id) || !isNonEmptyText(item.variant_id)) out.push(`${at} has no id or variant id`);
    if (!isText(item.title)) out.push(`${at}.title is not a string`);
    if (!isCount(item.quantity) || item.quantity < 1) out.push(`${at}.quantity is ${item.quantity}`);
    if (!Number.isFinite(item.price) || !Number.isFinite(item.total)) out.push(`${at} has money that is not a number`);
    if (!isTextOrNull(item.thumbnail)) out.push(`${at}.thumbnail is not a string or null`);
  });
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) out.push(`${where} has a line twice`);
  return out;
}

/** Category tiles: each with a name and a handle. */
export function categoryViolations(categories: readonly Category[], where = 'catalog.categories.items'): Violations {
  return categories.flatMap((category, index) => {
    const ok =
      isNonEmptyText(category.name) &&
      isNonEmptyText(category.handle) &&
      isText(category.id) &&
      isText(category.description);
    return ok && isTextOrNull(category.metadata.L1_page_icon_link) ? [] : [`${where}[${index}] is malformed`];
  });
}

/** Search suggestions: text ids and titles, a handle to link to. */
export function suggestionViolations(
  suggestions: readonly SearchSuggestion[],
  where = 'search.suggestions',
): Violations {
  return suggestions.flatMap((suggestion, index) =>
    isText(suggestion.id) && isText(suggestion.title) && isNonEmptyText(suggestion.handle)
      ? []
      : [`${where}[${index}] is malformed`],
  );
}

/** The cart: an id or none, well-formed lines, the count a whole number. */
export function cartViolations(state: RootState): Violations {
  const { cart } = state;
  const out = cartItemViolations(cart.cartItems);
  if (cart.id !== null && !isNonEmptyText(cart.id)) out.push(`cart.id is ${JSON.stringify(cart.id)}`);
  if (!isCount(cart.totalCartItems)) out.push(`cart.totalCartItems is ${cart.totalCartItems}`);
  return out;
}

/** The chat: well-formed messages, no id twice, a conversation with an id or none, an error text or none. */
export function chatViolations(state: RootState): Violations {
  const out: Violations = [];
  const { chat, chatSession } = state;
  const messages = messagesOf(chat.messages);
  messages.forEach((message, index) => messageViolations(message, `chat.messages[${index}]`, out));
  const ids = messages.map((message) => message.id);
  if (new Set(ids).size !== ids.length) out.push('chat has a message id twice');
  const entities = chat.messages.entities.flat().reduce((sum, record) => sum + Object.keys(record).length, 0);
  if (entities !== ids.length || chat.messages.length !== ids.length)
    out.push(`chat.messages holds ${entities} messages by id for ${ids.length} ids (length ${chat.messages.length})`);
  if (chat.conversation !== null && !isNonEmptyText(chat.conversation.id)) out.push('chat.conversation has no id');
  if (!isTextOrNull(chat.error)) out.push('chat.error is not a string or null');
  if (!isTextOrNull(chat.nextBefore)) out.push('chat.nextBefore is not a string or null');
  if (!isText(chatSession.inputRestore.text) || !isCount(chatSession.inputRestore.count))
    out.push('chatSession.inputRestore is malformed');
  return out;
}

/** Whatever a fuzzed answer touched: every area's rules, and no NaN or undefined anywhere. */
export function stateViolations(state: RootState): Violations {
  const out: Violations = [
    ...cartViolations(state),
    ...chatViolations(state),
    ...categoryViolations(state.catalog.categories.items),
    ...suggestionViolations(state.search.suggestions),
  ];
  wellFormedValues(state, 'state', out);
  if (!isText(state.snackbar.message)) out.push('snackbar.message is not a string');
  return out;
}

/**
 * Once nothing is in flight: no flag left on that only a request in flight may hold, and no
 * message still pending.
 */
export function settledViolations(state: RootState): Violations {
  const out: Violations = [];
  const { chat, cart, voice, catalog, search } = state;
  for (const flag of ['isInitiating', 'isSendingMessage', 'isLoadingMessages', 'isUploadingAudio'] as const) {
    if (chat[flag]) out.push(`chat.${flag} is stuck on`);
  }
  if (hasPendingMessage(chat.messages)) out.push('a temp_ message is left pending');
  if (cart.reconciling) out.push('cart.reconciling is stuck on');
  if (voice.phase === 'sending') out.push('the voice note is stuck sending');
  if (catalog.categories.status === 'loading') out.push('the category tiles are stuck loading');
  if (search.pending !== null) out.push('a search is stuck pending');
  return out;
}
