import { useState } from 'react';

/**
 * The text of an input whose text lives in the store: the store's, except text typed that the store has not applied
 * yet (on a direct load its events wait for the core runtime, docs/architecture.md "Loading code late"), which shows as
 * typed until it has, so no keystroke is lost. `edits` is the store's count of the changes it has applied to the form;
 * `change` dispatches the intent that sets the text.
 */
export function useStoreText(
  stored: string,
  edits: number,
  change: (text: string) => void,
): readonly [text: string, onChange: (text: string) => void] {
  const [typed, setTyped] = useState<{ readonly text: string; readonly edits: number } | null>(null);
  const text = typed !== null && typed.edits === edits ? typed.text : stored;
  const onChange = (next: string) => {
    setTyped({ text: next, edits });
    change(next);
  };
  return [text, onChange];
}
