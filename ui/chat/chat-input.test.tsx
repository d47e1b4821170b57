// @vitest-environment jsdom
import { messageList, messagesOf } from '../../core/chat/message-list';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Event, EventOf } from '../../core/events';
import { chatMessage, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';

setUpChatTests();

const textarea = () => screen.getByPlaceholderText('Type your message...') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
const voiceButton = () => screen.getByRole('button', { name: 'Record voice message' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(textarea(), { target: { value } });
const sends = (intents: () => readonly Event[]) =>
  intents().filter((intent): intent is EventOf<'chat/sendRequested'> => intent.type === 'chat/sendRequested');

describe('ChatInput', () => {
  it('has the placeholder and focuses the box when the chat opens', () => {
    renderChatPanel();
    expect(textarea().placeholder).toBe('Type your message...');
    expect(document.activeElement).toBe(textarea());
  });

  it('sends on Enter and empties the box', () => {
    const { intents } = renderChatPanel();
    type('Is the atta fresh?');
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(sends(intents)).toEqual([{ type: 'chat/sendRequested', payload: { content: 'Is the atta fresh?' } }]);
    expect(textarea().value).toBe('');
  });

  it('does not send on Shift+Enter, which leaves the newline to the box', () => {
    const { intents } = renderChatPanel();
    type('line one');
    const notPrevented = fireEvent.keyDown(textarea(), { key: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(sends(intents)).toEqual([]);
    type('line one\nline two');
    fireEvent.click(sendButton());
    expect(sends(intents)).toEqual([{ type: 'chat/sendRequested', payload: { content: 'line one\nline two' } }]);
  });

  it('does not send while an IME composition is under way', () => {
    const { intents } = renderChatPanel();
    type('namaste');
    fireEvent.keyDown(textarea(), { key: 'Enter', isComposing: true });
    expect(sends(intents)).toEqual([]);
  });

  it('ignores blank or whitespace-only text, and the send button stays disabled for it', () => {
    const { intents } = renderChatPanel();
    expect(sendButton().disabled).toBe(true);
    type('   \n\t ');
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    fireEvent.submit(sendButton().closest('form') as HTMLFormElement);
    expect(sends(intents)).toEqual([]);
    expect(textarea().value).toBe('   \n\t ');
  });

  it('sends the text without surrounding whitespace', () => {
    const { intents } = renderChatPanel();
    type('  ghee price?  ');
    fireEvent.click(sendButton());
    expect(sends(intents)).toEqual([{ type: 'chat/sendRequested', payload: { content: 'ghee price?' } }]);
  });

  it('shows the character counter only past 100 characters, with the limit', () => {
    renderChatPanel();
    type('a'.repeat(100));
    expect(screen.queryByText(/characters$/)).toBeNull();
    type('a'.repeat(101));
    expect(screen.getByText('101 of 4000 characters')).toBeTruthy();
  });

  it('takes at most 4000 characters, and the counter says the limit is reached', () => {
    const { intents } = renderChatPanel();
    expect(textarea().maxLength).toBe(4000);
    type('a'.repeat(4100));
    expect(textarea().value).toHaveLength(4000);
    expect(screen.getByText('4000 of 4000 characters (the limit)')).toBeTruthy();
    fireEvent.click(sendButton());
    expect(sends(intents)).toEqual([{ type: 'chat/sendRequested', payload: { content: 'a'.repeat(4000) } }]);
  });

  it('grows with its text up to 120 px, then scrolls', () => {
    renderChatPanel();
    const box = textarea();
    let contentHeight = 40;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => contentHeight });
    type('one line');
    expect(box.style.height).toBe('40px');
    expect(box.style.overflowY).toBe('hidden');
    contentHeight = 300;
    type('many\nlines\nof\ntext\nhere\nand\nmore');
    expect(box.style.height).toBe('120px');
    expect(box.style.overflowY).toBe('auto');
  });

  it('disables send and voice while a voice note is uploading, keeping the text in the box', () => {
    const { intents } = renderChatPanel({ state: { chat: { isUploadingAudio: true } } });
    type('hello');
    expect(sendButton().disabled).toBe(true);
    expect(voiceButton().disabled).toBe(true);
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(sends(intents)).toEqual([]);
    expect(textarea().value).toBe('hello');
  });

  it('queues a message sent while another is sending: it shows at once and goes after it, in order (issue 22.12)', () => {
    const { store, intents } = renderChatPanel();
    type('Namaste');
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(store.getState().chat.isSendingMessage).toBe(true);
    expect(voiceButton().disabled).toBe(true);
    type('Atta chahiye');
    expect(sendButton().disabled).toBe(false);
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(textarea().value).toBe('');
    expect(sends(intents).map((intent) => intent.payload)).toEqual([
      { content: 'Namaste' },
      { content: 'Atta chahiye' },
    ]);
    expect(messagesOf(store.getState().chat.messages).map((message) => message.content)).toEqual([
      'Namaste',
      'Atta chahiye',
    ]);
  });

  it('enables voice when idle, even with an empty box, and dispatches voice/recordRequested', () => {
    const { intents } = renderChatPanel();
    expect(voiceButton().disabled).toBe(false);
    fireEvent.click(voiceButton());
    expect(intents()).toContainEqual({ type: 'voice/recordRequested' });
  });

  it('puts the text of a failed send back in the box', () => {
    const { store, intents } = renderChatPanel({ state: { chat: { messages: messageList([chatMessage()]) } } });
    type('Where is my order?');
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(textarea().value).toBe('');
    const pending = messagesOf(store.getState().chat.messages).find((message) => message.id.startsWith('temp_'));
    expect(sends(intents)).toHaveLength(1);
    act(() =>
      store.dispatch({
        type: 'chat/sendFailed',
        payload: {
          tempId: pending?.id ?? 'temp_1',
          content: 'Where is my order?',
          status: 500,
          message: 'Failed to send message. Please try again.',
        },
      }),
    );
    expect(textarea().value).toBe('Where is my order?');
    expect(screen.getByRole('alert').textContent).toContain('Failed to send message. Please try again.');
  });

  it('keeps what was typed meanwhile after the returned text, and returns the same text twice', () => {
    const { store } = renderChatPanel();
    const fail = (content: string) =>
      act(() =>
        store.dispatch({
          type: 'chat/sendFailed',
          payload: { tempId: 'temp_x', content, status: 0, message: 'Failed to send message. Please try again.' },
        }),
      );
    type('and one more thing');
    fail('first question');
    expect(textarea().value).toBe('first question\nand one more thing');
    type('');
    fail('first question');
    expect(textarea().value).toBe('first question');
  });

  it('puts the text back when the server closed the chat (409/404)', () => {
    const { store } = renderChatPanel();
    act(() =>
      store.dispatch({
        type: 'chat/closedByServer',
        payload: { tempId: 'temp_1', content: 'Hello again', status: 409 },
      }),
    );
    expect(textarea().value).toBe('Hello again');
    expect(screen.getByRole('alert').textContent).toContain(
      'This chat was closed. Send a new message to start a fresh chat.',
    );
  });
});
