import { useEffect } from 'react';
import { useSelector } from '../store';
import { pathInLanguage, STORE_LANGUAGE } from './language';
import { languageCookie, languageOfCookies } from './language-cookie';
import { replaceDocument } from './document-navigation';

/**
 * Keeps the shopper in the language they chose once the stored state is read: the cookie the server reads says it
 * again when it is missing (cleared, or set before the cookie existed), and a store opened in the other language (a
 * host that cannot read the cookie, or a link shared in the other language) moves to the same page in the chosen one.
 */
export function LanguageKeeper() {
  const chosen = useSelector((state) => state.user.language);
  useEffect(() => {
    if (chosen === undefined) return;
    if (languageOfCookies(document.cookie) !== chosen) document.cookie = languageCookie(chosen);
    if (chosen !== STORE_LANGUAGE)
      replaceDocument(pathInLanguage(`${window.location.pathname}${window.location.search}`, chosen));
  }, [chosen]);
  return null;
}
