// @vitest-environment jsdom
import { messageAt, messageList } from '../../core/chat/message-list';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../core/chat/chat.model';
import { cssRule } from '../testing/css-rules';
import { isPrepend } from './chat-message-list';
import { chatMessage, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';

setUpChatTests();

const scroller = () => screen.getByRole('region', { name: 'Messages' });
const rowOf = (text: string) => screen.getByText(text).closest('.chat-message') as HTMLElement;

function conversation(count: number, prefix = 'm'): ChatMessage[] {
  return Array.from({ length: count }, (_, index) =>
    chatMessage({
      id: `${prefix}${index}`,
      content: `${prefix === 'm' ? 'Message' : 'Older'} ${index}`,
      sender_type: index % 2 === 0 ? 'customer' : 'agent',
      created_at: new Date(Date.UTC(2025, 0, 1) + (prefix === 'm' ? 1e9 : 0) + index * 1000).toISOString(),
    }),
  );
}

/** Waits for the list to show `text` and for its own scrolling (to the newest message) to settle. */
async function settledOn(text: string) {
  await screen.findByText(text);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

/** Scrolls the list the way a person would: the scroll offset changes and a scroll event follows. */
function scrollListTo(top: number) {
  const element = scroller();
  element.scrollTop = top;
  fireEvent.scroll(element);
}

describe('Message links', () => {
  const offer = (overrides: Partial<ChatMessage> = {}) =>
    chatMessage({
      sender_type: 'assistant',
      content: 'Order karne ke liye yahan se checkout kijiye.',
      metadata: { actions: [{ type: 'link', label: 'Go to checkout', path: '/checkout' }] },
      ...overrides,
    });

  it("an assistant answer's link is a real link that navigates in the app", async () => {
    const { location, intents } = renderChatPanel({ state: { chat: { messages: messageList([offer()]) } } });
    await screen.findByText('Order karne ke liye yahan se checkout kijiye.');
    const row = rowOf('Order karne ke liye yahan se checkout kijiye.');
    const link = within(row).getByRole('link', { name: 'Go to checkout' });
    expect(link.getAttribute('href')).toBe('/checkout');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(location.history.at(-1)).toBe('/checkout');
    expect(intents().map((event) => event.type)).not.toContain('chat/closeRequested');
  });

  it('on a phone, where the chat covers the page, following the link closes the chat', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({ matches: query.includes('max-width'), media: query }) as MediaQueryList) as typeof window.matchMedia;
    try {
      const { location, intents } = renderChatPanel({ state: { chat: { messages: messageList([offer()]) } } });
      await screen.findByText('Order karne ke liye yahan se checkout kijiye.');
      act(() => fireEvent.click(screen.getByRole('link', { name: 'Go to checkout' })));
      expect(location.history.at(-1)).toBe('/checkout');
      expect(intents().map((event) => event.type)).toContain('chat/closeRequested');
    } finally {
      window.matchMedia = original;
    }
  });

  it("the shopper's own message shows no link, and a label is text, never HTML", async () => {
    renderChatPanel({
      state: {
        chat: {
          messages: messageList([
            offer({ sender_type: 'customer', content: 'mine' }),
            offer({ content: 'theirs', metadata: { actions: [{ type: 'link', label: '<b>Go</b>', path: '/cart' }] } }),
          ]),
        },
      },
    });
    await screen.findByText('theirs');
    expect(within(rowOf('mine')).queryByRole('link')).toBeNull();
    const link = within(rowOf('theirs')).getByRole('link', { name: '<b>Go</b>' });
    expect(link.querySelector('b')).toBeNull();
  });
});

