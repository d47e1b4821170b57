import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useEffect } from 'react';
import type { SearchOption } from './search-box';

/** SPEC §9: the suggestion list is at most 300 px tall. */
export const SEARCH_LIST_MAX_HEIGHT_PX = 300;

export interface SearchPopupProps {
  readonly reference: HTMLElement | null;
  readonly open: boolean;
  readonly listboxId: string;
  readonly label: string;
  readonly options: readonly SearchOption[];
  readonly activeIndex: number;
  readonly optionId: (index: number) => string;
  /** Shown instead of the list when the search found nothing. */
  readonly emptyNote: string | null;
  readonly onPick: (option: SearchOption) => void;
  readonly onHighlight: (index: number) => void;
  /** Reports that the list can be shown (this chunk has loaded). */
  readonly onReady: (ready: boolean) => void;
}

/** The search box's list, positioned under the field with @floating-ui (loaded on demand). */
export default function SearchPopup(props: SearchPopupProps) {
  const { reference, open, listboxId, label, options, activeIndex, optionId, emptyNote, onPick, onHighlight, onReady } =
    props;
  const visible = open && (options.length > 0 || emptyNote !== null);
  const { refs, floatingStyles } = useFloating({
    open: visible,
    elements: { reference },
    placement: 'bottom-start',
    strategy: 'absolute',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            width: `${rects.reference.width}px`,
            maxHeight: `${Math.max(120, Math.min(SEARCH_LIST_MAX_HEIGHT_PX, availableHeight))}px`,
          });
        },
      }),
    ],
  });

  useEffect(() => {
    onReady(true);
    return () => onReady(false);
  }, [onReady]);

  useEffect(() => {
    if (activeIndex < 0) return;
    const element = document.getElementById(optionId(activeIndex));
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  if (!visible) return null;
  if (options.length === 0) {
    return (
      <p ref={refs.setFloating} className="search-popup search-popup--empty" style={floatingStyles} role="status">
        {emptyNote}
      </p>
    );
  }
  return (
    <ul
      ref={refs.setFloating}
      id={listboxId}
      role="listbox"
      aria-label={label}
      className="search-popup"
      data-heading={label}
      style={{ ...floatingStyles, maxHeight: SEARCH_LIST_MAX_HEIGHT_PX }}
    >
      {options.map((option, index) => (
        <li
          key={option.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={`search-popup__option${index === activeIndex ? ' is-active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => {
            if (index !== activeIndex) onHighlight(index);
          }}
          onClick={() => onPick(option)}
        >
          {option.title}
        </li>
      ))}
    </ul>
  );
}
