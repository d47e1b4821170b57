/**
 * A prerendered page's first script: it fetches the store's code once the first screen is drawn with its pictures,
 * so that on a slow connection the code (the entry is ninety-odd KB) does not share the line with them. A page that is
 * not prerendered (the cart, checkout) loads the entry at once, since it shows nothing without it.
 *
 * What the shopper does before the code is there is not lost: a tap is held and made again once the page is hydrated
 * (`early-input.ts`, as Angular's event replay does), and what is typed or chosen in a field is handed to the page's
 * state by the field as it hydrates (`ui/shared/use-value-typed-early.ts`).
 *
 * The page names what to fetch on this script's tag (see {@link START_ENTRY_ATTRIBUTE}); the prerender builds
 * `start-after-first-screen.entry.ts` into a file of its own, with nothing of the app's code, so it is all a page waits
 * for (harness/prerender/prerender-site.ts).
 */

import { holdEarlyInput } from './early-input';

/** The attribute of the tag that names the entry's URL. */
export const START_ENTRY_ATTRIBUTE = 'data-start-entry';

/** The attribute of the tag that names, space-separated, the URLs of the page's modules to preload with the entry. */
export const START_MODULES_ATTRIBUTE = 'data-start-modules';

/** The first screen's pictures: the page's main picture and every picture it loads eagerly. */
const FIRST_SCREEN_PICTURES = 'img[fetchpriority="high"], img[loading="eager"]';

/** What a shopper does that starts the code at once: they are not kept waiting for pictures. */
const SHOPPER_STARTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** The event the entry sends on the document once it has hydrated the page: held taps are made again. */
export const HYDRATED_EVENT = 'store:hydrated';

/** The longest the code waits for the pictures, after which it comes anyway (a picture that never loads). */
export const LONGEST_WAIT_MS = 3000;

/**
 * Adds the entry (a module script) and its modules (`modulepreload` links) named on `tag` to the document, once: a
 * frame after the page's first content is painted and the first screen's pictures are decoded, when the shopper taps,
 * types or focuses, or after {@link LONGEST_WAIT_MS}, whichever comes first. Answers a function that stops listening
 * (taps are then no longer held).
 */
export function startAfterFirstScreen(tag: Element, window: Window): () => void {
  const { document } = window;
  const entry = tag.getAttribute(START_ENTRY_ATTRIBUTE);
  if (!entry) return () => undefined;
  const modules = (tag.getAttribute(START_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  for (const type of SHOPPER_STARTS) window.addEventListener(type, start, { once: true, capture: true, passive: true });
  const early = holdEarlyInput(window, start);
  const stop = (): void => {
    early.stop();
    document.removeEventListener(HYDRATED_EVENT, replay);
    for (const type of SHOPPER_STARTS) window.removeEventListener(type, start, { capture: true });
  };
  const replay = (): void => {
    stop();
    early.replay();
  };
  document.addEventListener(HYDRATED_EVENT, replay);
  window.setTimeout(start, LONGEST_WAIT_MS);
  const pictures = [...document.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_PICTURES)];
  void Promise.all([firstPaint(window), ...pictures.map((picture) => picture.decode().catch(() => undefined))]).then(
    () => window.requestAnimationFrame(() => window.setTimeout(start, 0)),
  );
  return stop;
}

/**
 * Settles once the browser has painted the page's first content (a frame callback can come before the browser shows
 * anything of a new page), at once where the browser does not report paints.
 */
function firstPaint(window: Window): Promise<void> {
  const { PerformanceObserver: Observer } = window as Window & { PerformanceObserver?: typeof PerformanceObserver };
  if (!Observer?.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