describe('Message list', () => {
  it('puts customer messages on the right and others on the left under their sender name', async () => {
    renderChatPanel({
      state: {
        chat: {
          messages: messageList([
            chatMessage({ sender_type: 'customer', content: 'Do you have ghee?' }),
            chatMessage({
              sender_type: 'agent',
              content: 'Yes, in 500 ml and 1 l.',
              metadata: { sender: { name: 'Priya' } },
            }),
            chatMessage({ sender_type: 'ai', content: 'Here is our A2 ghee.' }),
          ]),
        },
      },
    });
    const own = (await screen.findByText('Do you have ghee?')).closest('.chat-message') as HTMLElement;
    expect(own.classList.contains('chat-message--own')).toBe(true);
    expect(own.querySelector('.chat-message__sender')).toBeNull();
    const agent = rowOf('Yes, in 500 ml and 1 l.');
    expect(agent.classList.contains('chat-message--other')).toBe(true);
    expect(within(agent).getByText('Priya')).toBeTruthy();
    const assistant = rowOf('Here is our A2 ghee.');
    expect(assistant.classList.contains('chat-message--other')).toBe(true);
    expect(within(assistant).getByText('Assistant')).toBeTruthy();
    const messagesCss = 'chat/chat-messages.css';
    expect(cssRule(messagesCss, '.chat-message')['align-items']).toBe('flex-start');
    expect(cssRule(messagesCss, '.chat-message--own')['align-items']).toBe('flex-end');
  });

  it('shows message text as text, never as HTML, keeping its line breaks', async () => {
    const content = '<b>bold</b><img src=x onerror="alert(1)">\nsecond line';
    renderChatPanel({ state: { chat: { messages: messageList([chatMessage({ content })]) } } });
    const text = (await screen.findByText(
      (_, element) => element?.classList.contains('chat-message__text') === true,
    )) as HTMLElement;
    expect(text.textContent).toBe(content);
    expect(text.querySelector('b')).toBeNull();
    expect(text.querySelector('img')).toBeNull();
  });

  it('lets the browser set the direction of each text, for Urdu or Arabic as well as Hindi and English', async () => {
    renderChatPanel({
      state: {
        chat: {
          messages: messageList([
            chatMessage({ id: 'm1', content: 'آپ کا آرڈر' }),
            chatMessage({ id: 'm2', sender_type: 'customer', content: 'Shukriya' }),
          ]),
        },
      },
    });
    for (const content of ['آپ کا آرڈر', 'Shukriya'])
      expect((await screen.findByText(content)).getAttribute('dir')).toBe('auto');
  });

  it('clamps a very tall text with Show more, which shows it all', async () => {
    const content = `Start${'\n'.repeat(2000)}End`;
    renderChatPanel({
      state: {
        chat: { messages: messageList([chatMessage({ content }), chatMessage({ id: 'm2', content: 'Short one' })]) },
      },
    });
    const text = (await screen.findByText(
      (_, element) => element?.classList.contains('chat-message__text--clamped') === true,
    )) as HTMLElement;
    expect(text.textContent).toBe(content);
    expect(cssRule('chat/chat-messages.css', '.chat-message__text--clamped')['overflow']).toBe('hidden');
    expect(screen.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(text.classList.contains('chat-message__text--clamped')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('marks a message still being sent', async () => {
    renderChatPanel({
      state: {
        chat: {
          messages: messageList([chatMessage({ id: 'temp_1', sender_type: 'customer', content: 'On its way' })]),
        },
      },
    });
    const row = (await screen.findByText('On its way')).closest('.chat-message') as HTMLElement;
    expect(row.classList.contains('chat-message--pending')).toBe(true);
    expect(within(row).getByText('Sending')).toBeTruthy();
  });

  it('keeps the page small for a conversation of 10,000 messages, rendering only what is on screen', async () => {
    renderChatPanel({ state: { chat: { messages: messageList(conversation(10_000)) } } });
    await waitFor(() => expect(scroller().querySelectorAll('.chat-message').length).toBeGreaterThan(0));
    const rendered = scroller().querySelectorAll('.chat-message').length;
    expect(rendered).toBeLessThan(60);
    expect(scroller().querySelectorAll('*').length).toBeLessThan(600);
    await waitFor(() => expect(screen.getByText('Message 9999')).toBeTruthy());
    expect(screen.queryByText('Message 0')).toBeNull();
  });

  it('opens at the newest message', async () => {
    renderChatPanel({ state: { chat: { messages: messageList(conversation(500)) } } });
    expect(await screen.findByText('Message 499')).toBeTruthy();
    expect(scroller().scrollTop).toBeGreaterThan(0);
  });

  it('asks for older messages when scrolled to the top, once, while more exist and none are loading', async () => {
    const { intents, store } = renderChatPanel({
      state: { chat: { messages: messageList(conversation(200)), hasMoreMessages: true, nextBefore: 'cursor_1' } },
    });
    await settledOn('Message 199');
    const olderRequests = () => intents().filter((intent) => intent.type === 'chat/olderMessagesRequested').length;
    scrollListTo(2000);
    expect(olderRequests()).toBe(0);
    scrollListTo(10);
    scrollListTo(0);
    expect(olderRequests()).toBe(1);
    expect(store.log().map((entry) => entry.event.type)).toContain('chat/olderMessagesRequested');
  });

  it('does not ask for older messages when the server has no more, or while a page is loading', async () => {
    const none = renderChatPanel({
      state: { chat: { messages: messageList(conversation(200)), hasMoreMessages: false } },
    });
    await settledOn('Message 199');
    scrollListTo(2000);
    scrollListTo(0);
    expect(none.intents().filter((intent) => intent.type === 'chat/olderMessagesRequested')).toEqual([]);
    cleanup();

    const loading = renderChatPanel({
      state: { chat: { messages: messageList(conversation(200)), hasMoreMessages: true, isLoadingMessages: true } },
    });
    await settledOn('Message 199');
    expect(screen.getByText('Loading older messages')).toBeTruthy();
    scrollListTo(2000);
    scrollListTo(0);
    expect(loading.intents().filter((intent) => intent.type === 'chat/olderMessagesRequested')).toEqual([]);
  });

  it('keeps the reading position when an older page is put in front', async () => {
    const { store } = renderChatPanel({
      state: { chat: { messages: messageList(conversation(100)), hasMoreMessages: true } },
    });
    await settledOn('Message 99');
    scrollListTo(30);
    await screen.findByText('Message 0');
    const before = scroller().scrollTop;

    act(() =>
      store.dispatch({
        type: 'chat/messagesLoadStarted',
        payload: { conversationId: 'conv_1', mode: 'prepend', before: 'm0' },
      }),
    );
    act(() =>
      store.dispatch({
        type: 'chat/messagesLoaded',
        payload: { conversationId: 'conv_1', mode: 'prepend', messages: conversation(50, 'o'), nextBefore: 'o0' },
      }),
    );

    expect(messageAt(store.getState().chat.messages, 0)?.id).toBe('o0');
    await waitFor(() => expect(scroller().scrollTop).toBeGreaterThan(before + 50 * 20));
    expect(screen.getByText('Message 0')).toBeTruthy();
    expect(screen.queryByText('Older 0')).toBeNull();
  });

  it('scrolls to the newest message when the core asks, and after the shopper sends', async () => {
    const { store } = renderChatPanel({ state: { chat: { messages: messageList(conversation(300)) } } });
    await settledOn('Message 299');
    scrollListTo(0);
    await screen.findByText('Message 0');
    expect(screen.queryByText('Message 299')).toBeNull();

    act(() => store.dispatch({ type: 'chat/scrollToBottomDue' }));
    await screen.findByText('Message 299');

    scrollListTo(0);
    await waitFor(() => expect(screen.queryByText('Message 299')).toBeNull());
    fireEvent.change(screen.getByPlaceholderText('Type your message...'), { target: { value: 'One more question' } });
    fireEvent.keyDown(screen.getByPlaceholderText('Type your message...'), { key: 'Enter' });
    expect(messageAt(store.getState().chat.messages, -1)?.content).toBe('One more question');
    expect(await screen.findByText('One more question')).toBeTruthy();
  });
});

describe('isPrepend', () => {
  const a = chatMessage({ id: 'a' });
  const b = chatMessage({ id: 'b' });
  const c = chatMessage({ id: 'c' });
  it('is true only when older messages came in front and the end is unchanged', () => {
    expect(isPrepend([b, c], [a, b, c])).toBe(true);
    expect(isPrepend([a, b], [a, b, c])).toBe(false);
    expect(isPrepend([], [a])).toBe(false);
    expect(isPrepend([b], [a, c])).toBe(false);
    const same = [a, b];
    expect(isPrepend(same, same)).toBe(false);
  });
});
