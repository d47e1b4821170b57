import { describe, expect, it } from 'vitest';
import { initialRootState } from '../../core/root.reducer';
import { COMMERCE_TRAITS } from '../../core/commerce/commerce.port';
import { createViewStore } from './view-store';

describe('createViewStore', () => {
  it('shows the state it is given and tells its subscribers, once per new state', () => {
    const view = createViewStore(initialRootState, COMMERCE_TRAITS.brand);
    let calls = 0;
    const unsubscribe = view.store.subscribe(() => calls++);
    const next = { ...initialRootState, chat: { ...initialRootState.chat, isOpen: true } };
    view.show(next, []);
    view.show(next, []);
    expect(view.store.getState()).toBe(next);
    expect(view.store.state$.value).toBe(next);
    expect(calls).toBe(1);
    unsubscribe();
    view.show(initialRootState, []);
    expect(calls).toBe(1);
  });

  it('keeps what the UI dispatches instead of running it', () => {
    const view = createViewStore(initialRootState, COMMERCE_TRAITS.brand);
    const ignored: string[] = [];
    view.ignored$.subscribe((event) => ignored.push(event.type));
    view.store.dispatch({ type: 'chat/openRequested' });
    expect(ignored).toEqual(['chat/openRequested']);
    expect(view.store.getState()).toBe(initialRootState);
  });
});
