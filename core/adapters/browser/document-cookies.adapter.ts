import type { CookiesPort } from '../../ports';

/**
 * A {@link CookiesPort} on `document.cookie`: cookies on path `/` with `SameSite=Lax` (for the session unless given a
 * lifetime), values URI-encoded (and
 * decoded when read; an undecodable value reads as none). Removing a cookie expires it immediately.
 *
 * @param doc the document whose cookies to write; defaults to the global one.
 */
export function createDocumentCookiesPort(doc: Pick<Document, 'cookie'> = document): CookiesPort {
  return {
    read(name) {
      for (const pair of doc.cookie.split(';')) {
        const at = pair.indexOf('=');
        if (at > 0 && pair.slice(0, at).trim() === name) {
          try {
            return decodeURIComponent(pair.slice(at + 1).trim());
          } catch {
            return null;
          }
        }
      }
      return null;
    },
    set(name, value, maxAgeSeconds) {
      const lifetime = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${lifetime}`;
    },
    remove(name) {
      doc.cookie = `${name}=; max-age=0; path=/`;
    },
  };
}
