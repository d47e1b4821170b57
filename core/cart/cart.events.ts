import type { RequestedCartItem } from '../chat/chat.events';
import type { CartItem, CouponAction } from './cart.model';

/**
 * Who asked for an add: its errors show in the chat error bar or in the snackbar; checkout's re-adds (an expired cart)
 * show at checkout.
 */
export type CartAddOrigin = 'chat' | 'store' | 'checkout' | 'buyAgain';

/** What a 'Buy again' put in the cart and what it could not (lines named by their titles). */
export interface BuyAgainOutcome {
  readonly orderId: string;
  readonly added: readonly RequestedCartItem[];
  /** Lines whose pack no longer exists or is sold out, and lines of an old order that name no pack. */
  readonly unavailable: readonly string[];
  /** Lines not sent or refused for another reason (no answer, a server failure): `message` says why. */
  readonly failed: readonly string[];
  readonly message: string | null;
}

export type CartEvent =
  | { readonly type: 'cart/created'; readonly payload: { readonly cartId: string } }
  | { readonly type: 'cart/createFailed'; readonly payload: { readonly status: number; readonly message: string } }
  | { readonly type: 'cart/restored'; readonly payload: { readonly cartId: string } }
  /**
   * No cart is stored and the backend makes carts at the first add (COMMERCE_TRAITS `cartCreation`): the first load
   * makes none.
   */
  | { readonly type: 'cart/creationDeferred' }
  /**
   * The queue starts making a fresh cart (after a logout, a placed order or an expired cart); a logout meanwhile asks
   * for no other.
   */
  | { readonly type: 'cart/renewalStarted' }
  /**
   * The server has completed the cart into an order (placed before the browser closed, or in another tab): it is never
   * the shopper's cart again; its lines go and a fresh, empty cart is made.
   */
  | { readonly type: 'cart/completed'; readonly payload: { readonly cartId: string } }
  /** The shopper asks to add items (a product card's or page's 'Add to cart'). */
  | {
      readonly type: 'cart/itemAddRequested';
      readonly payload: {
        readonly items: readonly RequestedCartItem[];
        readonly origin: Exclude<CartAddOrigin, 'buyAgain'>;
      };
    }
  /** POST /store/customer/cart answered: the cart to add to from now on. */
  | { readonly type: 'cart/customerCartCreated'; readonly payload: { readonly cartId: string } }
  /**
   * The server's lines after an add, the added variants among them; the view lays the quantities still waiting over
   * them.
   */
  | {
      readonly type: 'cart/itemAddSucceeded';
      readonly payload: {
        readonly items: readonly CartItem[];
        readonly added: readonly RequestedCartItem[];
        readonly origin: CartAddOrigin;
      };
    }
  /** `message` is the catalogue text to show. */
  | {
      readonly type: 'cart/itemAddFailed';
      readonly payload: { readonly status: number; readonly message: string; readonly origin: CartAddOrigin };
    }
  /** Set a line's quantity (0 removes it); shown at once, then sent. */
  | {
      readonly type: 'cart/lineQuantityRequested';
      readonly payload: { readonly lineId: string; readonly quantity: number };
    }
  /** Remove a line; shown at once, then sent. */
  | { readonly type: 'cart/lineRemoveRequested'; readonly payload: { readonly lineId: string } }
  /**
   * Bring the lines up to date from the server (GET /store/carts/{id}); the UI asks once at
   * startup, and the core waits for the cart id to be restored first.
   */
  | { readonly type: 'cart/refreshRequested' }
  /**
   * The server's lines after the line `lineId` was set to `quantity` (0: removed); the view lays the
   * changes still waiting over them, so it never steps back.
   */
  | {
      readonly type: 'cart/linesSynced';
      readonly payload: { readonly lineId: string; readonly quantity: number; readonly items: readonly CartItem[] };
    }
  /**
   * A wanted quantity the queue does not send: the server's last lines already have it, or there is no cart to send it
   * to.
   */
  | {
      readonly type: 'cart/lineChangeSkipped';
      readonly payload: { readonly lineId: string; readonly quantity: number };
    }
  /**
   * The server did not apply the change of a line to `quantity` (an error answer, or none); its lines are read next.
   */
  | {
      readonly type: 'cart/lineChangeNotApplied';
      readonly payload: { readonly lineId: string; readonly quantity: number };
    }
  /**
   * A quantity change or removal failed: `items` are the server's lines read after the failure, or
   * null when they could not be read (the view rolls back to the last lines known, with the other
   * waiting changes laid over them); `message` is shown in the snackbar.
   */
  | {
      readonly type: 'cart/lineChangeFailed';
      readonly payload: {
        readonly lineId: string;
        readonly status: number;
        readonly message: string;
        readonly items: readonly CartItem[] | null;
      };
    }
  /**
   * The server's lines for the current cart (read again, or answered to a coupon code); the view lays the quantities
   * still waiting over them.
   */
  | { readonly type: 'cart/refreshed'; readonly payload: { readonly items: readonly CartItem[] } }
  /** Whether adds, line changes or a refresh are still on their way to the server (checkout waits for them). */
  | { readonly type: 'cart/reconcilingChanged'; readonly payload: { readonly reconciling: boolean } }
  /** The shopper applies a coupon code to the cart (the code as typed; trimmed and upper-cased before it is sent). */
  | { readonly type: 'cart/couponApplyRequested'; readonly payload: { readonly code: string } }
  /** The shopper removes an applied coupon code. */
  | { readonly type: 'cart/couponRemoveRequested'; readonly payload: { readonly code: string } }
  /** The code was applied or removed: the server's lines, with its discounts, came just before as cart/refreshed. */
  | { readonly type: 'cart/couponChanged'; readonly payload: { readonly code: string; readonly action: CouponAction } }
  /** Nothing was sent: the server's last lines already have the code (apply) or do not have it (remove). */
  | {
      readonly type: 'cart/couponChangeSkipped';
      readonly payload: { readonly code: string; readonly action: CouponAction };
    }
  /**
   * The code was not applied or removed; `message` says why (an unknown, expired or inapplicable code, or no answer).
   * An answer with the server's lines (a code taken that discounts nothing) came just before as cart/refreshed.
   */
  | {
      readonly type: 'cart/couponFailed';
      readonly payload: {
        readonly code: string;
        readonly action: CouponAction;
        readonly status: number;
        readonly message: string;
      };
    }
  /** Ignored by the view (the stored lines stay). */
  | { readonly type: 'cart/refreshFailed'; readonly payload: { readonly status: number; readonly message: string } }
  /**
   * SPEC §13 Buy again: put a past order's lines in the cart at today's prices; `missing` are the titles of its lines
   * that name no pack (orders from before lines carried one).
   */
  | {
      readonly type: 'cart/buyAgainRequested';
      readonly payload: {
        readonly orderId: string;
        readonly items: readonly RequestedCartItem[];
        readonly missing: readonly string[];
      };
    }
  /** A 'Buy again' is done: what went in the cart (told before as cart/itemAddSucceeded) and what did not. */
  | { readonly type: 'cart/buyAgainFinished'; readonly payload: BuyAgainOutcome };
