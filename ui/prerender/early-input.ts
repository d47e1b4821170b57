/**
 * What a shopper does on a prerendered page before its code is there, kept for the page once it is hydrated. Hydrating
 * leaves what was typed or chosen in the fields, but React does not pass it to the page's state, and a tap on a button
 * or a form's submission has no handler yet. So taps on buttons, checkboxes and radio buttons, and submissions (Enter
 * in the search box), are held (their default undone) and made again in order, after each field's value is told to
 * React with the event it listens to, once the elements are hydrated.
 */

/** What a held tap is on: a button or a box of the page (a link needs no code: it opens its page). */
const TAPPABLE = 'button, input[type="submit"], input[type="checkbox"], input[type="radio"]';

/** A field whose value the page's state follows. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** How often, and for how long at most, the replay looks for the elements to be hydrated. */
const HYDRATION_POLL_MS = 16;
const HYDRATION_WAIT_MS = 3000;

/** Whether React has hydrated `node`: it keeps the node's props on it. */
const isHydrated = (node: Element): boolean => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

const isField = (target: EventTarget | null): target is Field => {
  const tag = (target as Partial<Element> | null)?.tagName;
  if (tag === 'SELECT' || tag === 'TEXTAREA') return true;
  const type = tag === 'INPUT' ? (target as HTMLInputElement).type : '';
  return tag === 'INPUT' && !['checkbox', 'radio', 'submit', 'button', 'file'].includes(type);
};

/**
 * Tells React a field's value: a `change` for a list, an `input` for text, set past React's record of the value (its
 * own setter on the element), so that React sees a change and calls the page's handler.
 */
function tellValue(field: Field, value: string): void {
  if (field.tagName === 'SELECT') {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Holds early taps and remembers early field values on `window`'s document until {@link EarlyInput.replay}. */
export interface EarlyInput {
  /** Stops holding; once the held elements are hydrated (or after 3 s), tells the fields, then makes the taps. */
  readonly replay: () => void;
  /** Stops holding and forgets what was held. */
  readonly stop: () => void;
}

/** Starts holding what the shopper does on the page; `onInput` is called at each tap or change held. */
export function holdEarlyInput(window: Window, onInput: () => void): EarlyInput {
  const { document } = window;
  const actions: Array<HTMLElement | HTMLFormElement> = [];
  const fields = new Map<Field, string>();
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
  const remember = (event: Event): void => {
    if (!isField(event.target)) return;
    fields.set(event.target, event.target.value);
    onInput();
  };
  const stopHolding = (): void => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
  };
  const stopRemembering = (): void => {
    document.removeEventListener('input', remember, true);
    document.removeEventListener('change', remember, true);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);
  const stop = (): void => {
    stopHolding();
    stopRemembering();
  };
  // Taps and submissions are held until the page is hydrated; what is typed meanwhile is remembered until it is told.
  const replay = (): void => {
    stopHolding();
    const held = actions.splice(0);
    const waitUntil = Date.now() + HYDRATION_WAIT_MS;
    const tell = (): void => {
      const elements = [...fields.keys(), ...held].filter((element) => element.isConnected);
      if (!elements.every(isHydrated) && Date.now() < waitUntil) {
        window.setTimeout(tell, HYDRATION_POLL_MS);
        return;
      }
      stopRemembering();
      for (const [field, value] of fields) if (field.isConnected) tellValue(field, value);
      fields.clear();
      for (const action of held) {
        if (!action.isConnected) continue;
        if (action.tagName === 'FORM') (action as HTMLFormElement).requestSubmit();
        else action.click();
      }
    };
    tell();
  };
  return { replay, stop };
}
