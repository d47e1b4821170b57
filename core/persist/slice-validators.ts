/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import type { CartItem } from '../cart/cart.model';
import { parseChatMessage } from '../chat/chat-message';
import type { ChatConversation } from '../chat/chat.model';
import { initialChatState } from '../chat/chat.model';
import { STORE_LANGUAGES, type StoreLanguage, type UserData, type UserState } from '../session/user.model';
import { parseDraft } from '../checkout/checkout-draft';
import { isJsonObject, isString, numberOrNull, stringOrEmpty, stringOrNull } from '../json';
import type { PersistedCart, PersistedChat } from './persisted-state';

const optionalString = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : isString(value) ? value : undefined;
const isStringOrAbsent = (value: unknown): value is string | null | undefined =>
  value === null || value === undefined || isString(value);

function userData(value: unknown): UserData | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isJsonObject(value)) return undefined;
  const id = value['id'];
  if (!isString(id) && typeof id !== 'number') return undefined;
  return {
    id: String(id),
    first_name: stringOrEmpty(value['first_name']),
    name: stringOrEmpty(value['name']),
    email: stringOrEmpty(value['email']),
    phone: stringOrEmpty(value['phone']),
    phone_country_code: stringOrEmpty(value['phone_country_code']),
  };
}

/** A stored language choice when it is one the store is written in; anything else is no choice. */
const storeLanguage = (value: unknown): { language?: StoreLanguage } =>
  STORE_LANGUAGES.find((language) => language === value) ? { language: value as StoreLanguage } : {};

/** A stored user slice, with missing fields defaulted; null when it cannot be trusted. */
export function validateUser(value: unknown): UserState | null {
  if (!isJsonObject(value)) return null;
  const fields = ['accessToken', 'refreshToken', 'id', 'cart_id'] as const;
  if (!fields.every((key) => isStringOrAbsent(value[key]))) return null;
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
    temporaryLocation: isJsonObject(location)
      ? Object.fromEntries(Object.entries(location).filter((entry): entry is [string, string] => isString(entry[1])))
      : null,
    id: optionalString(value['id']) ?? null,
    redirectObj: isJsonObject(redirect) && isString(redirect['path']) ? { path: redirect['path'] } : null,
    cart_id: optionalString(value['cart_id']) ?? null,
    ...storeLanguage(value['language']),
  };
}

function cartItem(value: unknown): CartItem | null {
  if (!isJsonObject(value)) return null;
  const id = value['id'];
  const variantId = value['variant_id'];
  const quantity = numberOrNull(value['quantity']);
  const price = numberOrNull(value['price']);
  if (!isString(id) || !isString(variantId) || quantity === null || price === null) return null;
  const title = isString(value['title']) ? value['title'] : isString(value['name']) ? value['name'] : '';
  return {
    id,
    title,
    thumbnail: stringOrNull(value['thumbnail']),
    quantity,
    price,
    total: numberOrNull(value['total']) ?? price * quantity,
    variant_id: variantId,
    ...(isString(value['variant_title']) ? { variant_title: value['variant_title'] } : {}),
    ...(isString(value['product_handle']) ? { product_handle: value['product_handle'] } : {}),
    ...couponFields(value['discount_total'], value['promo_codes']),
  };
}

/** A stored line's coupon discount and codes, when they read as such. */
function couponFields(discount: unknown, codes: unknown): Pick<CartItem, 'discount_total' | 'promo_codes'> {
  const amount = numberOrNull(discount);
  return {
    ...(amount !== null && amount > 0 ? { discount_total: amount } : {}),
    ...(Array.isArray(codes) && codes.every(isString) ? { promo_codes: codes } : {}),
  };
}

/**
 * A stored cart slice; null when it is not a cart. Lines that are not cart items make it invalid; a draft that cannot
 * be read is dropped.
 */
export function validateCart(value: unknown): PersistedCart | null {
  if (!isJsonObject(value)) return null;
  const items = value['cartItems'] ?? [];
  if (!Array.isArray(items) || !isStringOrAbsent(value['id'])) return null;
  const cartItems = items.map(cartItem);
  if (cartItems.some((item) => item === null)) return null;
  const total = value['totalCartItems'];
  if (total !== undefined && numberOrNull(total) === null) return null;
  return {
    id: optionalString(value['id']) ?? null,
    cartItems: cartItems as CartItem[],
    totalCartItems: numberOrNull(total) ?? cartItems.length,
    checkout: parseDraft(value['checkout']),
  };
}

/**
 * A stored chat slice; messages are read like the server's (`parseChatMessage`: metadata keeps only
 * its known fields with the right types), those that are not messages are dropped; a wrong shape
 * overall is null.
 */
export function validateChat(value: unknown): PersistedChat | null {
  if (!isJsonObject(value)) return null;
  const messages = value['messages'] ?? [];
  const conversation = value['conversation'] ?? null;
  if (!Array.isArray(messages)) return null;
  if (conversation !== null && !(isJsonObject(conversation) && isString(conversation['id']))) return null;
  if (!isStringOrAbsent(value['nextBefore']) || !isStringOrAbsent(value['language'])) return null;
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
