import { describe, expect, it } from 'vitest';
import { stateDiff } from './state-diff';

describe('stateDiff', () => {
  it('names each changed leaf by its path, with the values before and after', () => {
    const shared = { untouched: [1, 2, 3] };
    const before = { chat: { error: null, isOpen: true, messages: [{ id: 'm1', content: 'Namaste' }] }, cart: shared };
    const after = {
      chat: { error: 'This chat was closed.', isOpen: true, messages: [{ id: 'm1', content: 'Namaste ji' }] },
      cart: shared,
    };
    expect(stateDiff(before, after)).toEqual([
      { path: 'chat.error', before: null, after: 'This chat was closed.' },
      { path: 'chat.messages[0].content', before: 'Namaste', after: 'Namaste ji' },
    ]);
  });

  it('shows an added or removed item or key whole', () => {
    expect(stateDiff({ items: [{ id: 'a' }] }, { items: [{ id: 'a' }, { id: 'b' }] })).toEqual([
      { path: 'items[1]', before: undefined, after: { id: 'b' } },
    ]);
    expect(stateDiff({ token: 't', user: 'u' }, { user: 'u' })).toEqual([
      { path: 'token', before: 't', after: undefined },
    ]);
  });

  it('is empty for the same state and names the root when a value is replaced by another kind', () => {
    const state = { a: 1 };
    expect(stateDiff(state, state)).toEqual([]);
    expect(stateDiff([1], { 0: 1 })).toEqual([{ path: '(root)', before: [1], after: { 0: 1 } }]);
  });
});
