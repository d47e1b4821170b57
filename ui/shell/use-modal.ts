import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/**
 * How long a panel (side menu, categories sheet) takes to slide out, in ms: the `transition` of
 * their closed state in panels.css. They slide in over 300 ms.
 */
export const PANEL_EXIT_MS = 200;

/** closed: not in the page; opening: in the page, about to slide in; open; closing: sliding out. */
type PresencePhase = 'closed' | 'opening' | 'open' | 'closing';

/** True when animations should be skipped: the shopper asked for reduced motion, or there is no media query support. */
function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keeps a sliding panel in the page while it animates out. The panel renders while `mounted`
 * and takes its open position while `shown`; with reduced motion it appears and leaves at once.
 */
export function usePresence(open: boolean, exitMs: number, panelRef: RefObject<HTMLElement | null>) {
  const [phase, setPhase] = useState<PresencePhase>('closed');

  useEffect(() => {
    if (open) {
      setPhase((current) => (current === 'open' ? current : prefersReducedMotion() ? 'open' : 'opening'));
      return undefined;
    }
    if (prefersReducedMotion()) {
      setPhase('closed');
      return undefined;
    }
    setPhase((current) => (current === 'closed' ? current : 'closing'));
    const timer = window.setTimeout(() => setPhase('closed'), exitMs);
    return () => window.clearTimeout(timer);
  }, [open, exitMs]);

  useEffect(() => {
    if (phase !== 'opening') return;
    // Reading the layout commits the off-screen position, so the change to open slides in.
    panelRef.current?.getBoundingClientRect();
    setPhase('open');
  }, [phase, panelRef]);

  return { mounted: phase !== 'closed', shown: phase === 'open' };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal behaviour for an open dialog: focus moves into it (to `initialFocus`, else the panel),
 * Tab stays inside it, Escape closes it, the page behind does not scroll, and focus goes back
 * to `returnFocus` (else to where it was) when the dialog closes.
 * Returns the keydown handler to put on the dialog element.
 */
export function useModalFocus(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    returnTo.current = returnFocus?.current ?? (active instanceof HTMLElement ? active : null);
    (initialFocus?.current ?? panelRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const target = returnTo.current;
      returnTo.current = null;
      if (target && target.isConnected) target.focus();
    };
  }, [open, panelRef, initialFocus, returnFocus]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
