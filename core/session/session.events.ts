import type { StoreLanguage, UserData } from './user.model';

/** user: the shopper asked; forced: the server refused the session; elsewhere: another tab logged out. */
export type LogoutReason = 'user' | 'forced' | 'elsewhere';

export type SessionEvent =
  | { readonly type: 'session/started'; readonly payload: { readonly sessionId: string } }
  | {
      readonly type: 'session/guestIdentified';
      readonly payload: { readonly guestId: string; readonly created: boolean };
    }
  /** A login succeeded, its tokens kept: the login form starts over and the page to go back to is used up. */
  | {
      readonly type: 'session/loggedIn';
      readonly payload: { readonly accessToken: string; readonly refreshToken: string | null; readonly user: UserData };
    }
  | { readonly type: 'session/logoutRequested' }
  | { readonly type: 'session/forcedLogout'; readonly payload: { readonly status: number; readonly url: string } }
  | { readonly type: 'session/loggedOutElsewhere' }
  | { readonly type: 'session/loggedOut'; readonly payload: { readonly reason: LogoutReason } }
  | { readonly type: 'session/metadataReported'; readonly payload: { readonly status: number } }
  /** The shopper chose the store's language (the switch 'English | हिन्दी'); the chat speaks it from then on. */
  | { readonly type: 'session/languageChangeRequested'; readonly payload: { readonly language: StoreLanguage } };
