import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import { rootReducer } from '../root.reducer';
import { initialRootState, type RootState } from '../root.reducer';
import type { ChatMessage } from './chat.model';
import { messagesOf } from './message-list';

const CONVERSATION = 'conv_1';

const message = (i: number, sender_type = i % 2 ? 'customer' : 'assistant'): ChatMessage => ({
  id: `msg_${i}`,
  conversation_id: CONVERSATION,
  content: `message number ${i}`,
  content_type: 'text',
  sender_id: sender_type === 'customer' ? 'guest_1' : 'assistant',
  sender_type,
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
});

const start: RootState = {
  ...initialRootState,
  chat: { ...initialRootState.chat, conversation: { id: CONVERSATION } },
};

/** A store after a long chat: 1,500 messages arriving, a history page in front, one removed by a failed send. */
function longChat() {
  const { store } = createTestCore({ initialState: start, clockStart: Date.UTC(2026, 0, 1) });
  for (let i = 500; i < 2_000; i++) store.dispatch({ type: 'chat/messageReceived', payload: { message: message(i) } });
  store.dispatch({
    type: 'chat/messagesLoaded',
    payload: {
      conversationId: CONVERSATION,
      mode: 'prepend',
      messages: Array.from({ length: 50 }, (_, i) => message(450 + i)),
      nextBefore: 'msg_450',
    },
  });
  store.dispatch({ type: 'chat/messagePending', payload: { message: { ...message(2_000), id: 'temp_1' } } });
  store.dispatch({
    type: 'chat/sendFailed',
    payload: { tempId: 'temp_1', content: 'x', status: 500, message: 'Failed to send message' },
  });
  return store;
}

describe('the chat state is plain data (issue 24 item 2)', () => {
  it('structuredClone copies the state after a long chat, and the copy reads the same messages', () => {
    const state = longChat().getState();
    const cloned = structuredClone(state);
    expect(cloned).toEqual(state);
    expect(messagesOf(cloned.chat.messages)).toEqual(messagesOf(state.chat.messages));
    expect(state.chat.messages.length).toBe(1_550);
  });

  it('replaying the event log from the first state gives a deep-equal state', () => {
    const store = longChat();
    const replayed = store.log().reduce((state, { event }) => rootReducer(state, event), start);
    expect(replayed).toEqual(store.getState());
    expect(JSON.parse(JSON.stringify(replayed.chat))).toEqual(JSON.parse(JSON.stringify(store.getState().chat)));
  });
});
