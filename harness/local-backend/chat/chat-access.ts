import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { forbidden, unauthorized } from '../http/http-error';

/** A guest id as the storefront makes it (guest_{timestamp}_{random}); anything else is a customer id. */
const GUEST_ID = /^guest_[A-Za-z0-9_-]{1,120}$/;
const GUEST_COOKIE_PREFIX = 'chat_guest_';
const GUEST_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The chat API and its socket live under this path; the guest cookie goes nowhere else. */
const CHAT_COOKIE_PATH = '/api/v1/chats';
/** The cookie the storefront keeps the access token in (SPEC: aToken); a socket handshake carries it. */
const ACCESS_TOKEN_COOKIE = 'aToken';

/** What a request carries to prove who it acts for. */
export interface ChatCredentials {
  /** A customer's access token: the bearer token over HTTP, the aToken cookie on the socket. */
  readonly token: string | null;
  /** The request's Cookie header. */
  readonly cookie: string | undefined;
}

/** The cookies of a Cookie header, by name (the first of a repeated name wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** A customer's access token carried by a socket handshake's cookies. */
export const accessTokenCookie = (cookie: string | undefined): string | null =>
  parseCookies(cookie).get(ACCESS_TOKEN_COOKIE) ?? null;

/**
 * Who may act for a chat user id. A customer id needs that customer's access token. A guest id
 * belongs to the browser that started its first conversation: that answer sets an HttpOnly,
 * SameSite=Strict cookie holding the id's signature (HMAC with a key made at start), and every
 * later use of the id needs it.
 */
export class ChatAccess {
  private readonly key = randomBytes(32);

  constructor(private readonly customerIdFor: (token: string | null) => string | null) {}

  isGuest(userId: string): boolean {
    return GUEST_ID.test(userId);
  }

  /** The Set-Cookie value that binds `guestId` to the browser it is sent to. */
  guestCookie(guestId: string): string {
    return `${GUEST_COOKIE_PREFIX}${guestId}=${this.sign(guestId)}; Path=${CHAT_COOKIE_PATH}; Max-Age=${GUEST_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict`;
  }

  /** Whether `credentials` prove the request acts for `userId`. */
  proves(userId: string, credentials: ChatCredentials): boolean {
    if (!this.isGuest(userId)) return this.customerIdFor(credentials.token) === userId;
    const given = Buffer.from(parseCookies(credentials.cookie).get(`${GUEST_COOKIE_PREFIX}${userId}`) ?? '');
    const expected = Buffer.from(this.sign(userId));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Throws unless `credentials` prove the request acts for `userId`: 401 for a customer without a valid token, else
   * 403.
   */
  require(userId: string, credentials: ChatCredentials): void {
    if (this.proves(userId, credentials)) return;
    if (!this.isGuest(userId) && this.customerIdFor(credentials.token) === null)
      throw unauthorized('Log in to chat as this customer');
    throw forbidden(
      this.isGuest(userId)
        ? 'This conversation was started in another browser'
        : 'This conversation belongs to another customer',
    );
  }

  private sign(guestId: string): string {
    return createHmac('sha256', this.key).update(guestId).digest('base64url');
  }
}
