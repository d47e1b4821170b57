import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../shared/icons';
import { PANEL_EXIT_MS, useModalFocus, usePresence } from './use-modal';

/** What opens and closes a modal panel. */
export interface ModalPanelControl {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Where focus goes when it closes (the button that opened it). */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
}

interface ModalPanelProps extends ModalPanelControl {
  /** The CSS block of panels.css: `{block}-root`, `{block}__backdrop`, `{block}`, `{block}__head`. */
  readonly block: 'side-menu' | 'sheet';
  /** The dialog's accessible name. */
  readonly label: string;
  /** What the head shows before the close button. */
  readonly heading: ReactNode;
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog sliding over the page (see {@link usePresence} and {@link useModalFocus}): a
 * backdrop that closes it, a head with a close button that takes the focus, and the content.
 * Its children render only while it is in the page.
 */
export function ModalPanel({
  open,
  onClose,
  returnFocusRef,
  block,
  label,
  heading,
  closeLabel,
  children,
}: ModalPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { mounted, shown } = usePresence(open, PANEL_EXIT_MS, panelRef);
  const onKeyDown = useModalFocus(open && mounted, panelRef, onClose, closeRef, returnFocusRef);
  if (!mounted) return null;

  return createPortal(
    <div className={`${block}-root${shown ? ' is-open' : ''}`}>
      <div className={`${block}__backdrop`} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={block}
        onKeyDown={onKeyDown}
      >
        <div className={`${block}__head`}>
          {heading}
          <button ref={closeRef} type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
