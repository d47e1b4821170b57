import { describe, expect, it } from 'vitest';
import { messageList } from './message-list';
import { initialRootState, type RootState } from '../root.reducer';
import type { ChatMessage } from './chat.model';
import {
  selectAssistantTyping,
  selectAudioUploading,
  selectChatBusy,
  selectChatEmpty,
  selectChatError,
  selectChatInitiating,
  selectChatMessages,
  selectClosedTranscript,
  selectHasConversation,
  selectHasOlderMessages,
  selectMessagesLoading,
} from './chat-panel.selectors';

const message = (id: string): ChatMessage => ({
  id,
  conversation_id: 'conv_1',
  content: `message ${id}`,
  content_type: 'text',
  sender_id: 'bot',
  sender_type: 'assistant',
  created_at: '2026-01-01T00:00:00Z',
});

const withChat = (chat: Partial<RootState['chat']>): RootState => ({
  ...initialRootState,
  chat: { ...initialRootState.chat, ...chat },
});

describe('chat panel selectors', () => {
  it('read the flags of the chat slice, each its own', () => {
    const flags = {
      isInitiating: false,
      isLoadingMessages: true,
      hasMoreMessages: false,
      isTyping: true,
      isUploadingAudio: false,
    };
    const state = withChat(flags);
    expect(selectChatInitiating(state)).toBe(false);
    expect(selectMessagesLoading(state)).toBe(true);
    expect(selectHasOlderMessages(state)).toBe(false);
    expect(selectAssistantTyping(state)).toBe(true);
    expect(selectAudioUploading(state)).toBe(false);
    const flipped = withChat({
      isInitiating: true,
      isLoadingMessages: false,
      hasMoreMessages: true,
      isTyping: false,
      isUploadingAudio: true,
    });
    expect(
      [
        selectChatInitiating,
        selectMessagesLoading,
        selectHasOlderMessages,
        selectAssistantTyping,
        selectAudioUploading,
      ].map((select) => select(flipped)),
    ).toEqual([true, false, true, false, true]);
  });

  it('the messages, whether there are none, and the closed transcript', () => {
    expect(selectChatEmpty(initialRootState)).toBe(true);
    const messages = [message('m1'), message('m2')];
    const state = withChat({ messages: messageList(messages), closedTranscript: [message('old')] });
    expect(selectChatMessages(state)).toEqual(messages);
    expect(selectChatMessages({ ...state })).toBe(selectChatMessages(state));
    expect(selectChatEmpty(state)).toBe(false);
    expect(selectClosedTranscript(state)?.map((m) => m.id)).toEqual(['old']);
    expect(selectClosedTranscript(initialRootState)).toBeNull();
  });

  it('has a conversation once one is set', () => {
    expect(selectHasConversation(initialRootState)).toBe(false);
    expect(selectHasConversation(withChat({ conversation: { id: 'conv_1' } }))).toBe(true);
  });

  it('the error, and busy while a send or an upload is in flight', () => {
    expect(selectChatError(withChat({ error: 'Could not send' }))).toBe('Could not send');
    expect(selectChatError(initialRootState)).toBeNull();
    expect(selectChatBusy(initialRootState)).toBe(false);
    expect(selectChatBusy(withChat({ isSendingMessage: true }))).toBe(true);
    expect(selectChatBusy(withChat({ isUploadingAudio: true }))).toBe(true);
  });
});
