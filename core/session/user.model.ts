/** The logged-in customer's profile fields the storefront uses. */
export interface UserData {
  readonly id: string;
  readonly first_name: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly phone_country_code: string;
}

/** Where to send the shopper after login. */
export interface RedirectTarget {
  readonly path: string;
}

/** The languages the store is written in. */
export type StoreLanguage = 'en' | 'hi';

export const STORE_LANGUAGES: readonly StoreLanguage[] = ['en', 'hi'];

export interface UserState {
  readonly isLoggedIn: boolean;
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly userData: UserData | null;
  readonly temporaryLocation: Readonly<Record<string, string>> | null;
  readonly id: string | null;
  readonly redirectObj: RedirectTarget | null;
  /** The cart id, mirrored from the cart slice as the spec keeps it in the user state too. */
  readonly cart_id: string | null;
  /** The language the shopper chose with the store's language switch; absent until they choose. Kept on logout. */
  readonly language?: StoreLanguage;
}

/** Who the shopper is when nobody is logged in, and this visit's id. Not persisted in the root. */
export interface IdentityState {
  /** guest_{timestamp}_{random}, kept under its own storage key. */
  readonly guestId: string | null;
  /** A fresh id for every start of the app, sent with session events. */
  readonly sessionId: string | null;
}

export const initialUserState: UserState = {
  isLoggedIn: false,
  accessToken: null,
  refreshToken: null,
  userData: null,
  temporaryLocation: null,
  id: null,
  redirectObj: null,
  cart_id: null,
};

export const initialIdentityState: IdentityState = { guestId: null, sessionId: null };
