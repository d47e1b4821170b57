import { useCallback, useState } from 'react';
import { useStore } from '../store';

/**
 * The text of an input whose value lives in the store, for its `value` and `onChange`: the store's value, except
 * while the store holds events (the core runtime's code is still loading), when the input shows what was typed, so
 * no keystroke is lost; each change goes to the store with `send`.
 */
export function useStoreText(stored: string, send: (text: string) => void): readonly [string, (text: string) => void] {
  const store = useStore();
  const [typed, setTyped] = useState<string | null>(null);
  const change = useCallback(
    (text: string) => {
      send(text);
      setTyped(store.held() ? text : null);
    },
    [send, store],
  );
  return [typed !== null && store.held() ? typed : stored, change];
}
