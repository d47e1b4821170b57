import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectReconnecting, selectReturnedText, selectScrollRequest } from './chat-session.selectors';

describe('chat session selectors', () => {
  it('scroll requests, returned text, reconnecting', () => {
    const chatSession = {
      ...initialRootState.chatSession,
      scrollToBottomCount: 3,
      inputRestore: { text: 'hi', count: 2 },
      reconnecting: true,
    };
    const state: RootState = { ...initialRootState, chatSession };
    expect(selectScrollRequest(state)).toBe(3);
    expect(selectReturnedText(state)).toEqual({ text: 'hi', count: 2 });
    expect(selectReconnecting(state)).toBe(true);
    expect(selectReconnecting(initialRootState)).toBe(false);
  });
});
