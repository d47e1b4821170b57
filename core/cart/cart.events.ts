import type { RequestedCartItem } from '../chat/chat.events';
import type { CartItem } from './cart.model';

/** Who asked for an add: its errors show in the chat error bar or in the snackbar. */
export type CartAddOrigin = 'chat' | 'store';

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
    };

/** setCartItems: replaces the list and the count. */
export const setCartItems = (items: readonly CartItem[]): CartEvent => ({ type: 'cart/itemsSet', payload: { items } });
/** addItemToCart: appends the item and increments the count. */
export const addItemToCart = (item: CartItem): CartEvent => ({ type: 'cart/itemAdded', payload: { item } });
/** setCartNumbers: sets the count only. */
export const setCartNumbers = (count: number): CartEvent => ({ type: 'cart/numbersSet', payload: { count } });
