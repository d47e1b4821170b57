// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageList } from '../../core/chat/message-list';
import { STORE_DETAILS } from '../store-details';
import { chatMessage, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';
import { renderApp } from '../testing/render-app';
import ENGLISH_CATALOGUE from '../i18n/catalog/chat/en.json';

setUpChatTests();

/** Every English text of the chat's catalogue, in the pieces around its blanks ('Welcome to ', '!' is too short). */
const ENGLISH_TEXTS = Object.entries(ENGLISH_CATALOGUE)
  .filter(([key]) => key !== '$schema')
  .flatMap(([, text]) => text.split(/\{\w+\}/))
  .map((piece) => piece.trim())
  .filter((piece) => /[A-Za-z]{2}/.test(piece));

/** Words of the chat a shopper would still read in English if a text had been missed. */
const ENGLISH_WORDS =
  /\b(Open chat|Support|Chat|Welcome|Message|Messages|Send|Sending|Cancel|Close|Try Again|Recording|Voice|Microphone|Add to cart|Show more|Call|Loading|transcript|Reconnecting|typing)\b/i;

/**
 * What the shopper reads and hears in `root`: its text, and its labels, placeholders and titles; the store's name
 * aside (STORE_DETAILS.name, one name for both builds).
 */
function shopperText(root: Element): string {
  const attributes = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n').replaceAll(STORE_DETAILS.name, '');
}

function expectHindiOnly(root: Element): void {
  const text = shopperText(root);
  expect(text).toMatch(/[\u0900-\u097F]/);
  expect(text).not.toMatch(ENGLISH_WORDS);
  expect(ENGLISH_TEXTS.filter((english) => text.includes(english))).toEqual([]);
}

const dialog = () => screen.getByRole('dialog', { name: 'सहायता चैट' });

describe('the chat widget in Hindi', () => {
  it('has English texts to look for (the check below can fail)', () => {
    expect(ENGLISH_TEXTS).toContain('Type your message...');
    expect(() =>
      expectHindiOnly(Object.assign(document.createElement('p'), { textContent: 'कार्ट Add to cart' })),
    ).toThrow();
  });

  it('opens from the launcher named in Hindi and closes with the Hindi close button', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'चैट खोलें' }));
    const panel = await screen.findByRole('dialog', { name: 'सहायता चैट' });
    fireEvent.click(within(panel).getByRole('button', { name: 'चैट बंद करें' }));
    expect(screen.queryByRole('dialog', { name: 'सहायता चैट' })).toBeNull();
    expect(screen.getByRole('button', { name: 'चैट खोलें' })).toBeTruthy();
  });

  it('welcomes the shopper in Hindi: header line, welcome, the need-support box and the input', () => {
    renderChatPanel();
    const panel = dialog();
    expect(within(panel).getByText('हमारी टीम 10:00–20:00 तक ऑनलाइन रहती है। हम जल्द से जल्द जवाब देंगे।')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: `${STORE_DETAILS.name} में आपका स्वागत है!` })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'मदद चाहिए?' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: `${STORE_DETAILS.phone} पर कॉल करें` })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'सहायता टीम को कॉल करें' })).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'संदेश' }).getAttribute('placeholder')).toBe('अपना संदेश लिखें...');
    expect(within(panel).getByRole('button', { name: 'वॉइस नोट रिकॉर्ड करें' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'संदेश भेजें' })).toBeTruthy();
    expectHindiOnly(panel);
  });

  it('counts the characters in Hindi, and says when the limit is reached', () => {
    renderChatPanel();
    const input = screen.getByRole('textbox', { name: 'संदेश' });
    fireEvent.change(input, { target: { value: 'आ'.repeat(150) } });
    expect(dialog().textContent).toContain('4000 में से 150 अक्षर');
    fireEvent.change(input, { target: { value: 'आ'.repeat(4000) } });
    expect(dialog().textContent).toContain('4000 में से 4000 अक्षर (इससे ज़्यादा नहीं)');
  });

  it('shows the conversation in Hindi: senders, typing, a voice note, a product card, a pending send, reconnecting', async () => {
    const { store } = renderChatPanel({
      state: {
        chat: {
          messages: messageList([
            chatMessage({ sender_type: 'agent', content: 'नमस्ते! बताइए क्या मदद करूँ?' }),
            chatMessage({
              content: 'https://cdn.example.in/a.webm',
              content_type: 'audio',
              metadata: { transcription: { transcript: 'आटा चाहिए' } },
            }),
            chatMessage({ sender_type: 'ai', content: 'यह देखिए', metadata: { ai_response: { handle: 'atta' } } }),
            chatMessage({ id: 'temp_1', sender_type: 'customer', content: 'धन्यवाद' }),
          ]),
          isTyping: true,
        },
        suggestions: {
          atta: {
            handle: 'atta',
            status: 'loaded',
            title: 'चक्की आटा',
            thumbnail: 'https://cdn.example.in/a.jpg',
            variantId: 'v1',
            variantTitle: '5 किलो',
            price: 34900,
          },
        },
      },
    });
    await screen.findByText('यह देखिए');
    const panel = dialog();
    expect(within(panel).getAllByText('सहायता टीम').length).toBeGreaterThan(0);
    expect(within(panel).getByText('सहायक')).toBeTruthy();
    expect(within(panel).getByRole('status', { name: 'सहायता टीम लिख रही है' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'वॉइस नोट चलाएँ' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'लिखा हुआ देखें' }));
    expect(within(panel).getByRole('button', { name: 'लिखा हुआ छिपाएँ' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'कार्ट में डालें' })).toBeTruthy();
    expect(panel.textContent).toContain('भेजा जा रहा है');
    act(() => store.dispatch({ type: 'chat/reconnectingShown' }));
    expect(within(panel).getByText('फिर से जुड़ रहे हैं...')).toBeTruthy();
    expectHindiOnly(panel);
  });

  it('announces a voice note and the assistant to screen readers in Hindi', () => {
    const { store } = renderChatPanel();
    const region = screen.getByTestId('chat-announcer');
    act(() =>
      store.dispatch({
        type: 'chat/messageReceived',
        payload: {
          message: chatMessage({ id: 'v1', content: 'https://cdn.example.in/v.webm', content_type: 'audio' }),
        },
      }),
    );
    expect(region.textContent).toBe('सहायता टीम: वॉइस नोट');
    act(() =>
      store.dispatch({
        type: 'chat/messageReceived',
        payload: { message: chatMessage({ id: 'a1', sender_type: 'assistant', content: 'घी 1 लीटर में भी है।' }) },
      }),
    );
    expect(region.textContent).toBe('सहायक: घी 1 लीटर में भी है।');
  });

  it("names the assistant in Hindi when the server calls it by its role ('Assistant'), and keeps an agent's own name", async () => {
    renderChatPanel({
      state: {
        chat: {
          messages: messageList([
            chatMessage({ sender_type: 'ai', content: 'आटा 5 किलो', metadata: { sender: { name: 'Assistant' } } }),
            chatMessage({ sender_type: 'agent', content: 'जी', metadata: { sender: { name: 'Priya' } } }),
          ]),
        },
      },
    });
    await screen.findByText('आटा 5 किलो');
    expect(screen.getByText('सहायक')).toBeTruthy();
    expect(screen.getByText('Priya')).toBeTruthy();
    expect(screen.queryByText('Assistant')).toBeNull();
  });

  it('records a voice note in Hindi: waiting, recording with its timer, review, sending', () => {
    const { store } = renderChatPanel({ state: { voice: { phase: 'requesting' } } });
    const recorder = () => screen.getByRole('region', { name: 'वॉइस नोट रिकॉर्डर' });
    expect(recorder().textContent).toBe('माइक्रोफ़ोन की अनुमति का इंतज़ार...');
    act(() => store.dispatch({ type: 'voice/recordingStarted', payload: { mimeType: 'audio/webm', startedAt: 0 } }));
    expect(recorder().textContent).toMatch(/^रिकॉर्ड हो रहा है 0:0\d/);
    expect(within(recorder()).getByRole('button', { name: 'रिकॉर्डिंग रोकें' })).toBeTruthy();
    expect(within(recorder()).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expectHindiOnly(recorder());
  });

  it('reviews a recorded voice note in Hindi before sending it', () => {
    const { store } = renderChatPanel({
      state: {
        voice: { phase: 'review', recording: { id: 'rec_1', mimeType: 'audio/webm', durationMs: 65_000, size: 10 } },
      },
    });
    const recorder = () => screen.getByRole('region', { name: 'वॉइस नोट रिकॉर्डर' });
    expect(recorder().textContent).toContain('वॉइस नोट (1:05)');
    fireEvent.click(within(recorder()).getByRole('button', { name: 'भेजें' }));
    expect(store.log().some((entry) => entry.event.type === 'voice/sendRequested')).toBe(true);
    expectHindiOnly(recorder());
  });

  it('asks for the microphone in Hindi, with Close and Try again', () => {
    const { store, intents } = renderChatPanel();
    act(() => store.dispatch({ type: 'voice/permissionDenied', payload: { reason: 'denied' } }));
    const permission = screen.getByRole('alertdialog');
    expect(permission.textContent).toContain(
      'वॉइस नोट भेजने के लिए अपने ब्राउज़र की सेटिंग में इस साइट को माइक्रोफ़ोन इस्तेमाल करने की अनुमति दें, फिर दोबारा कोशिश करें।',
    );
    fireEvent.click(within(permission).getByRole('button', { name: 'बंद करें' }));
    expect(intents()).toContainEqual({ type: 'voice/permissionDialogCloseRequested' });
    act(() => store.dispatch({ type: 'voice/permissionDenied', payload: { reason: 'denied' } }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(intents()).toContainEqual({ type: 'voice/recordRequested' });
  });
});
