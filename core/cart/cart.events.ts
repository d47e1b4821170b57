import type { CartItem } from './cart.model';

export type CartEvent =
  | { readonly type: 'cart/created'; readonly payload: { readonly cartId: string } }
  | { readonly type: 'cart/createFailed'; readonly payload: { readonly status: number; readonly message: string } }
  | { readonly type: 'cart/restored'; readonly payload: { readonly cartId: string } }
  | { readonly type: 'cart/itemsSet'; readonly payload: { readonly items: readonly CartItem[] } }
  | { readonly type: 'cart/itemAdded'; readonly payload: { readonly item: CartItem } }
  | { readonly type: 'cart/numbersSet'; readonly payload: { readonly count: number } };

/** setCartItems: replaces the list and the count. */
export const setCartItems = (items: readonly CartItem[]): CartEvent => ({ type: 'cart/itemsSet', payload: { items } });
/** addItemToCart: appends the item and increments the count. */
export const addItemToCart = (item: CartItem): CartEvent => ({ type: 'cart/itemAdded', payload: { item } });
/** setCartNumbers: sets the count only. */
export const setCartNumbers = (count: number): CartEvent => ({ type: 'cart/numbersSet', payload: { count } });
