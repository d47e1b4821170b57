import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

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
  const popped = useRef<string | null>(null);
  useEffect(() => {
    const onPop = () => {
      popped.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    const fromHistory = popped.current === path;
    popped.current = null;
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
