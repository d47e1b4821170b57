import * as m from '#ui-messages';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation } from 'wouter';
import { useDispatch, useSelector } from '../store';
import { SearchIcon } from '../shared/icons';
import { useStoreText } from '../shared/use-store-text';
import { useValueTypedEarly } from '../shared/use-value-typed-early';
import { POPULAR_SEARCHES, productHref, SEARCH_PARAMS, SEARCH_PATH, searchHref } from '../shared/store-links';
import { selectSearch } from '../../core/search/search.selectors';

/** The positioned list loads on demand: @floating-ui stays out of the entry chunk. */
const SearchPopup = lazy(() => import('./search-popup'));

/** The text of the search box. */
export const SEARCH_PLACEHOLDER = m.catalog_search_placeholder();

/** One entry of the suggestion list: a product to open. */
export interface SearchOption {
  readonly key: string;
  readonly title: string;
  readonly handle: string;
}

const POPULAR_OPTIONS: readonly SearchOption[] = POPULAR_SEARCHES.map((s) => ({
  key: `popular:${s.handle}`,
  title: s.label,
  handle: s.handle,
}));

export interface SearchBoxProps {
  /** Called after a suggestion or the results page was opened (the phone overlay closes then). */
  readonly onNavigate?: () => void;
  /** Called on Escape when the list is already closed. */
  readonly onEscape?: () => void;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The product search: a combobox whose listbox shows the core's suggestions for what is typed,
 * or popular searches while the box is empty. Arrow keys move through the list with
 * wraparound, Enter opens the highlighted product, Escape or a click outside closes the list.
 * Enter with nothing highlighted (or the phone keyboard's Go) submits the form: the results page
 * for the trimmed text, nothing for blank text.
 */
export function SearchBox({ onNavigate, onEscape, inputRef }: SearchBoxProps) {
  const search = useSelector(selectSearch);
  const dispatch = useDispatch();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [popupWanted, setPopupWanted] = useState(false);
  const [popupReady, setPopupReady] = useState(false);
  const [reference, setReference] = useState<HTMLDivElement | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const listboxId = useId();
  const inputId = useId();
  const sendQuery = useCallback(
    (query: string) => dispatch({ type: 'search/queryChangeRequested', payload: { query } }),
    [dispatch],
  );
  const [query, changeQuery] = useStoreText(search.query, sendQuery);
  const fieldRef = useValueTypedEarly(
    query,
    (typed) => {
      changeQuery(typed);
      if (fieldRef.current !== document.activeElement) return;
      setPopupWanted(true);
      setOpen(true);
    },
    inputRef,
  );

  const trimmed = query.trim();
  const options = useMemo<readonly SearchOption[]>(() => {
    if (trimmed === '') return POPULAR_OPTIONS;
    if (search.suggestionsFor !== trimmed) return [];
    return search.suggestions.map((s) => ({ key: s.id, title: s.title, handle: s.handle }));
  }, [trimmed, search.suggestionsFor, search.suggestions]);

  // The highlight belongs to one list of options; a new list starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ readonly options: readonly SearchOption[]; readonly index: number }>({
    options,
    index: -1,
  });
  const active = highlight.options === options ? highlight.index : -1;
  const setActive = useCallback((index: number) => setHighlight({ options, index }), [options]);

  const answeredEmpty = trimmed !== '' && search.suggestionsFor === trimmed && options.length === 0;
  const expanded = open && popupReady && options.length > 0;
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);

  const close = useCallback(() => {
    setOpen(false);
    setHighlight({ options, index: -1 });
  }, [options]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, close]);

  const pick = (option: SearchOption) => {
    close();
    navigate(productHref(option.handle));
    onNavigate?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed === '') return;
    close();
    navigate(searchHref(trimmed));
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setPopupWanted(true);
        if (!open) {
          setOpen(true);
          return;
        }
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        setActive(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
        return;
      }
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else {
          onEscape?.();
        }
        return;
      default:
        return;
    }
  };

  return (
    <form className="search-box" ref={rootRef} role="search" action={SEARCH_PATH} method="get" onSubmit={submit}>
      <div className="search-box__field" ref={setReference}>
        <label htmlFor={inputId} className="visually-hidden">
          {m.catalog_search_label()}
        </label>
        <SearchIcon size={20} className="search-box__icon" />
        <input
          ref={fieldRef}
          id={inputId}
          name={SEARCH_PARAMS.query}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          className="search-box__input"
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          onFocus={() => setPopupWanted(true)}
          onPointerEnter={() => setPopupWanted(true)}
          onClick={() => {
            setPopupWanted(true);
            setOpen(true);
          }}
          onChange={(event) => {
            setPopupWanted(true);
            setOpen(true);
            changeQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {popupWanted ? (
        <Suspense fallback={null}>
          <SearchPopup
            reference={reference}
            open={open}
            listboxId={listboxId}
            label={trimmed === '' ? m.catalog_search_popular() : m.catalog_search_suggestions()}
            options={options}
            activeIndex={active}
            optionId={optionId}
            emptyNote={open && answeredEmpty ? m.catalog_search_no_suggestions({ query: trimmed }) : null}
            onPick={pick}
            onHighlight={setActive}
            onReady={setPopupReady}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
