import type { CartItem } from '../cart/cart.model';
import { parseChatMessage } from '../chat/chat-message';
import type { ChatConversation } from '../chat/chat.model';
import { initialChatState } from '../chat/chat.model';
import type { UserData, UserState } from '../session/user.model';
import { parseDraft } from '../checkout/checkout-draft';
import type { PersistedCart, PersistedChat } from './persisted-state';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const optionalString = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : isString(value) ? value : undefined;
const stringOrNull = (value: unknown): value is string | null => value === null || value === undefined || isString(value);
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function userData(value: unknown): UserData | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) return undefined;
  const id = value['id'];
  if (!isString(id) && typeof id !== 'number') return undefined;
  const text = (key: string) => (isString(value[key]) ? (value[key] as string) : '');
  return {
    id: String(id),
    first_name: text('first_name'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    phone_country_code: text('phone_country_code'),
  };
}

/** A stored user slice, with missing fields defaulted; null when it cannot be trusted. */
export function validateUser(value: unknown): UserState | null {
  if (!isObject(value)) return null;
  const fields = ['accessToken', 'refreshToken', 'id', 'cart_id'] as const;
  if (!fields.every((key) => stringOrNull(value[key]))) return null;
  const data = userData(value['userData']);
  if (data === undefined) return null;
  const isLoggedIn = value['isLoggedIn'];
  if (isLoggedIn !== undefined && typeof isLoggedIn !== 'boolean') return null;
  const location = value['temporaryLocation'];
  const redirect = value['redirectObj'];
  return {
    isLoggedIn: isLoggedIn === true,
    accessToken: optionalString(value['accessToken']) ?? null,
    refreshToken: optionalString(value['refreshToken']) ?? null,
    userData: data,
    temporaryLocation: isObject(location)
      ? Object.fromEntries(Object.entries(location).filter((entry): entry is [string, string] => isString(entry[1])))
      : null,
    id: optionalString(value['id']) ?? null,
    redirectObj: isObject(redirect) && isString(redirect['path']) ? { path: redirect['path'] } : null,
    cart_id: optionalString(value['cart_id']) ?? null,
  };
}

function cartItem(value: unknown): CartItem | null {
  if (!isObject(value)) return null;
  const id = value['id'];
  const variantId = value['variant_id'];
  const quantity = asNumber(value['quantity']);
  const price = asNumber(value['price']);
  if (!isString(id) || !isString(variantId) || quantity === null || price === null) return null;
  const title = isString(value['title']) ? value['title'] : isString(value['name']) ? value['name'] : '';
  return {
    id,
    title,
    thumbnail: isString(value['thumbnail']) ? value['thumbnail'] : null,
    quantity,
    price,
    total: asNumber(value['total']) ?? price * quantity,
    variant_id: variantId,
    ...(isString(value['variant_title']) ? { variant_title: value['variant_title'] } : {}),
    ...(isString(value['product_handle']) ? { product_handle: value['product_handle'] } : {}),
  };
}

/** A stored cart slice; null when it is not a cart. Lines that are not cart items make it invalid; a draft that cannot be read is dropped. */
export function validateCart(value: unknown): PersistedCart | null {
  if (!isObject(value)) return null;
  const items = value['cartItems'] ?? [];
  if (!Array.isArray(items) || !stringOrNull(value['id'])) return null;
  const cartItems = items.map(cartItem);
  if (cartItems.some((item) => item === null)) return null;
  const total = value['totalCartItems'];
  if (total !== undefined && asNumber(total) === null) return null;
  return {
    id: optionalString(value['id']) ?? null,
    cartItems: cartItems as CartItem[],
    totalCartItems: asNumber(total) ?? cartItems.length,
    checkout: parseDraft(value['checkout']),
  };
}

/**
 * A stored chat slice; messages are read like the server's (`parseChatMessage`: metadata keeps only
 * its known fields with the right types), those that are not messages are dropped; a wrong shape
 * overall is null.
 */
export function validateChat(value: unknown): PersistedChat | null {
  if (!isObject(value)) return null;
  const messages = value['messages'] ?? [];
  const conversation = value['conversation'] ?? null;
  if (!Array.isArray(messages)) return null;
  if (conversation !== null && !(isObject(conversation) && isString(conversation['id']))) return null;
  if (!stringOrNull(value['nextBefore']) || !stringOrNull(value['language'])) return null;
  return {
    isOpen: value['isOpen'] === true,
    conversation: conversation as ChatConversation | null,
    messages: messages.flatMap((message) => {
      const parsed = parseChatMessage(message);
      return parsed.ok ? [parsed.message] : [];
    }),
    hasMoreMessages: typeof value['hasMoreMessages'] === 'boolean' ? value['hasMoreMessages'] : true,
    nextBefore: optionalString(value['nextBefore']) ?? null,
    syncedThrough: optionalString(value['syncedThrough']) ?? null,
    language: optionalString(value['language']) ?? initialChatState.language,
  };
}
