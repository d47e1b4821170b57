/** Every key and cookie the storefront keeps in the browser. */
export const STORAGE_KEYS = {
  persistedRoot: 'persist:root',
  persistedRootBackup: 'persist:root:backup',
  cartId: 'cart_id',
  guestId: 'guest_id',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
  name: 'name',
  email: 'email',
} as const;

export const COOKIE_NAMES = { accessToken: 'aToken', cartId: 'cartId', isLoggedIn: 'isLoggedIn' } as const;

/** What logout removes from storage: the tokens, user id, name, email, the persisted state, and the cart and guest ids. */
export const KEYS_CLEARED_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.name,
  STORAGE_KEYS.email,
  STORAGE_KEYS.persistedRoot,
  STORAGE_KEYS.cartId,
  STORAGE_KEYS.guestId,
];

export const COOKIES_CLEARED_ON_LOGOUT: readonly string[] = [
  COOKIE_NAMES.accessToken,
  COOKIE_NAMES.cartId,
  COOKIE_NAMES.isLoggedIn,
];
