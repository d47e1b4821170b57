/** The document's cookies. Only what the store needs: set a session cookie, remove one. */
export interface CookiesPort {
  set(name: string, value: string): void;
  remove(name: string): void;
}
