/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import type { AiResponseItem, ChatConversation, ChatLinkAction, ChatMessage, ChatMessageMetadata } from './chat.model';
import { isJsonObject, isString, stringOrEmpty } from '../json';

/** A server value read as a message, or why it is not one. */
export type ParsedMessage =
  { readonly ok: true; readonly message: ChatMessage } | { readonly ok: false; readonly reason: string };

function aiItems(value: unknown): AiResponseItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: AiResponseItem[] = [];
  for (const item of value) {
    if (!isJsonObject(item) || !isString(item['variant_id']) || !item['variant_id']) continue;
    const quantity = item['quantity'];
    items.push({
      variant_id: item['variant_id'],
      quantity: typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
      title: stringOrEmpty(item['title']),
    });
  }
  return items;
}

const MAX_LABEL_LENGTH = 60;
/**
 * A path of this store: one leading slash (not a protocol-relative '//'), no backslash, scheme, space or control
 * character.
 */
const STORE_PATH = /^\/(?![/\\])[^\s\\:]*$/;

/**
 * The link actions of a message: `{ type: 'link', label, path }` with a short label and a store path; others left out.
 */
function linkActions(value: unknown): ChatLinkAction[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const links = value.flatMap((action): ChatLinkAction[] => {
    if (!isJsonObject(action) || action['type'] !== 'link' || !isString(action['label']) || !isString(action['path']))
      return [];
    const label = action['label'].trim();
    const path = action['path'];
    return label !== '' && label.length <= MAX_LABEL_LENGTH && STORE_PATH.test(path)
      ? [{ type: 'link', label, path }]
      : [];
  });
  return links.length > 0 ? links : undefined;
}

function metadataOf(value: unknown): ChatMessageMetadata | undefined {
  if (!isJsonObject(value)) return undefined;
  const sender =
    isJsonObject(value['sender']) && isString(value['sender']['name']) ? { name: value['sender']['name'] } : undefined;
  const transcript = isJsonObject(value['transcription']) ? value['transcription']['transcript'] : undefined;
  const ai = isJsonObject(value['ai_response']) ? value['ai_response'] : undefined;
  const handle = ai?.['handle'];
  const validHandle =
    isString(handle) || (Array.isArray(handle) && handle.every(isString)) ? (handle as string | string[]) : undefined;
  const items = aiItems(ai?.['items']);
  const variantId = ai?.['variant_id'];
  const aiResponse =
    ai && (validHandle !== undefined || items !== undefined)
      ? {
          ...(validHandle !== undefined ? { handle: validHandle } : {}),
          ...(isString(variantId) && variantId.trim() !== '' ? { variant_id: variantId } : {}),
          ...(items ? { items } : {}),
        }
      : undefined;
  const actions = linkActions(value['actions']);
  return {
    ...(sender ? { sender } : {}),
    ...(isString(transcript) ? { transcription: { transcript } } : {}),
    ...(aiResponse ? { ai_response: aiResponse } : {}),
    ...(actions ? { actions } : {}),
  };
}

/**
 * Reads a message the chat API or socket sent. Required: string `id`, `conversation_id`,
 * `content`, `sender_id` (a number is accepted) and `created_at`, and `content_type` text or
 * audio. `sender_type` defaults to 'customer'; metadata keeps only the known fields with the
 * right types (`ai_response.items` without a variant are left out, quantity defaults to 1;
 * `actions` keeps only links to a path of this store).
 */
export function parseChatMessage(value: unknown): ParsedMessage {
  if (!isJsonObject(value)) return { ok: false, reason: 'message is not an object' };
  for (const key of ['id', 'conversation_id', 'content', 'created_at'] as const) {
    if (!isString(value[key]) || (key !== 'content' && !value[key]))
      return { ok: false, reason: `message ${key} is not a string` };
  }
  const senderId = value['sender_id'];
  if (!isString(senderId) && typeof senderId !== 'number') return { ok: false, reason: 'message sender_id is missing' };
  const contentType = value['content_type'];
  if (contentType !== 'text' && contentType !== 'audio')
    return { ok: false, reason: `message content_type ${JSON.stringify(contentType)} is not text or audio` };
  const metadata = metadataOf(value['metadata']);
  return {
    ok: true,
    message: {
      id: value['id'] as string,
      conversation_id: value['conversation_id'] as string,
      content: value['content'] as string,
      content_type: contentType,
      sender_id: String(senderId),
      sender_type: isString(value['sender_type']) && value['sender_type'] ? value['sender_type'] : 'customer',
      created_at: value['created_at'] as string,
      ...(metadata ? { metadata } : {}),
    },
  };
}

/** The items an assistant message asks to add to the cart (empty for any other message). */
export function assistantItemsOf(message: ChatMessage): readonly AiResponseItem[] {
  return message.sender_type === 'assistant' ? (message.metadata?.ai_response?.items ?? []) : [];
}

/**
 * The conversation of an initiate response, or null when it has none: no id, or '.' or '..', which a URL drops as a
 * path segment (`/chats/./messages` would be another route).
 */
export function readInitiateResponse(
  body: unknown,
): { readonly conversation: ChatConversation; readonly resumed: boolean } | null {
  if (!isJsonObject(body) || !isJsonObject(body['conversation'])) return null;
  const id = body['conversation']['id'];
  if (!isString(id) || !id || id === '.' || id === '..') return null;
  return { conversation: { id }, resumed: body['resumed'] === true };
}

/** A page of history: messages newest first as the server sends them, and the cursor for the next older page. */
export interface MessagePage {
  /** Oldest first, malformed ones left out. */
  readonly messages: readonly ChatMessage[];
  readonly dropped: readonly string[];
  /** The server's cursor, or null when it says there is nothing older. */
  readonly nextBefore: string | null;
}

/** Reads a GET messages response (`items` newest first, `nextBefore`); null when it is not a page. */
export function readMessagePage(body: unknown): MessagePage | null {
  if (!isJsonObject(body) || !Array.isArray(body['items'])) return null;
  const messages: ChatMessage[] = [];
  const dropped: string[] = [];
  for (const item of body['items']) {
    const parsed = parseChatMessage(item);
    if (parsed.ok) messages.push(parsed.message);
    else dropped.push(parsed.reason);
  }
  messages.reverse();
  const nextBefore = body['nextBefore'];
  return { messages, dropped, nextBefore: isString(nextBefore) && nextBefore ? nextBefore : null };
}
