import type { CookiesPort } from '../../ports';

/**
 * A {@link CookiesPort} writing `document.cookie`: session cookies on path `/` with
 * `SameSite=Lax`, values URI-encoded. Removing a cookie expires it immediately.
 *
 * @param doc the document whose cookies to write; defaults to the global one.
 */
export function createDocumentCookiesPort(doc: Pick<Document, 'cookie'> = document): CookiesPort {
  return {
    set(name, value) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    },
    remove(name) {
      doc.cookie = `${name}=; max-age=0; path=/`;
    },
  };
}
