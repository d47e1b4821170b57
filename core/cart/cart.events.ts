import type { RequestedCartItem } from '../chat/chat.events';
import type { CartItem } from './cart.model';

/** Who asked for an add: its errors show in the chat error bar or in the snackbar; checkout's re-adds (an expired cart) show at checkout. */
export type CartAddOrigin = 'chat' | 'store' | 'checkout';

export type CartEvent =
  | { readonly type: 'cart/created'; readonly payload: { readonly cartId: string } }
  | { readonly type: 'cart/createFailed'; readonly payload: { readonly status: number; readonly message: string } }
  | { readonly type: 'cart/restored'; readonly payload: { readonly cartId: string } }
  | { readonly type: 'cart/itemsSet'; readonly payload: { readonly items: readonly CartItem[] } }
  | { readonly type: 'cart/itemAdded'; readonly payload: { readonly item: CartItem } }
  | { readonly type: 'cart/numbersSet'; readonly payload: { readonly count: number } }
  /** The shopper asks to add items (a product card's or page's 'Add to cart'). */
  | { readonly type: 'cart/itemAddRequested'; readonly payload: { readonly items: readonly RequestedCartItem[]; readonly origin: CartAddOrigin } }
  /** POST /store/customer/cart answered: the cart to add to from now on. */
  | { readonly type: 'cart/customerCartCreated'; readonly payload: { readonly cartId: string } }
  /** The server's cart after an add; replaces the lines (setCartItems). */
  | {
      readonly type: 'cart/itemAddSucceeded';
      readonly payload: { readonly items: readonly CartItem[]; readonly added: readonly RequestedCartItem[]; readonly origin: CartAddOrigin };
    }
  /** `message` is the catalogue text to show. */
  | {
      readonly type: 'cart/itemAddFailed';
      readonly payload: { readonly status: number; readonly message: string; readonly origin: CartAddOrigin };
    }
  /** Set a line's quantity (0 removes it); shown at once, then sent. */
  | { readonly type: 'cart/lineQuantityRequested'; readonly payload: { readonly lineId: string; readonly quantity: number } }
  /** Remove a line; shown at once, then sent. */
  | { readonly type: 'cart/lineRemoveRequested'; readonly payload: { readonly lineId: string } }
  /**
   * Bring the lines up to date from the server (GET /store/carts/{id}); the UI asks once at
   * startup, and the core waits for the cart id to be restored first.
   */
  | { readonly type: 'cart/refreshRequested' }
  /**
   * The server's lines after a quantity change or removal, with the changes still queued laid over
   * them (so the view never steps back); when nothing is queued they are the server's lines exactly.
   */
  | { readonly type: 'cart/linesSynced'; readonly payload: { readonly items: readonly CartItem[] } }
  /**
   * A quantity change or removal failed: `items` are the server's lines (with other queued changes
   * laid over them) to roll back to, or null when unknown; `message` is shown in the snackbar.
   */
  | {
      readonly type: 'cart/lineChangeFailed';
      readonly payload: { readonly lineId: string; readonly status: number; readonly message: string; readonly items: readonly CartItem[] | null };
    }
  | { readonly type: 'cart/refreshed'; readonly payload: { readonly items: readonly CartItem[] } }
  /** Whether adds, line changes or a refresh are still on their way to the server (checkout waits for them). */
  | { readonly type: 'cart/reconcilingChanged'; readonly payload: { readonly reconciling: boolean } }
  /** Ignored by the view (the stored lines stay). */
  | { readonly type: 'cart/refreshFailed'; readonly payload: { readonly status: number; readonly message: string } };

/** setCartItems: replaces the list and the count. */
export const setCartItems = (items: readonly CartItem[]): CartEvent => ({ type: 'cart/itemsSet', payload: { items } });
/** addItemToCart: appends the item and increments the count. */
export const addItemToCart = (item: CartItem): CartEvent => ({ type: 'cart/itemAdded', payload: { item } });
/** setCartNumbers: sets the count only. */
export const setCartNumbers = (count: number): CartEvent => ({ type: 'cart/numbersSet', payload: { count } });
