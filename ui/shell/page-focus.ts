/** The page's main heading: the first h1 of the main landmark, else the first h1. */
const mainHeading = (document: Document): HTMLElement | null =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Focuses `element` without scrolling, making it focusable from script first when it is not. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Shows a newly opened page from its top with keyboard focus on its main heading: scrolls `view` to the top at once and
 * focuses the page's first h1 or, until a page loaded on demand has rendered it, the main landmark. Until the shopper
 * presses a key or the pointer, focus follows the heading as the page renders (a loading heading replaced by the
 * product's own, a heading that comes later), unless it was put elsewhere. Answers a function that stops following
 * (the next page change calls it).
 */
export function arriveAtPage(document: Document, view: Pick<Window, 'scrollTo'>): () => void {
  view.scrollTo(0, 0);
  const follow = () => {
    const main = document.querySelector<HTMLElement>('main');
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== main) return;
    const target = mainHeading(document) ?? main;
    if (target && target !== focused) focusQuietly(target);
  };
  follow();
  const observer = new MutationObserver(follow);
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
