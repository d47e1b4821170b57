import type { StoreLanguage } from './language';

/** The cookie that tells the server which language's pages to send (docs/product-spec.md §18.1). */
export const LANGUAGE_COOKIE = 'store_language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that keeps `language` for a year, for every path of the site. */
export const languageCookie = (language: StoreLanguage): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;

/** The language a `Cookie` header (or `document.cookie`) names, or null when it names none the store speaks. */
export function languageOfCookies(cookies: string | undefined): StoreLanguage | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'hi')) return value;
  }
  return null;
}
