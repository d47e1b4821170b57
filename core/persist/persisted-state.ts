import type { CartState } from '../cart/cart.model';
import type { CheckoutDraft } from '../checkout/checkout.model';
import type { ChatMessage, ChatState } from '../chat/chat.model';
import type { UserState } from '../session/user.model';

/** The chat fields kept across visits, the messages as an array; in-flight flags and errors start fresh. */
export type PersistedChat = Pick<
  ChatState,
  'isOpen' | 'conversation' | 'hasMoreMessages' | 'nextBefore' | 'syncedThrough' | 'language'
> & { readonly messages: readonly ChatMessage[] };

/**
 * The cart as kept: its lines and id, and the checkout draft (contact, address, choices), as Medusa keeps them on the
 * cart.
 */
export type PersistedCart = Omit<CartState, 'reconciling' | 'sync'> & { readonly checkout: CheckoutDraft | null };

/** What `persist:root` holds: only the user, cart and chat slices. */
export interface PersistedState {
  readonly user: UserState;
  readonly cart: PersistedCart;
  readonly chat: PersistedChat;
}

export type PersistedSliceName = keyof PersistedState;

export const PERSISTED_SLICES: readonly PersistedSliceName[] = ['user', 'cart', 'chat'];
