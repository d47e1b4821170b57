/** The document's cookies. Only what the store needs: read one, set one, remove one. */
export interface CookiesPort {
  /** The cookie's value (decoded), or null when there is none. */
  read(name: string): string | null;
  /** Sets a cookie for every path of the site: for the session, or for `maxAgeSeconds` when given. */
  set(name: string, value: string, maxAgeSeconds?: number): void;
  remove(name: string): void;
}
