import * as m from '#core-messages';

/** The cart's texts for the shopper (SPEC §8). */
export const CART_MESSAGES = {
  createFailed: m.core_cart_create_failed(),
  addFailed: m.core_cart_add_failed(),
  added: m.core_cart_added(),
  updateFailed: m.core_cart_update_failed(),
  /** The cart was already ordered (the order went through before the browser closed, or in another tab). */
  completed: m.core_cart_completed(),
  /** The lines (their titles) of a cart the server lost that could not be put back in the new one. */
  notPutBack: (titles: string): string => m.core_cart_not_put_back({ titles }),
  /** An add refused because the product does not exist, with the server's reason. */
  productNotAvailable: (message: string): string => m.core_cart_product_not_available({ message }),
  /** A 'Buy again' put this many lines in the cart (SPEC §14.7). */
  itemsAdded: (count: number): string =>
    count === 1 ? m.core_cart_items_added_one({ count }) : m.core_cart_items_added_other({ count }),
  /** Lines of a past order (their titles, joined) that a 'Buy again' could not add: gone or sold out. */
  noLongerAvailable: (titles: string, many = false): string =>
    many ? m.core_cart_no_longer_available_many({ titles }) : m.core_cart_no_longer_available_one({ titles }),
  /** A 'Buy again' of an order with no line in it. */
  nothingToBuyAgain: m.core_cart_nothing_to_buy_again(),
  /** The coupon field was sent empty. */
  couponEmpty: m.core_cart_coupon_empty(),
  /** A code the store does not have. */
  couponUnknown: (code: string): string => m.core_cart_coupon_unknown({ code }),
  /** A code whose offer has ended. */
  couponExpired: (code: string): string => m.core_cart_coupon_expired({ code }),
  /** A code the store knows that takes nothing off this cart. */
  couponNotApplicable: (code: string): string => m.core_cart_coupon_not_applicable({ code }),
  /** No answer, or a server failure. */
  couponApplyFailed: m.core_cart_coupon_apply_failed(),
  couponRemoveFailed: m.core_cart_coupon_remove_failed(),
} as const;
