/**
 * What a shopper taps on a prerendered page before its code is there, made again once the page is hydrated. A tap on
 * a button or a box, or a form's submission (Enter in the search box), has no handler yet: it is held (its default
 * undone) and made again, in order, once the elements are hydrated. What is typed or chosen in a field meanwhile stays
 * in the field, and the field hands it to the page's state when it hydrates (`ui/shared/use-value-typed-early.ts`),
 * before the held taps are made.
 */

/** What a held tap is on: a button or a box of the page (a link needs no code: it opens its page). */
const TAPPABLE = 'button, input[type="submit"], input[type="checkbox"], input[type="radio"]';

/** How often, and for how long at most, the replay looks for the elements to be hydrated. */
const HYDRATION_POLL_MS = 16;
const HYDRATION_WAIT_MS = 3000;

/** Whether React has hydrated `node`: it keeps the node's props on it. */
const isHydrated = (node: Element): boolean => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** Holds early taps on `window`'s document until {@link EarlyInput.replay}. */
export interface EarlyInput {
  /** Stops holding; once the held elements are hydrated (or after 3 s), makes the taps. */
  readonly replay: () => void;
  /** Stops holding and forgets what was held. */
  readonly stop: () => void;
}

/** Starts holding what the shopper taps on the page; `onInput` is called at each tap held. */
export function holdEarlyInput(window: Window, onInput: () => void): EarlyInput {
  const { document } = window;
  const actions: Array<HTMLElement | HTMLFormElement> = [];
  const hold = (event: Event): void => {
    const target = event.target as Partial<Element> | null;
    const held =
      event.type === 'submit'
        ? (target as HTMLFormElement | null)
        : typeof target?.closest === 'function'
          ? target.closest<HTMLElement>(TAPPABLE)
          : null;
    if (!held) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push(held);
    onInput();
  };
  const stop = (): void => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // React marks a node while hydrating it, in slices; the page handles a tap once the slices are committed, when the
  // browser is next idle.
  const replay = (): void => {
    stop();
    const held = actions.splice(0);
    const waitUntil = Date.now() + HYDRATION_WAIT_MS;
    const make = (): void => {
      for (const action of held) {
        if (!action.isConnected) continue;
        if (action.tagName === 'FORM') (action as HTMLFormElement).requestSubmit();
        else action.click();
      }
    };
    const makeOnceHydrated = (): void => {
      const hydrated = held.filter((element) => element.isConnected).every(isHydrated) || Date.now() >= waitUntil;
      if (!hydrated) {
        window.setTimeout(makeOnceHydrated, HYDRATION_POLL_MS);
        return;
      }
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(make, { timeout: HYDRATION_WAIT_MS });
      else window.requestAnimationFrame(() => window.setTimeout(make, 0));
    };
    if (held.length > 0) makeOnceHydrated();
  };
  return { replay, stop };
}
