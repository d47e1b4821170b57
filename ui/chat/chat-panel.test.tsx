// @vitest-environment jsdom
import { messageList } from '../../core/chat/message-list';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORE_DETAILS, telHref } from '../store-details';
import { SUPPORT_HOURS_LINE } from './chat-header';
import { chatMessage, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';

/** The welcome names the store, not the spec's placeholder 'the product' (issue 22.12). */
const WELCOME = `Welcome to ${STORE_DETAILS.name}!`;

setUpChatTests();

const dialog = () => screen.getByRole('dialog', { name: 'Support chat' });

describe('ChatPanel', () => {
  it('is a dialog named Support chat with the call and close buttons and the support hours line', () => {
    renderChatPanel();
    const panel = dialog();
    const call = within(panel).getByRole('link', { name: 'Call support' });
    expect(call.getAttribute('href')).toBe(telHref(STORE_DETAILS.phone));
    expect(call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(within(panel).getByRole('button', { name: 'Close chat' })).toBeTruthy();
    expect(SUPPORT_HOURS_LINE).toBe('Live agents 10:00\u201320:00. We\u2019ll respond ASAP.');
    expect(within(panel).getByText(SUPPORT_HOURS_LINE)).toBeTruthy();
  });

  it('closes on Close chat and on Escape, dispatching chat/closeRequested', () => {
    const { intents } = renderChatPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    fireEvent.keyDown(screen.getByPlaceholderText('Type your message...'), { key: 'Escape' });
    expect(intents()).toEqual([{ type: 'chat/closeRequested' }, { type: 'chat/closeRequested' }]);
  });

  it('shows the welcome view and the Need Support? box with a call button while there are no messages', () => {
    renderChatPanel();
    const panel = dialog();
    expect(within(panel).getByRole('heading', { name: WELCOME })).toBeTruthy();
    expect(panel.textContent).not.toContain('the product');
    expect(panel.textContent).toContain('10:00 AM - 8:00 PM');
    expect(panel.textContent).toMatch(/leave a message at any time/);
    const box = within(panel).getByRole('region', { name: 'Need Support?' });
    expect(
      within(box)
        .getByRole('link', { name: `Call ${STORE_DETAILS.phone}` })
        .getAttribute('href'),
    ).toBe(telHref(STORE_DETAILS.phone));
    expect(screen.queryByText('Starting Chat...')).toBeNull();
  });

  it('shows the Starting Chat... spinner instead of the welcome view while a conversation is being started', () => {
    renderChatPanel({ state: { chat: { conversation: null, isInitiating: true } } });
    expect(screen.getByRole('status').textContent).toContain('Starting Chat...');
    expect(screen.queryByText(WELCOME)).toBeNull();
  });

  it('keeps the Starting Chat... notice above the first (pending) message', async () => {
    renderChatPanel({
      state: {
        chat: {
          conversation: null,
          isInitiating: true,
          messages: messageList([chatMessage({ id: 'temp_1', sender_type: 'customer', content: 'Hi' })]),
        },
      },
    });
    expect(screen.getByText('Starting Chat...')).toBeTruthy();
    expect(await screen.findByText('Hi')).toBeTruthy();
  });

  it('goes from the spinner to the welcome view once the start settles without messages', () => {
    const { store } = renderChatPanel({ state: { chat: { conversation: null } } });
    act(() => store.dispatch({ type: 'chat/initiateStarted' }));
    expect(screen.getByText('Starting Chat...')).toBeTruthy();
    act(() =>
      store.dispatch({
        type: 'chat/initiateFailed',
        payload: { status: 500, message: 'Failed to start chat. Please try again.' },
      }),
    );
    expect(screen.queryByText('Starting Chat...')).toBeNull();
    expect(screen.getByText(WELCOME)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed to start chat. Please try again.');
  });

  it('shows Reconnecting... only once the core says the connection has stayed down', () => {
    const { store } = renderChatPanel();
    act(() => store.dispatch({ type: 'chat/socketStatusChanged', payload: { status: 'disconnected' } }));
    expect(screen.queryByText('Reconnecting...')).toBeNull();
    act(() => store.dispatch({ type: 'chat/reconnectingShown' }));
    expect(screen.getByText('Reconnecting...')).toBeTruthy();
    act(() => store.dispatch({ type: 'chat/socketStatusChanged', payload: { status: 'connected' } }));
    expect(screen.queryByText('Reconnecting...')).toBeNull();
  });

  it('shows the error bar above the input as an alert, dismissible with chat/errorDismissRequested', () => {
    const { intents } = renderChatPanel({ state: { chat: { error: 'Failed to load messages.' } } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load messages.');
    const form = screen.getByPlaceholderText('Type your message...').closest('form') as HTMLFormElement;
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(intents()).toEqual([{ type: 'chat/errorDismissRequested' }]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows server error text as text, never as HTML', () => {
    renderChatPanel({ state: { chat: { error: '<img src=x onerror="alert(1)">' } } });
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('img')).toBeNull();
    expect(alert.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('shows the recording failure message, dismissed with voice/cancelRequested', () => {
    const { store, intents } = renderChatPanel();
    act(() => store.dispatch({ type: 'voice/recordRequested' }));
    act(() =>
      store.dispatch({
        type: 'voice/recordingFailed',
        payload: { reason: 'NotReadableError', message: 'Recording failed: NotReadableError' },
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Recording failed: NotReadableError');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss recording error' }));
    expect(intents().at(-1)).toEqual({ type: 'voice/cancelRequested' });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows the typing indicator while support is typing', () => {
    const { store } = renderChatPanel({ state: { chat: { messages: messageList([chatMessage()]) } } });
    expect(screen.queryByLabelText('Support is typing')).toBeNull();
    act(() => store.dispatch({ type: 'chat/typingChanged', payload: { conversationId: 'conv_1', isTyping: true } }));
    expect(screen.getByLabelText('Support is typing')).toBeTruthy();
  });

  it('announces new messages from support in a polite live region outside the list, but not history or own messages', () => {
    const { store } = renderChatPanel({
      state: { chat: { messages: messageList([chatMessage({ content: 'Old answer' })]) } },
    });
    const region = screen.getByTestId('chat-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.closest('.chat-messages')).toBeNull();
    expect(region.textContent).toBe('');

    act(() =>
      store.dispatch({
        type: 'chat/messageReceived',
        payload: {
          message: chatMessage({
            id: 'a1',
            content: 'Our atta is milled daily.',
            metadata: { sender: { name: 'Priya' } },
          }),
        },
      }),
    );
    expect(region.textContent).toBe('Priya: Our atta is milled daily.');

    act(() =>
      store.dispatch({
        type: 'chat/messageReceived',
        payload: { message: chatMessage({ id: 'c9', sender_type: 'customer', content: 'Thanks' }) },
      }),
    );
    expect(region.textContent).toBe('Priya: Our atta is milled daily.');

    act(() =>
      store.dispatch({
        type: 'chat/messagesLoadStarted',
        payload: { conversationId: 'conv_1', mode: 'prepend', before: 'cursor' },
      }),
    );
    act(() =>
      store.dispatch({
        type: 'chat/messagesLoaded',
        payload: {
          conversationId: 'conv_1',
          mode: 'prepend',
          messages: [chatMessage({ id: 'h1', content: 'Ancient history' })],
          nextBefore: null,
        },
      }),
    );
    expect(region.textContent).toBe('Priya: Our atta is milled daily.');
  });

  it('does not announce a conversation history loaded into an empty chat', async () => {
    const { store } = renderChatPanel();
    act(() =>
      store.dispatch({
        type: 'chat/messagesLoadStarted',
        payload: { conversationId: 'conv_1', mode: 'replace', before: null },
      }),
    );
    act(() =>
      store.dispatch({
        type: 'chat/messagesLoaded',
        payload: {
          conversationId: 'conv_1',
          mode: 'replace',
          messages: [chatMessage({ content: 'Earlier reply' }), chatMessage({ content: 'Last reply' })],
          nextBefore: null,
        },
      }),
    );
    expect(await screen.findByText('Last reply')).toBeTruthy();
    expect(screen.getByTestId('chat-announcer').textContent).toBe('');
    act(() =>
      store.dispatch({
        type: 'chat/messageReceived',
        payload: { message: chatMessage({ content: 'Fresh reply', metadata: { sender: { name: 'Ravi' } } }) },
      }),
    );
    expect(screen.getByTestId('chat-announcer').textContent).toBe('Ravi: Fresh reply');
  });
});

describe('Phone keyboard', () => {
  it('sizes the panel to the visible part of the page as the on-screen keyboard opens and closes', () => {
    const viewport = Object.assign(new EventTarget(), { height: 844, offsetTop: 0 });
    vi.stubGlobal('visualViewport', viewport);
    const { view } = renderChatPanel();
    const panel = dialog();
    expect(panel.style.getPropertyValue('--chat-viewport-height')).toBe('844px');
    viewport.height = 508;
    viewport.offsetTop = 12;
    act(() => {
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(panel.style.getPropertyValue('--chat-viewport-height')).toBe('508px');
    expect(panel.style.getPropertyValue('--chat-viewport-top')).toBe('12px');
    view.unmount();
  });
});

describe('Voice recorder', () => {
  it('shows a seconds counter while recording, and Stop dispatches voice/stopRequested', () => {
    vi.useFakeTimers();
    try {
      const { store, intents } = renderChatPanel();
      act(() => store.dispatch({ type: 'voice/recordRequested' }));
      act(() => store.dispatch({ type: 'voice/recordingStarted', payload: { mimeType: 'audio/webm', startedAt: 0 } }));
      const recorder = screen.getByRole('region', { name: 'Voice recorder' });
      expect(recorder.textContent).toContain('0:00');
      act(() => vi.advanceTimersByTime(3000));
      expect(recorder.textContent).toContain('0:03');
      fireEvent.click(within(recorder).getByRole('button', { name: 'Stop recording' }));
      expect(intents().at(-1)).toEqual({ type: 'voice/stopRequested' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays back the recording in review from an object URL, with Cancel and Send', () => {
    const blob = new Blob(['voice'], { type: 'audio/webm' });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://shop.test/rec-1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { store, intents } = renderChatPanel({ recordings: { get: (id) => (id === 'rec_1' ? blob : undefined) } });
    act(() => store.dispatch({ type: 'voice/recordRequested' }));
    act(() => store.dispatch({ type: 'voice/recordingStarted', payload: { mimeType: 'audio/webm', startedAt: 0 } }));
    act(() =>
      store.dispatch({
        type: 'voice/recordingCompleted',
        payload: { recordingId: 'rec_1', mimeType: 'audio/webm', size: 900, durationMs: 4200 },
      }),
    );

    const recorder = screen.getByRole('region', { name: 'Voice recorder' });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(recorder.querySelector('audio')?.getAttribute('src')).toBe('blob:http://shop.test/rec-1');
    expect(recorder.textContent).toContain('0:04');
    fireEvent.click(within(recorder).getByRole('button', { name: 'Send' }));
    expect(intents().at(-1)).toEqual({ type: 'voice/sendRequested' });
    expect(within(recorder).getByRole('button', { name: 'Sending...' }).hasAttribute('disabled')).toBe(true);
    expect((within(recorder).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    act(() =>
      store.dispatch({
        type: 'voice/sendFailed',
        payload: { detail: 'upload 500', message: 'Failed to send voice message. Please try again.' },
      }),
    );
    expect(screen.queryByRole('region', { name: 'Voice recorder' })).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://shop.test/rec-1');
    expect(screen.getByRole('alert').textContent).toContain('Failed to send voice message. Please try again.');
  });

  it('shows Sending... while the voice note uploads', () => {
    renderChatPanel({
      state: {
        voice: { phase: 'review', recording: { id: 'rec_1', mimeType: 'audio/webm', durationMs: 1000, size: 10 } },
        chat: { isUploadingAudio: true },
      },
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('cancels a review with voice/cancelRequested', () => {
    const { intents } = renderChatPanel({
      state: {
        voice: { phase: 'review', recording: { id: 'rec_1', mimeType: 'audio/webm', durationMs: 1000, size: 10 } },
      },
    });
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Voice recorder' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(intents()).toEqual([{ type: 'voice/cancelRequested' }]);
    expect(screen.queryByRole('region', { name: 'Voice recorder' })).toBeNull();
  });

  it('asks for the microphone again with Try Again and closes the dialog with Close', () => {
    const { store, intents } = renderChatPanel();
    act(() => store.dispatch({ type: 'voice/recordRequested' }));
    act(() => store.dispatch({ type: 'voice/permissionDenied', payload: { reason: 'Permission denied' } }));
    let dialogBox = screen.getByRole('alertdialog', { name: 'Microphone Access Required' });
    fireEvent.click(within(dialogBox).getByRole('button', { name: 'Try Again' }));
    expect(intents().at(-1)).toEqual({ type: 'voice/recordRequested' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => store.dispatch({ type: 'voice/permissionDenied', payload: { reason: 'Permission denied' } }));
    dialogBox = screen.getByRole('alertdialog', { name: 'Microphone Access Required' });
    fireEvent.click(within(dialogBox).getByRole('button', { name: 'Close' }));
    expect(intents().at(-1)).toEqual({ type: 'voice/permissionDialogCloseRequested' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the conversation an agent closed, marked closed, above the welcome view (issue 11, defect 4)', () => {
    const agentAnswer = chatMessage({ content: 'Your refund is on its way.' });
    renderChatPanel({
      state: {
        chat: {
          conversation: null,
          messages: messageList([]),
          closedTranscript: [chatMessage({ sender_type: 'customer', content: 'Refund?' }), agentAnswer],
        },
      },
    });
    const closed = screen.getByRole('region', { name: 'This chat was closed' });
    expect(within(closed).getByText('Your refund is on its way.')).toBeTruthy();
    expect(within(closed).getByText('Refund?')).toBeTruthy();
    const welcome = screen.getByRole('heading', { name: WELCOME });
    expect(closed.compareDocumentPosition(welcome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
