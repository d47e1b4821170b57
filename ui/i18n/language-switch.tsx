import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as m from '#ui-messages';
import { useDispatch, useStore } from '../store';
import { pathInLanguage, STORE_LANGUAGE, type StoreLanguage } from './language';
import { openDocument } from './document-navigation';

const LANGUAGES: readonly { readonly language: StoreLanguage; readonly name: () => string }[] = [
  { language: 'en', name: m.shell_english },
  { language: 'hi', name: m.shell_hindi },
];

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The switch 'English | हिन्दी': each name links to the page the shopper is on in that language (each language is a
 * store of its own, `/` and `/hi/`). Choosing one keeps the choice (the core writes it to the user's stored state and
 * the cookie the server reads) before the page changes.
 */
export function LanguageSwitch({ className = '' }: { readonly className?: string }) {
  const dispatch = useDispatch();
  const store = useStore();
  const [path] = useLocation();
  const search = useSearch();
  const page = search === '' ? path : `${path}?${search}`;
  const choose = (event: MouseEvent<HTMLAnchorElement>, language: StoreLanguage) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    dispatch({ type: 'session/languageChangeRequested', payload: { language } });
    if (language === STORE_LANGUAGE) return;
    // The core may still be holding the choice (its code on the way): the other store opens once it is applied.
    const open = () => {
      dispatch({ type: 'persist/flushRequested' });
      openDocument(pathInLanguage(`${window.location.pathname}${window.location.search}`, language));
    };
    if (store.getState().user.language === language) return open();
    const stop = store.subscribe(() => {
      if (store.getState().user.language !== language) return;
      stop();
      open();
    });
  };
  return (
    <nav className={`language-switch ${className}`.trim()} aria-label={m.shell_language_switch_label()}>
      {LANGUAGES.map(({ language, name }, index) => (
        <span key={language} className="language-switch__item">
          {index > 0 ? (
            <span className="language-switch__divider" aria-hidden="true">
              |
            </span>
          ) : null}
          <a
            className="language-switch__link"
            href={pathInLanguage(page, language)}
            lang={language}
            hrefLang={language}
            aria-current={language === STORE_LANGUAGE ? 'true' : undefined}
            onClick={(event) => choose(event, language)}
          >
            {name()}
          </a>
        </span>
      ))}
    </nav>
  );
}
