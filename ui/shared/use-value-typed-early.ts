import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A field whose value the page's state holds. */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Keeps what a shopper typed or chose in a field of a prerendered page before the page's code was there. Hydrating
 * leaves it in the field but not in the page's state, and the field's next render would put the state's value back
 * (a search lost its first letters so). At the field's first commit, which on a prerendered page is the hydration's,
 * a value in the field that is not `value` goes to `onTyped`, before anything can render the field again; React's
 * record of the field's value is brought up to the field's, so that the next keystroke counts as a change whatever it
 * leaves. A field mounted by the page's code holds `value`, and nothing is called.
 *
 * Answers the ref to put on the field: `ref` when given (the field's owner keeps one), else one of its own.
 */
export function useValueTypedEarly<E extends Field>(
  value: string,
  onTyped: (typed: string) => void,
  ref?: RefObject<E | null>,
): RefObject<E | null> {
  const own = useRef<E>(null);
  const field = ref ?? own;
  const first = useRef({ field, value, onTyped });
  useLayoutEffect(() => {
    const {
      field: { current: element },
      value: rendered,
      onTyped: tell,
    } = first.current;
    if (element === null) return;
    const shown = element.value;
    element.value = shown;
    if (shown !== rendered) tell(shown);
  }, []);
  return field;
}
