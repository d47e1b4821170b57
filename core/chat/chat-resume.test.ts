import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import type { ChatMessage } from './chat.model';
import { chatNeedsResuming } from './chat-resume';
import { hasPendingMessage, insertMessages, messageList, removeMessage } from './message-list';

const message = (id: string): ChatMessage => ({
  id,
  conversation_id: 'convo_1',
  content: 'Ghee ka price?',
  content_type: 'text',
  sender_id: 'guest_1',
  sender_type: 'customer',
  created_at: '2026-01-01T10:00:00.000Z',
});

const withChat = (chat: Partial<RootState['chat']>): RootState => ({
  ...initialRootState,
  chat: { ...initialRootState.chat, ...chat },
});

describe('chatNeedsResuming', () => {
  it('is false for a closed chat with every message answered, so the chat code stays unloaded', () => {
    expect(chatNeedsResuming(initialRootState)).toBe(false);
    expect(chatNeedsResuming(withChat({ messages: messageList([message('msg_1')]) }))).toBe(false);
  });

  it('is true for a panel left open', () => {
    expect(chatNeedsResuming(withChat({ isOpen: true }))).toBe(true);
  });

  it('is true for a closed panel with a message still pending, which must fail with its text given back', () => {
    expect(chatNeedsResuming(withChat({ messages: messageList([message('msg_1'), message('temp_9')]) }))).toBe(true);
  });

  it('agrees with the list on a pending message, however stored ones arrive after it', () => {
    const sent = insertMessages(messageList([message('msg_1')]), [message('temp_9')], 'append');
    const answered = insertMessages(sent, [{ ...message('msg_2'), created_at: '2026-01-01T10:01:00.000Z' }], 'append');
    for (const messages of [sent, answered, removeMessage(answered, 'temp_9')]) {
      expect(chatNeedsResuming(withChat({ messages }))).toBe(hasPendingMessage(messages));
    }
    expect(chatNeedsResuming(withChat({ messages: answered }))).toBe(true);
  });
});
