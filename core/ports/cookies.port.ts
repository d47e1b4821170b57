/** The document's cookies. Only what the store needs: read one, set a session cookie, remove one. */
export interface CookiesPort {
  /** The cookie's value (decoded), or null when there is none. */
  read(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
}
