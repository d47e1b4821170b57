import * as m from '#ui-messages';

/** The languages the store is built in: each is a build of its own (package.json `#ui-messages`, vite.config.ts). */
export type StoreLanguage = 'en' | 'hi';

/** The language of this build, which `<html lang>` carries. */
export const STORE_LANGUAGE: StoreLanguage = m.common_language_code() === 'hi' ? 'hi' : 'en';

/** The locale money, numbers and dates are written in (`en-IN`, `hi-IN`). */
export const INTL_LOCALE: string = m.common_intl_locale();

/** The path each language's store lives under: English at the root, Hindi under `/hi`. */
export const LANGUAGE_BASE: Readonly<Record<StoreLanguage, string>> = { en: '', hi: '/hi' };

/** `path` (a path of the site, with or without a language's base) without its language's base. */
export function pathWithoutLanguage(path: string): string {
  const match = /^\/hi(?=\/|$|\?|#)/.exec(path);
  const rest = match ? path.slice(match[0].length) : path;
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page as `path` in `language`: `/cart` is `/hi/cart` in Hindi, `/hi/cart` is `/cart` in English. */
export function pathInLanguage(path: string, language: StoreLanguage): string {
  const page = pathWithoutLanguage(path);
  const base = LANGUAGE_BASE[language];
  return base === '' ? page : page === '/' ? `${base}/` : `${base}${page}`;
}
