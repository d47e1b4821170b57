import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { pathWithoutLanguage } from '../i18n/language';

/**
 * The path the browser's Back or Forward last went to, until the page's arrival reads it. Listened for from the moment
 * this module loads, so before the router's own listener (added when the first component reads the location): the
 * router's re-render, and the arrival effect with it, can run between two listeners of the same event.
 */
let poppedPath: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedPath = pathWithoutLanguage(window.location.pathname);
  });
}

/** The code that moves focus to a new page's heading, loaded on the first page change (it is not needed to paint). */
const loadPageFocus = () => import('./page-focus');

/**
 * Opens every new page (a link followed, a redirect) at its top at once, then with focus on its heading
 * (`arriveAtPage` of ./page-focus, fetched on the first page change and kept); a page the browser's Back or Forward
 * returns to keeps the position the browser restores, and the first page of a visit the position the browser gives it.
 */
export function usePageArrival(): void {
  const [path] = useLocation();
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    const fromHistory = poppedPath === path;
    poppedPath = null;
    if (fromHistory) return undefined;
    window.scrollTo(0, 0);
    let left = false;
    let stop: (() => void) | undefined;
    void loadPageFocus().then(({ arriveAtPage }) => {
      if (!left) stop = arriveAtPage(document, window);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [path]);
}
