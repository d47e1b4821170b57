import { useEffect } from 'react';
import { useSelector } from '../store';
import { pathInLanguage, STORE_LANGUAGE } from './language';
import { replaceDocument } from './document-navigation';

/**
 * Keeps the shopper in the language they chose once the stored state is read: a store opened in the other language (a
 * host that cannot read the cookie, or a link shared in the other language) moves to the same page in the chosen one.
 */
export function LanguageKeeper() {
  const chosen = useSelector((state) => state.user.language);
  useEffect(() => {
    if (chosen !== undefined && chosen !== STORE_LANGUAGE)
      replaceDocument(pathInLanguage(`${window.location.pathname}${window.location.search}`, chosen));
  }, [chosen]);
  return null;
}
