import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { initialRootState, type RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { awaitConversation } from './conversation-gate';

const stateOf = (state: RootState) =>
  Object.assign(new Subject<RootState>(), { value: state }) as unknown as StateObservable<RootState>;

function collect(event$: Subject<Event>, state: RootState) {
  const seen: string[] = [];
  let done = false;
  awaitConversation(event$, stateOf(state)).subscribe({ next: (id) => seen.push(id), complete: () => (done = true) });
  return { seen, done: () => done };
}

describe('awaitConversation', () => {
  it('emits the current conversation at once', () => {
    const result = collect(new Subject(), {
      ...initialRootState,
      chat: { ...initialRootState.chat, conversation: { id: 'c1' } },
    });
    expect(result.seen).toEqual(['c1']);
    expect(result.done()).toBe(true);
  });

  it('waits for the start and emits its conversation', () => {
    const event$ = new Subject<Event>();
    const result = collect(event$, initialRootState);
    event$.next({ type: 'chat/initiateStarted' });
    expect(result.seen).toEqual([]);
    event$.next({ type: 'chat/initiated', payload: { conversation: { id: 'c2' }, resumed: false } });
    expect(result.seen).toEqual(['c2']);
    expect(result.done()).toBe(true);
  });

  it('completes without a value when the start fails', () => {
    const event$ = new Subject<Event>();
    const result = collect(event$, initialRootState);
    event$.next({
      type: 'chat/initiateFailed',
      payload: { status: 500, message: 'Failed to start chat. Please try again.' },
    });
    expect(result.seen).toEqual([]);
    expect(result.done()).toBe(true);
  });
});
