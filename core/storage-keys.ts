import { catchError, defer, forkJoin, ignoreElements, of, type Observable } from 'rxjs';
import type { Ports } from './ports';

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
  recentlyViewed: 'recently_viewed',
} as const;

export const COOKIE_NAMES = {
  accessToken: 'aToken',
  cartId: 'cartId',
  isLoggedIn: 'isLoggedIn',
  /** The store language the shopper chose, which the server reads to send a page in it (product spec §18.1). */
  language: 'store_language',
} as const;

/** Values to keep in the browser; null removes the key or cookie. */
export interface BrowserKeys {
  readonly storage?: Readonly<Record<string, string | null>>;
  readonly cookies?: Readonly<Record<string, string | null>>;
}

/**
 * Sets (or, for null, removes) the given cookies and storage keys, then completes. A key that cannot
 * be written does not stop the others, nor whatever the caller does next.
 */
export function keepInBrowser(
  { storage, cookies }: Pick<Ports, 'storage' | 'cookies'>,
  keys: BrowserKeys,
): Observable<never> {
  return defer(() => {
    for (const [name, value] of Object.entries(keys.cookies ?? {})) {
      if (value === null) cookies.remove(name);
      else cookies.set(name, value);
    }
    const writes = Object.entries(keys.storage ?? {}).map(([key, value]) =>
      (value === null ? storage.remove(key) : storage.write(key, value)).pipe(catchError(() => of(undefined))),
    );
    return forkJoin(writes);
  }).pipe(ignoreElements());
}

/**
 * What logout removes: the tokens, user id, name, email, the persisted state, the cart and guest ids, and the cookies
 * aToken, cartId and isLoggedIn.
 */
export const CLEARED_ON_LOGOUT: BrowserKeys = {
  storage: {
    [STORAGE_KEYS.accessToken]: null,
    [STORAGE_KEYS.refreshToken]: null,
    [STORAGE_KEYS.userId]: null,
    [STORAGE_KEYS.name]: null,
    [STORAGE_KEYS.email]: null,
    [STORAGE_KEYS.persistedRoot]: null,
    [STORAGE_KEYS.cartId]: null,
    [STORAGE_KEYS.guestId]: null,
  },
  cookies: { [COOKIE_NAMES.accessToken]: null, [COOKIE_NAMES.cartId]: null, [COOKIE_NAMES.isLoggedIn]: null },
};
