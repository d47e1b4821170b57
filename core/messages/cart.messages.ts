/** The cart's texts for the shopper (SPEC §8). */
export const CART_MESSAGES = {
  createFailed: 'Failed to create cart. Please try again.',
  addFailed: 'Failed to add product to cart. Please try again.',
  added: 'Added to cart',
  updateFailed: 'Failed to update cart. Please try again.',
  /** The cart was already ordered (the order went through before the browser closed, or in another tab). */
  completed: 'Your last cart was already ordered, so we started a new one.',
  /** The lines (their titles) of a cart the server lost that could not be put back in the new one. */
  notPutBack: (titles: string): string => `We could not put ${titles} back in your cart.`,
  /** An add refused because the product does not exist, with the server's reason. */
  productNotAvailable: (message: string): string =>
    `Product not available: ${message}. Please try asking for a different product or check the product name.`,
  /** A 'Buy again' put this many lines in the cart (SPEC §14.7). */
  itemsAdded: (count: number): string => `${count} ${count === 1 ? 'item' : 'items'} added to your cart.`,
  /** Lines of a past order (their titles, joined) that a 'Buy again' could not add: gone or sold out. */
  noLongerAvailable: (titles: string, many = false): string => `${titles} ${many ? 'are' : 'is'} no longer available.`,
  /** A 'Buy again' of an order with no line in it. */
  nothingToBuyAgain: 'This order has nothing to add to your cart.',
  /** The coupon field was sent empty. */
  couponEmpty: 'Enter a coupon code.',
  /** A code the store does not have. */
  couponUnknown: (code: string): string => `${code} is not a valid coupon code. Check the code and try again.`,
  /** A code whose offer has ended. */
  couponExpired: (code: string): string => `The coupon ${code} has expired.`,
  /** A code the store knows that takes nothing off this cart. */
  couponNotApplicable: (code: string): string => `The coupon ${code} does not apply to the items in your cart.`,
  /** No answer, or a server failure. */
  couponApplyFailed: 'We could not apply the coupon: the store did not answer. Please try again.',
  couponRemoveFailed: 'We could not remove the coupon: the store did not answer. Please try again.',
} as const;
